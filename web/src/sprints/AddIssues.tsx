import { useEffect, useState } from 'react';
import { reference, useIssueActions, useIssues, type Issue } from '../issues/api';
import { formError } from '../ui/errors';
import { useFeedback } from '../ui/Feedback';
import { QueryState } from '../ui/QueryState';
import { useSprints, type Sprint } from './api';
import { STATUS_NAMES } from './issueLabels';

const PAGE_SIZE = 20;

/** The project's issues outside this sprint, searchable page by page, each with "Add to sprint". */
export function AddIssues({ workspaceId, sprint }: { workspaceId: string; sprint: Sprint }) {
  const notify = useFeedback();
  const { update } = useIssueActions(workspaceId);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const query = useDebounced(search.trim(), 300);
  useEffect(() => setPage(1), [query]);
  const issues = useIssues(workspaceId, {
    projectId: sprint.projectId,
    page,
    limit: PAGE_SIZE,
    sortBy: 'updatedAt',
    sortOrder: 'desc',
    ...(query ? { search: query } : {}),
  });
  const sprints = useSprints(workspaceId, sprint.projectId);
  const sprintName = (id: string) => sprints.data?.items.find((s) => s.id === id)?.name;
  const outside = (issues.data?.items ?? []).filter((issue) => issue.sprintId !== sprint.id);
  const meta = issues.data?.meta;
  const addToSprint = (issue: Issue) =>
    update.mutate(
      { issue, body: { sprintId: sprint.id } },
      {
        onSuccess: () => notify(`${reference(issue)} added to “${sprint.name}”`),
        onError: (error) => notify(`${reference(issue)} not added: ${formError(error)}`, 'error'),
      },
    );
  return (
    <section aria-labelledby="add-issues">
      <h2 id="add-issues">Add issues</h2>
      <div className="field search-field">
        <label htmlFor="add-issues-search">Search</label>
        <input
          id="add-issues-search"
          type="search"
          value={search}
          placeholder="Title or description"
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      <QueryState isPending={issues.isPending} error={issues.error} />
      {issues.data && outside.length === 0 && (
        <p className="empty muted">
          {query
            ? `No issue outside this sprint matches “${query}”.`
            : 'Every issue on this page is in the sprint already. Create issues in the project to add more.'}
        </p>
      )}
      {outside.length > 0 && (
        <ul className="pick-list" aria-label="Issues not in this sprint">
          {outside.map((issue) => (
            <li key={issue.id}>
              <span className="pick-ref">{reference(issue)}</span>
              <span className="pick-title">{issue.title}</span>
              <span className="muted pick-meta">
                {STATUS_NAMES[issue.status]}
                {issue.sprintId && ` · in ${sprintName(issue.sprintId) ?? 'another sprint'}`}
              </span>
              <button
                type="button"
                className="button secondary small"
                disabled={update.isPending}
                onClick={() => addToSprint(issue)}
              >
                Add to sprint
              </button>
            </li>
          ))}
        </ul>
      )}
      {meta && meta.totalPages > 1 && (
        <nav className="pager" aria-label="Pages of issues to add">
          <button
            type="button"
            className="button secondary small"
            disabled={!meta.hasPrev}
            onClick={() => setPage((p) => p - 1)}
          >
            Previous
          </button>
          <span className="muted">
            Page {meta.page} of {meta.totalPages}
          </span>
          <button
            type="button"
            className="button secondary small"
            disabled={!meta.hasNext}
            onClick={() => setPage((p) => p + 1)}
          >
            Next
          </button>
        </nav>
      )}
    </section>
  );
}

/** The value once it has stopped changing for `ms`. */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
