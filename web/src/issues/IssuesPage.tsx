import { Link, NavLink, useParams } from 'react-router';
import { useMembers } from '../members/api';
import { useProject, useProjects } from '../projects/api';
import { QueryState } from '../ui/QueryState';
import { useWorkspace } from '../workspaces/api';
import { useIssues } from './api';
import { IssueFilters } from './IssueFilters';
import { IssueTable } from './IssueTable';
import { issuesQuery, RELATIONS, type Relation } from './listState';
import { Pager } from './Pager';
import { useListState } from './useListState';
import { useSprintNames } from './useSprintNames';
import './issues.css';

const RELATION_LABELS: Record<Relation, string> = {
  assigned: 'Assigned to me',
  created: 'Created by me',
  watching: 'Watching',
};

/**
 * The issues of a project (under its address), of the whole workspace, or the person's own
 * across its projects ("My issues", `mine`), a page at a time, filtered, searched and sorted
 * by the API as the address says.
 */
export function IssuesPage({ mine }: { mine?: boolean }) {
  const { workspaceId } = useWorkspace();
  const { projectId, relation: relationParam } = useParams();
  const relation = mine ? (RELATIONS.find((r) => r === relationParam) ?? 'assigned') : undefined;
  const { state, change } = useListState();
  const issues = useIssues(workspaceId, issuesQuery(state, projectId, relation));
  const project = useProject(workspaceId, projectId ?? '');
  const projects = useProjects(workspaceId);
  const members = useMembers(workspaceId);
  const items = issues.data?.items ?? [];
  const sprintProjects = projectId
    ? [projectId]
    : [...(state.projectId ? [state.projectId] : []), ...items.map((issue) => issue.projectId)];
  const { sprints, names: sprintNames } = useSprintNames(workspaceId, sprintProjects);
  const filterSprints = sprints.filter(
    (sprint) => sprint.projectId === (projectId ?? state.projectId),
  );
  const memberNames = new Map(
    (members.data?.items ?? []).map((member) => [member.userId, member.name]),
  );
  const filtered = Boolean(
    state.status.length ||
    state.priority.length ||
    state.assigneeId ||
    state.sprintId ||
    state.labelIds.length ||
    state.search,
  );
  const title = projectId
    ? `${project.data?.name ?? 'Project'} issues`
    : relation
      ? 'My issues'
      : 'Issues';
  return (
    <section className="page wide">
      {projectId && (
        <p className="crumbs">
          <Link to={`/w/${workspaceId}/projects`}>Projects</Link> /{' '}
          <Link to={`/w/${workspaceId}/projects/${projectId}`}>{project.data?.name ?? '…'}</Link>
        </p>
      )}
      <h1>{title}</h1>
      {relation && (
        <nav aria-label="My issues">
          <ul className="mine-tabs">
            {RELATIONS.map((r) => (
              <li key={r}>
                <NavLink to={{ pathname: `/w/${workspaceId}/my-issues/${r}`, search: '' }}>
                  {RELATION_LABELS[r]}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <IssueFilters
        assignee={relation !== 'assigned'}
        state={state}
        change={change}
        members={members.data?.items ?? []}
        sprints={filterSprints}
        projects={projectId ? undefined : (projects.data?.items ?? [])}
      />
      <QueryState isPending={issues.isPending} error={issues.error} />
      {issues.data && items.length === 0 && (
        <EmptyList
          filtered={filtered || Boolean(state.projectId)}
          noProjects={!projectId && projects.data?.items.length === 0}
          mine={relation !== undefined}
          workspaceId={workspaceId}
          onClear={() =>
            change({
              status: [],
              priority: [],
              assigneeId: undefined,
              sprintId: undefined,
              search: undefined,
              projectId: undefined,
            })
          }
        />
      )}
      {items.length > 0 && (
        <>
          <IssueTable
            workspaceId={workspaceId}
            issues={items}
            memberNames={members.data ? memberNames : undefined}
            sprintNames={sprintNames}
          />
          <Pager meta={issues.data!.meta} onPage={(page) => change({ page })} />
          <p className="hint keys-hint">
            <kbd>j</kbd> / <kbd>k</kbd> move through the list, <kbd>Enter</kbd> opens, <kbd>?</kbd>{' '}
            lists every shortcut.
          </p>
        </>
      )}
    </section>
  );
}

interface EmptyListProps {
  filtered: boolean;
  noProjects: boolean;
  mine: boolean;
  workspaceId: string;
  onClear: () => void;
}

/** What to do when the list is empty: clear the filters, create a project, or an issue. */
function EmptyList({ filtered, noProjects, mine, workspaceId, onClear }: EmptyListProps) {
  if (filtered) {
    return (
      <div className="empty">
        <p>No issues match these filters.</p>
        <button type="button" className="button secondary small" onClick={onClear}>
          Clear filters
        </button>
      </div>
    );
  }
  if (mine) return <p className="empty">None of your issues here yet.</p>;
  if (noProjects) {
    return (
      <p className="empty">
        Issues live in projects. <Link to={`/w/${workspaceId}/projects`}>Create a project</Link>{' '}
        first.
      </p>
    );
  }
  return (
    <p className="empty">
      No issues yet. Press <kbd>c</kbd> or use <strong>Create issue</strong> at the top to file the
      first one.
    </p>
  );
}
