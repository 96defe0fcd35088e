import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { ISSUE_VIEWS } from '../issues/api';
import { LABELS } from '../labels/api';
import './imports.css';
import { useProjects } from '../projects/api';
import { FormError } from '../ui/FormError';
import { formError } from '../ui/errors';
import { useWorkspace } from '../workspaces/api';
import { useImport, useStartImport, type Import, type ImportFormat } from './api';

const FORMATS: { value: ImportFormat; label: string; accept: string }[] = [
  { value: 'jira-csv', label: 'Jira (CSV export)', accept: '.csv,text/csv' },
  { value: 'github-json', label: 'GitHub issues (JSON)', accept: '.json,application/json' },
  { value: 'linear-csv', label: 'Linear (CSV export)', accept: '.csv,text/csv' },
];

/** Moving in: upload an export, read the dry run's report, then import with a progress bar. */
export function ImportPage() {
  const { workspaceId } = useWorkspace();
  const projects = useProjects(workspaceId, { limit: 100 });
  const start = useStartImport(workspaceId);
  const [projectId, setProjectId] = useState<string>();
  const [format, setFormat] = useState<ImportFormat>('jira-csv');
  const [file, setFile] = useState<{ name: string; content: string }>();
  const [dryRunId, setDryRunId] = useState<string>();
  const [importId, setImportId] = useState<string>();
  const dryRun = useImport(workspaceId, dryRunId);
  const running = useImport(workspaceId, importId);
  const queryClient = useQueryClient();

  const done = running.data?.status === 'completed';
  useEffect(() => {
    if (done)
      for (const path of [LABELS, ...ISSUE_VIEWS])
        void queryClient.invalidateQueries({ queryKey: [path] });
  }, [done, queryClient]);

  const send = (asDryRun: boolean) => {
    if (!projectId || !file) return;
    start.mutate(
      { projectId, format, content: file.content, dryRun: asDryRun },
      { onSuccess: (started) => (asDryRun ? setDryRunId(started.id) : setImportId(started.id)) },
    );
  };
  const onDryRun = (event: FormEvent) => {
    event.preventDefault();
    setDryRunId(undefined);
    setImportId(undefined);
    send(true);
  };

  return (
    <section className="page">
      <h1>Import issues</h1>
      <p className="muted">
        Bring issues from Jira, GitHub or Linear into a project. A dry run comes first and writes
        nothing; importing the same export again never creates an issue twice.
      </p>
      <form className="card" onSubmit={onDryRun} noValidate>
        <div className="row">
          <Select label="Project" value={projectId} onChange={setProjectId} all="Choose a project">
            {projects.data?.items
              .filter((project) => !project.archivedAt)
              .map((project) => (
                <option key={project.id} value={project.id}>
                  {project.name} ({project.prefix})
                </option>
              ))}
          </Select>
          <Select
            label="Format"
            value={format}
            onChange={(value) => value && setFormat(value as ImportFormat)}
          >
            {FORMATS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
          <div className="field">
            <label htmlFor="import-file">Export file</label>
            <input
              id="import-file"
              type="file"
              accept={FORMATS.find((option) => option.value === format)!.accept}
              onChange={async (event) => {
                const chosen = event.target.files?.[0];
                setFile(chosen ? { name: chosen.name, content: await chosen.text() } : undefined);
              }}
            />
          </div>
        </div>
        <FormError>{formError(start.error, ['projectId', 'format', 'content'])}</FormError>
        <button type="submit" className="button" disabled={!projectId || !file || start.isPending}>
          Dry run
        </button>
      </form>
      {dryRun.data && (
        <ImportReport
          title="Dry run"
          found={dryRun.data}
          action={
            dryRun.data.status === 'completed' &&
            !importId && (
              <button
                type="button"
                className="button"
                disabled={start.isPending || dryRun.data.counts.created === 0}
                onClick={() => send(false)}
              >
                Import {dryRun.data.counts.created} issues
              </button>
            )
          }
        />
      )}
      {running.data && <ImportReport title="Import" found={running.data} />}
    </section>
  );
}

function ImportReport({
  title,
  found,
  action,
}: {
  title: string;
  found: Import;
  action?: ReactNode;
}) {
  const { counts } = found;
  const finished = found.status === 'completed' || found.status === 'failed';
  const verb = found.dryRun ? 'Would create' : 'Created';
  return (
    <section className="card" aria-labelledby={`report-${found.id}`}>
      <h2 id={`report-${found.id}`}>{title}</h2>
      {!found.dryRun && (
        <progress
          className="import-progress"
          aria-label="Import progress"
          max={counts.total}
          value={counts.processed}
        />
      )}
      <p role="status">
        {finished
          ? `${found.status === 'failed' ? 'Stopped' : 'Done'}: ${verb.toLowerCase()} ${counts.created} of ${counts.total} issues; ${counts.alreadyImported} already imported; ${counts.failed} failed.`
          : `${counts.processed} of ${counts.total} rows…`}
        {found.error && ` ${found.error}`}
      </p>
      {finished && found.report.length > 0 && (
        // Scrolls on its own when long or narrow: focusable, so keys scroll it too.
        <div className="import-report" role="region" aria-label={`${title} report`} tabIndex={0}>
          <table>
            <caption className="visually-hidden">{title} report</caption>
            <thead>
              <tr>
                <th scope="col">Row</th>
                <th scope="col">Key</th>
                <th scope="col">Outcome</th>
                <th scope="col">What happened</th>
              </tr>
            </thead>
            <tbody>
              {found.report.map((line, index) => (
                <tr key={`${line.row}-${index}`}>
                  <td>{line.row}</td>
                  <td>{line.sourceKey ?? '—'}</td>
                  <td>{OUTCOMES[line.outcome]}</td>
                  <td>{line.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {found.reportTotal > found.report.length && (
            <p className="muted">
              The first {found.report.length} of {found.reportTotal} lines.
            </p>
          )}
        </div>
      )}
      {action}
    </section>
  );
}

const OUTCOMES: Record<Import['report'][number]['outcome'], string> = {
  failed: 'Failed',
  already_imported: 'Already imported',
  note: 'Note',
};

interface ChoiceProps {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  all?: string;
  children: ReactNode;
}

/** A labelled drop-down; the empty choice reads as `all`. */
function Select({ label, value, onChange, all, children }: ChoiceProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value ?? ''} onChange={(e) => onChange(e.target.value || undefined)}>
        {all !== undefined && <option value="">{all}</option>}
        {children}
      </select>
    </div>
  );
}
