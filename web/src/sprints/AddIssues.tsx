import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { reference, useIssueActions, useIssues, type Issue } from '../issues/api';
import { formError } from '../ui/errors';
import { useFeedback } from '../ui/Feedback';
import { QueryState } from '../ui/QueryState';
import { useSprints, type Sprint } from './api';
import { STATUS_NAMES } from './issueLabels';

const PAGE_SIZE = 20;

/**
 * The project's issues outside this sprint, searchable page by page, each with "Add to sprint";
 * the search and the page live in the address (`?q=…&page=…`).
 */
export function AddIssues({ workspaceId, sprint }: { workspaceId: string; sprint: Sprint }) {
  const notify = useFeedback();
  const { update } = useIssueActions(workspaceId);
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [search, setSearch] = useState(query);
  const settled = useDebounced(search.trim(), 300);
  const show = (next: { q?: string; page?: number }) =>
    setParams(
      (current) => {
        const url = new URLSearchParams(current);
        const q = next.q ?? url.get('q') ?? '';
        const p = next.page ?? (Number(url.get('page')) || 1);
        if (q) url.set('q', q);
        else url.delete('q');
        if (p > 1) url.set('page', String(p));
        else url.delete('page');
        return url;
      },
      { replace: true },
    );
  useEffect(() => {
    if (settled !== query) show({ q: settled, page: 1 });
    // Only a settled search changes the address (and goes back to its first page).
  }, [settled]);
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
            onClick={() => show({ page: page - 1 })}
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
            onClick={() => show({ page: page + 1 })}
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
