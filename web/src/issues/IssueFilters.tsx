import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { Member } from '../members/api';
import type { Project } from '../projects/api';
import type { Sprint } from '../sprints/api';
import { useDebounced } from '../ui/useDebounced';
import { PRIORITIES, PRIORITY_LABELS, STATUSES, STATUS_LABELS } from './labels';
import { SORT_FIELDS_OF_ISSUES, type ListState, type SortField } from './listState';
import { MultiSelect } from '../ui/MultiSelect';
import { Select } from './Select';
import { LabelFilter } from './LabelFilter';

const SORT_LABELS: Record<SortField, string> = {
  createdAt: 'Created',
  updatedAt: 'Updated',
  number: 'Number',
  priority: 'Priority',
  title: 'Title',
  status: 'Status',
  dueOn: 'Due date',
  estimate: 'Estimate',
  rank: 'Board order',
};
/** The board's order by hand holds within one status; a list across statuses has no use for it. */
const LIST_SORTS = SORT_FIELDS_OF_ISSUES.filter((field) => field !== 'rank');
const STATUS_OPTIONS = STATUSES.map((status) => [status, STATUS_LABELS[status]] as const);
const PRIORITY_OPTIONS = PRIORITIES.map(
  (priority) => [priority, PRIORITY_LABELS[priority]] as const,
);

const SEARCH_DELAY_MS = 300;

interface IssueFiltersProps {
  state: ListState;
  change: (update: Partial<ListState>, options?: { replace?: boolean }) => void;
  members: Member[];
  sprints: Sprint[];
  /** Offered on the workspace's list only; a project's list is that project's. */
  projects?: Project[];
  /** Whether to offer the assignee filter ("My issues" assigned to me has its own). */
  assignee?: boolean;
}

/** Search, filters and sort of an issue list; each change lands in the address. */
export function IssueFilters(props: IssueFiltersProps) {
  const { state, change, members, sprints, projects, assignee = true } = props;
  return (
    <div className="issue-filters" role="search" aria-label="Issues">
      <SearchField value={state.search ?? ''} onSearch={(search) => change({ search })} />
      {projects && (
        <Select
          label="Project"
          value={state.projectId}
          onChange={(projectId) => change({ projectId })}
          all="All projects"
        >
          {projects.map((project) => (
            <option key={project.id} value={project.id}>
              {project.name} ({project.prefix})
            </option>
          ))}
        </Select>
      )}
      <MultiSelect
        label="Status"
        values={state.status}
        options={STATUS_OPTIONS}
        none="Any status"
        onChange={(status) => change({ status })}
      />
      <MultiSelect
        label="Priority"
        values={state.priority}
        options={PRIORITY_OPTIONS}
        none="Any priority"
        onChange={(priority) => change({ priority })}
      />
      {assignee && (
        <Select
          label="Assignee"
          value={state.assigneeId}
          onChange={(assigneeId) => change({ assigneeId })}
          all="Anyone"
        >
          {members.map((member) => (
            <option key={member.userId} value={member.userId}>
              {member.name}
            </option>
          ))}
        </Select>
      )}
      <Select
        label="Sprint"
        value={state.sprintId}
        onChange={(sprintId) => change({ sprintId })}
        all={
          sprints.length > 0
            ? 'Any sprint'
            : projects && !state.projectId
              ? 'Choose a project first'
              : 'No sprints'
        }
        disabled={sprints.length === 0 && !state.sprintId}
      >
        {sprints.map((sprint) => (
          <option key={sprint.id} value={sprint.id}>
            {sprint.name}
          </option>
        ))}
      </Select>
      <LabelFilter values={state.labelIds} onChange={(labelIds) => change({ labelIds })} />
      <Select
        label="Sort by"
        value={state.sortBy}
        onChange={(sortBy) => change({ sortBy: sortBy as SortField })}
      >
        {LIST_SORTS.map((field) => (
          <option key={field} value={field}>
            {SORT_LABELS[field]}
          </option>
        ))}
      </Select>
      <Select
        label="Order"
        value={state.sortOrder}
        onChange={(sortOrder) => change({ sortOrder: sortOrder as ListState['sortOrder'] })}
      >
        <option value="desc">Descending</option>
        <option value="asc">Ascending</option>
      </Select>
    </div>
  );
}

/** The search box: the list follows once typing pauses; `/` jumps here from anywhere. */
function SearchField({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(value);
  const settled = useDebounced(text, SEARCH_DELAY_MS);
  // The address changed by other means (back, a link): show what it says.
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (settled.trim() !== value.trim()) onSearch(settled.trim());
    // Only a settled change of the text searches; `value` catching up must not.
  }, [settled]);
  // `/` from another page lands here with the search field to type in.
  const location = useLocation();
  const focusSearch = (location.state as { focusSearch?: boolean } | null)?.focusSearch;
  useEffect(() => {
    if (focusSearch) input.current?.focus();
  }, [focusSearch]);
  return (
    <div className="field search">
      <label htmlFor={id}>Search</label>
      <input
        id={id}
        ref={input}
        type="search"
        value={text}
        maxLength={200}
        placeholder="Words in title or description, or a key"
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onSearch(text.trim());
          if (event.key === 'Escape') input.current?.blur();
        }}
      />
    </div>
  );
}
