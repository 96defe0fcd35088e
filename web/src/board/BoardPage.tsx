import { useId } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useMembers } from '../members/api';
import { useProject } from '../projects/api';
import { useSprints } from '../sprints/api';
import { useLabels } from '../labels/api';
import { MultiSelect } from '../ui/MultiSelect';
import { QueryState } from '../ui/QueryState';
import { Board, type BoardSort } from './Board';
import type { CreateIssue } from './context';
import { readBoardFilters, withParams } from './filters';
import { PRIORITIES, priorityLabel } from './labels';
import './board.css';

/** How a column can be ordered; the first is the default. */
const ORDERS: Record<string, { label: string; sort: BoardSort }> = {
  priority: { label: 'Priority', sort: { sortBy: 'priority', sortOrder: 'desc' } },
  manual: { label: 'By hand', sort: { sortBy: 'rank', sortOrder: 'asc' } },
  updated: { label: 'Recently updated', sort: { sortBy: 'updatedAt', sortOrder: 'desc' } },
  newest: { label: 'Newest', sort: { sortBy: 'number', sortOrder: 'desc' } },
};

/** A project's board: filters in the address, then one column per status. */
export function BoardPage({ CreateIssue }: { CreateIssue: CreateIssue }) {
  const { workspaceId = '', projectId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const project = useProject(workspaceId, projectId);
  const members = useMembers(workspaceId);
  const sprints = useSprints(workspaceId, projectId);
  const labels = useLabels(workspaceId);

  const filters = readBoardFilters(search);
  const order = ORDERS[search.get('order') ?? ''] ? search.get('order')! : 'priority';
  const chooseAll = (name: string, values: readonly string[]) =>
    setSearch((current) => withParams(current, name, values), { replace: true });
  const choose = (name: string, value: string) => chooseAll(name, [value]);

  return (
    <section className="page board-page">
      <p className="crumbs">
        <Link to={`/w/${workspaceId}/projects`}>Projects</Link> /{' '}
        <Link to={`/w/${workspaceId}/projects/${projectId}`}>{project.data?.name ?? '…'}</Link>
      </p>
      <h1>Board</h1>
      <QueryState isPending={false} error={project.error} />
      {project.data?.archived && (
        <p className="notice warning">This project is archived: it accepts no new issues.</p>
      )}
      <div className="toolbar board-filters">
        <Select
          label="Assignee"
          value={filters.assigneeId ?? ''}
          onChange={(value) => choose('assignee', value)}
          options={[
            ['', 'Anyone'],
            ...(members.data?.items ?? []).map((m): [string, string] => [m.userId, m.name]),
          ]}
        />
        <Select
          label="Priority"
          value={filters.priority ?? ''}
          onChange={(value) => choose('priority', value)}
          options={[['', 'Any'], ...PRIORITIES.map((p): [string, string] => [p, priorityLabel(p)])]}
        />
        <Select
          label="Sprint"
          value={filters.sprintId ?? ''}
          onChange={(value) => choose('sprint', value)}
          options={[
            ['', 'Any'],
            ...(sprints.data?.items ?? []).map((s): [string, string] => [s.id, s.name]),
          ]}
        />
        {/* Issues carrying any of the labels chosen, as in the issue list. */}
        <MultiSelect
          label="Label"
          values={filters.labelId ?? []}
          none="Any label"
          onChange={(labelIds) => chooseAll('label', labelIds)}
          options={(labels.data?.items ?? []).map((l): [string, string] => [l.id, l.name])}
        />
        <Select
          label="Order"
          value={order}
          onChange={(value) => choose('order', value === 'priority' ? '' : value)}
          options={Object.entries(ORDERS).map(([value, o]): [string, string] => [value, o.label])}
        />
      </div>
      {projectId && (
        <Board
          workspaceId={workspaceId}
          projectId={projectId}
          filters={filters}
          sort={ORDERS[order]!.sort}
          CreateIssue={CreateIssue}
        />
      )}
    </section>
  );
}

function Select(props: {
  label: string;
  value: string;
  options: [string, string][];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <span className="board-filter">
      <label htmlFor={id}>{props.label}</label>
      <select id={id} value={props.value} onChange={(event) => props.onChange(event.target.value)}>
        {props.options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </span>
  );
}
