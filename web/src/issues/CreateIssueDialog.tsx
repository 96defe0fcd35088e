import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useMembers } from '../members/api';
import { useMentionSuggestions } from '../mentions/api';
import { useProjects } from '../projects/api';
import { useSprints } from '../sprints/api';
import { fieldErrors, formError, missingFields } from '../ui/errors';
import { useFeedback } from '../ui/Feedback';
import { Field, FieldErrors } from '../ui/Field';
import { FormError } from '../ui/FormError';
import { lengthHint, overLimit } from '../ui/length';
import {
  reference,
  useIssueActions,
  type Issue,
  type IssuePriority,
  type IssueStatus,
} from './api';
import { PRIORITIES, PRIORITY_LABELS, STATUSES, STATUS_LABELS } from './labels';
import { issuePath } from './IssueTable';
import { Select } from './Select';

interface CreateIssueDialogProps {
  workspaceId: string;
  open: boolean;
  /** The project to start in: the one being looked at, if any. */
  projectId: string | undefined;
  /** The status to start with (a board column's "+"); the backlog otherwise. */
  status?: IssueStatus;
  /** Called with the new issue instead of opening it (the board stays where it is). */
  onCreated?: (issue: Issue) => void;
  onClose: () => void;
}

interface Draft {
  projectId: string | undefined;
  title: string;
  description: string;
  status: IssueStatus;
  priority: IssuePriority;
  assigneeId: string | undefined;
  sprintId: string | undefined;
  dueOn: string;
  estimate: string;
}

const REQUIRED = ['projectId', 'title'];
const TITLE_MAX = 500;
const FIELDS = [
  'projectId',
  'title',
  'description',
  'status',
  'priority',
  'assigneeId',
  'sprintId',
  'dueOn',
  'estimate',
];

const empty = (projectId: string | undefined, status: IssueStatus = 'backlog'): Draft => ({
  projectId,
  title: '',
  description: '',
  status,
  priority: 'none',
  assigneeId: undefined,
  sprintId: undefined,
  dueOn: '',
  estimate: '',
});

/** A new issue in any active project of the workspace; once created, it opens. */
export function CreateIssueDialog({
  workspaceId,
  open,
  projectId,
  status,
  onCreated,
  onClose,
}: CreateIssueDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const navigate = useNavigate();
  const notify = useFeedback();
  // The same list the project and issue pages load, so it is usually cached already.
  const projects = useProjects(workspaceId);
  const members = useMembers(workspaceId);
  const { create } = useIssueActions(workspaceId);
  const [draft, setDraft] = useState<Draft>(empty(projectId));
  // Once the user has tried to submit, an empty required field says so until it is filled.
  const [checked, setChecked] = useState(false);
  const active = (projects.data?.items ?? []).filter((project) => !project.archived);
  const noProjects = Boolean(projects.data) && active.length === 0;
  const chosenProject = draft.projectId ?? (active.length === 1 ? active[0]!.id : undefined);
  const sprints = useSprints(workspaceId, chosenProject ?? '');
  const mention = useMentionSuggestions({
    workspaceId,
    value: draft.description,
    onValueChange: (text) => set('description', text),
  });

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      setDraft(empty(projectId, status));
      setChecked(false);
      create.reset();
      element.showModal();
      element.querySelector<HTMLInputElement>('input[name="title"]')?.focus();
    }
    if (!open && element.open) element.close();
    // Opening starts a fresh draft in the current project; nothing else resets it.
  }, [open]);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((current) => ({
      ...current,
      [key]: value,
      ...(key === 'projectId' ? { sprintId: undefined } : {}),
    }));
  const lacking = () =>
    missingFields({ ...draft, projectId: chosenProject }, REQUIRED) ??
    overLimit('title', draft.title, TITLE_MAX);
  const error = (checked ? lacking() : undefined) ?? create.error;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (lacking() || !chosenProject) return;
    create.mutate(
      {
        projectId: chosenProject,
        title: draft.title,
        ...(draft.description.trim() ? { description: draft.description } : {}),
        status: draft.status,
        priority: draft.priority,
        ...(draft.assigneeId ? { assigneeId: draft.assigneeId } : {}),
        ...(draft.sprintId ? { sprintId: draft.sprintId } : {}),
        ...(draft.dueOn ? { dueOn: draft.dueOn } : {}),
        ...(draft.estimate !== '' ? { estimate: Number(draft.estimate) } : {}),
      },
      {
        onSuccess: (issue) => {
          notify(`Created ${reference(issue)}: ${issue.title}`);
          onClose();
          if (onCreated) onCreated(issue);
          else navigate(issuePath(workspaceId, issue));
        },
      },
    );
  };
  const descriptionErrors = fieldErrors(error, 'description');
  return (
    <dialog
      ref={dialog}
      className="confirm create-issue"
      aria-labelledby={titleId}
      onClose={onClose}
    >
      <form onSubmit={submit} noValidate>
        <h2 id={titleId}>Create issue</h2>
        {noProjects ? (
          <p className="empty">
            Issues live in projects, and this workspace has no active one yet. Create a project
            under Projects first.
          </p>
        ) : (
          <>
            <Select
              label="Project"
              value={chosenProject}
              onChange={(value) => set('projectId', value)}
              all="Choose a project"
              required
              errors={fieldErrors(error, 'projectId', { label: 'Project', verb: 'Choose' })}
            >
              {active.map((project) => (
                <option key={project.id} value={project.id}>
                  {project.name} ({project.prefix})
                </option>
              ))}
            </Select>
            <Field
              label="Title"
              field="title"
              error={error}
              value={draft.title}
              required
              hint={lengthHint(draft.title, TITLE_MAX)}
              onChange={(event) => set('title', event.target.value)}
            />
            <div className="field">
              <label htmlFor={descriptionId}>Description</label>
              <div className="textarea-wrap">
                <textarea
                  id={descriptionId}
                  rows={4}
                  aria-invalid={descriptionErrors.length > 0 || undefined}
                  {...mention.field}
                />
                {mention.popup}
              </div>
              <FieldErrors messages={descriptionErrors} />
            </div>
            <div className="create-issue-grid">
              <Select
                label="Status"
                value={draft.status}
                onChange={(value) => set('status', (value ?? 'backlog') as IssueStatus)}
                errors={fieldErrors(error, 'status')}
              >
                {STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {STATUS_LABELS[status]}
                  </option>
                ))}
              </Select>
              <Select
                label="Priority"
                value={draft.priority}
                onChange={(value) => set('priority', (value ?? 'none') as IssuePriority)}
                errors={fieldErrors(error, 'priority')}
              >
                {PRIORITIES.map((priority) => (
                  <option key={priority} value={priority}>
                    {PRIORITY_LABELS[priority]}
                  </option>
                ))}
              </Select>
              <Select
                label="Assignee"
                value={draft.assigneeId}
                onChange={(value) => set('assigneeId', value)}
                all="Unassigned"
                errors={fieldErrors(error, 'assigneeId')}
              >
                {(members.data?.items ?? []).map((member) => (
                  <option key={member.userId} value={member.userId}>
                    {member.name}
                  </option>
                ))}
              </Select>
              <Select
                label="Sprint"
                value={draft.sprintId}
                onChange={(value) => set('sprintId', value)}
                all="No sprint"
                disabled={!chosenProject}
                errors={fieldErrors(error, 'sprintId')}
              >
                {(sprints.data?.items ?? [])
                  .filter((sprint) => sprint.state !== 'completed')
                  .map((sprint) => (
                    <option key={sprint.id} value={sprint.id}>
                      {sprint.name}
                    </option>
                  ))}
              </Select>
              <Field
                label="Due date"
                field="dueOn"
                type="date"
                error={error}
                value={draft.dueOn}
                onChange={(event) => set('dueOn', event.target.value)}
              />
              <Field
                label="Estimate (points)"
                field="estimate"
                type="number"
                inputMode="numeric"
                min={0}
                max={1000}
                step={1}
                error={error}
                value={draft.estimate}
                onChange={(event) => set('estimate', event.target.value)}
              />
            </div>
            <FormError>{formError(error, FIELDS)}</FormError>
          </>
        )}
        <div className="actions">
          <button type="button" className="button secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button" disabled={create.isPending || noProjects}>
            Create issue
          </button>
        </div>
      </form>
    </dialog>
  );
}
