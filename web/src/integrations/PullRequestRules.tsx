import { useId, useState, type FormEvent } from 'react';
import { ISSUE_STATUS_VALUES } from 'work-tracking-client';
import { STATUS_LABELS, type IssueStatus } from '../issues/api';
import { useProjects } from '../projects/api';
import { formError } from '../ui/errors';
import { useFeedback } from '../ui/Feedback';
import { FormError } from '../ui/FormError';
import { QueryState } from '../ui/QueryState';
import {
  usePullRequestRules,
  useUpdatePullRequestRules,
  type PullRequestRuleEvent,
  type PullRequestRules as Rules,
} from './api';

const EVENTS: { value: PullRequestRuleEvent; label: string }[] = [
  { value: 'opened', label: 'Opened' },
  { value: 'ready_for_review', label: 'Ready for review' },
  { value: 'converted_to_draft', label: 'Converted to draft' },
  { value: 'reopened', label: 'Reopened' },
  { value: 'closed', label: 'Closed without merging' },
  { value: 'merged', label: 'Merged' },
];

/** Per project: the status each pull-request event moves a linked issue to; none by default. */
export function PullRequestRules({ workspaceId }: { workspaceId: string }) {
  const projects = useProjects(workspaceId);
  const [projectId, setProjectId] = useState('');
  const projectField = useId();
  const headingId = useId();
  const chosen = projectId || projects.data?.items[0]?.id || '';
  return (
    <div className="card">
      <h2 id={headingId}>Rules for pull requests</h2>
      <p className="muted">
        Off unless set: a project may move its linked issues when a pull request is opened, marked
        ready or turned back into a draft (for example to In review, or In progress). Done and
        cancelled issues are left alone.
      </p>
      <QueryState isPending={projects.isPending} error={projects.error} />
      {projects.data && projects.data.items.length === 0 && (
        <p className="muted">No projects yet.</p>
      )}
      {chosen && (
        <>
          <div className="field">
            <label htmlFor={projectField}>Project</label>
            <select
              id={projectField}
              value={chosen}
              onChange={(event) => setProjectId(event.target.value)}
            >
              {projects.data?.items.map((project) => (
                <option key={project.id} value={project.id}>
                  {project.name} ({project.prefix})
                </option>
              ))}
            </select>
          </div>
          <ProjectRules
            key={chosen}
            workspaceId={workspaceId}
            projectId={chosen}
            headingId={headingId}
          />
        </>
      )}
    </div>
  );
}

function ProjectRules({
  workspaceId,
  projectId,
  headingId,
}: {
  workspaceId: string;
  projectId: string;
  headingId: string;
}) {
  const rules = usePullRequestRules(workspaceId, projectId);
  if (!rules.data) return <QueryState isPending={rules.isPending} error={rules.error} />;
  return (
    <RulesForm
      workspaceId={workspaceId}
      projectId={projectId}
      saved={rules.data}
      headingId={headingId}
    />
  );
}

function RulesForm({
  workspaceId,
  projectId,
  saved,
  headingId,
}: {
  workspaceId: string;
  projectId: string;
  saved: Rules;
  headingId: string;
}) {
  const notify = useFeedback();
  const update = useUpdatePullRequestRules(workspaceId, projectId);
  const [draft, setDraft] = useState(() =>
    Object.fromEntries(EVENTS.map(({ value }) => [value, saved[value]])),
  );
  const baseId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(draft, { onSuccess: () => notify('Rules saved') });
  };
  return (
    <form onSubmit={submit} className="rules" aria-labelledby={headingId}>
      {EVENTS.map(({ value, label }) => (
        <div className="field" key={value}>
          <label htmlFor={`${baseId}-${value}`}>When a pull request is: {label}</label>
          <select
            id={`${baseId}-${value}`}
            value={draft[value] ?? ''}
            onChange={(event) =>
              setDraft({ ...draft, [value]: (event.target.value || null) as IssueStatus | null })
            }
          >
            <option value="">Leave the issue</option>
            {ISSUE_STATUS_VALUES.map((status) => (
              <option key={status} value={status}>
                Move to {STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
      ))}
      <button type="submit" className="button" disabled={update.isPending}>
        Save rules
      </button>
      <FormError>{formError(update.error, [])}</FormError>
    </form>
  );
}
