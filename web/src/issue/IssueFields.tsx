import { useEffect, useId, useState } from 'react';
import { reference, useIssueActions, type Issue, type IssuePatch } from '../issues/api';
import { useMembers } from '../members/api';
import { useSprints } from '../sprints/api';
import { useFeedback } from '../ui/Feedback';
import { useParentCandidates } from './api';
import { SelectField } from './fields';
import { PlanFields } from './PlanFields';
import { LabelPicker } from './LabelPicker';
import { PRIORITIES, STATUSES } from './labels';

type Editable = 'status' | 'priority' | 'assigneeId' | 'sprintId' | 'parentId';
const NONE = '';

/** Status, priority, assignee, sprint and parent: each saved as soon as it is chosen. */
export function IssueFields({ workspaceId, issue }: { workspaceId: string; issue: Issue }) {
  const notify = useFeedback();
  const { update } = useIssueActions(workspaceId);
  const members = useMembers(workspaceId);
  const sprints = useSprints(workspaceId, issue.projectId);
  const searchId = useId();
  const [parentSearch, setParentSearch] = useState('');
  const search = useDebounced(parentSearch.trim(), 300);
  const candidates = useParentCandidates(
    { workspaceId, projectId: issue.projectId, issueId: issue.id },
    search,
  );
  const [failed, setFailed] = useState<{ field: Editable; error: unknown }>();
  const [labelChoice, setLabelChoice] = useState<string[]>();

  const save = (field: Editable, value: string, said: string) => {
    setFailed(undefined);
    const body = { [field]: value === NONE ? null : value } as IssuePatch;
    update.mutate(
      { issue, body },
      {
        onSuccess: () => notify(`${reference(issue)}: ${said}`),
        onError: (error) => {
          setFailed({ field, error });
          notify(`${reference(issue)} was not changed`, 'error');
        },
      },
    );
  };
  const errorOf = (field: Editable) => (failed?.field === field ? failed.error : undefined);
  const chosen = (options: { value: string; label: string }[], value: string) =>
    options.find((option) => option.value === value)?.label ?? value;

  const people = [
    { value: NONE, label: 'Nobody' },
    ...(members.data?.items ?? []).map((m) => ({ value: m.userId, label: m.name })),
  ];
  const sprintOptions = [
    { value: NONE, label: 'No sprint' },
    // A completed sprint takes no issues; the issue's own stays shown.
    ...(sprints.data?.items ?? [])
      .filter((s) => s.state !== 'completed' || s.id === issue.sprintId)
      .map((s) => ({ value: s.id, label: s.name })),
  ];
  const parents = (candidates.data?.items ?? []).filter((other) => other.id !== issue.id);
  const parentOptions = [
    { value: NONE, label: 'No parent' },
    ...parents.map((p) => ({ value: p.id, label: `${reference(p)} ${p.title}` })),
  ];
  if (issue.parentId && !parents.some((p) => p.id === issue.parentId)) {
    parentOptions.push({ value: issue.parentId, label: 'The current parent' });
  }

  const select = (
    field: Editable,
    label: string,
    options: { value: string; label: string }[],
    loading = false,
  ) => (
    <SelectField
      label={label}
      field={field}
      error={errorOf(field)}
      options={options}
      value={issue[field] ?? NONE}
      disabled={loading}
      onChange={(event) =>
        save(field, event.target.value, `${label} set to ${chosen(options, event.target.value)}`)
      }
    />
  );

  return (
    <div className="issue-fields">
      {select('status', 'Status', STATUSES)}
      {select('priority', 'Priority', PRIORITIES)}
      {select('assigneeId', 'Assignee', people, members.isPending)}
      {select('sprintId', 'Sprint', sprintOptions, sprints.isPending)}
      <PlanFields workspaceId={workspaceId} issue={issue} />
      {select('parentId', 'Parent issue', parentOptions, candidates.isPending)}
      <LabelPicker
        workspaceId={workspaceId}
        // The choice shows at once (state set in the click's own handler, so the checkbox
        // never flips back); the issue's own labels again once the answer comes.
        selected={labelChoice ?? issue.labels.map((label) => label.id)}
        disabled={update.isPending}
        onChange={(labelIds) => {
          setLabelChoice(labelIds);
          update.mutate(
            { issue, body: { labelIds } },
            {
              onSuccess: () => notify(`${reference(issue)}: labels saved`),
              onError: () => notify(`${reference(issue)} was not changed`, 'error'),
              onSettled: () => setLabelChoice(undefined),
            },
          );
        }}
      />
      <div className="field parent-search">
        <label htmlFor={searchId}>Find a parent</label>
        <input
          id={searchId}
          type="search"
          placeholder="Words from its title"
          value={parentSearch}
          onChange={(event) => setParentSearch(event.target.value)}
        />
        <p className="hint">
          {!search
            ? 'Parent issue lists the 100 most recently changed issues.'
            : candidates.isPending
              ? 'Searching…'
              : `${parents.length} matching issue${parents.length === 1 ? '' : 's'} in Parent issue.`}
        </p>
      </div>
    </div>
  );
}

/** `value`, once it has stopped changing for `delay` ms. */
function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
