import { Link, useLocation } from 'react-router';
import { reference, useIssueActions, type Issue } from '../issues/api';
import { formError } from '../ui/errors';
import { useFeedback } from '../ui/Feedback';
import { QueryState } from '../ui/QueryState';
import { useSprintIssues, type Sprint } from './api';
import { PRIORITY_NAMES, rememberIssueList, STATUS_NAMES } from './issueLabels';

/** The issues in a sprint, each with a way out of it. */
export function SprintIssues({ workspaceId, sprint }: { workspaceId: string; sprint: Sprint }) {
  const notify = useFeedback();
  const location = useLocation();
  const { update } = useIssueActions(workspaceId);
  const issues = useSprintIssues(workspaceId, sprint);
  const items = issues.data?.items ?? [];
  const total = issues.data?.meta.total;
  const open = items.filter((issue) => !issue.closedAt).length;
  const removeFromSprint = (issue: Issue) =>
    update.mutate(
      { issue, body: { sprintId: null } },
      {
        onSuccess: () => notify(`${reference(issue)} removed from “${sprint.name}”`),
        onError: (error) => notify(`${reference(issue)} not removed: ${formError(error)}`, 'error'),
      },
    );
  return (
    <section className="sprint-issues" aria-labelledby="sprint-issues">
      <h2 id="sprint-issues">
        Issues in this sprint {total !== undefined && <span className="count">{total}</span>}
      </h2>
      <QueryState isPending={issues.isPending} error={issues.error} />
      {issues.data && items.length === 0 && (
        <p className="empty muted">No issues yet. Add some from the project’s issues below.</p>
      )}
      {items.length > 0 && (
        <>
          <p className="muted">
            {open} open, {items.length - open} closed
            {total !== undefined &&
              total > items.length &&
              ` (the first ${items.length} of ${total} are shown)`}
            .
          </p>
          <div className="table-scroll">
            <table>
              <caption className="visually-hidden">Issues in {sprint.name}</caption>
              <thead>
                <tr>
                  <th scope="col">Issue</th>
                  <th scope="col">Title</th>
                  <th scope="col">Status</th>
                  <th scope="col">Priority</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((issue) => (
                  <tr key={issue.id}>
                    <th scope="row">
                      <Link
                        to={`/w/${workspaceId}/projects/${issue.projectId}/issues/${issue.id}`}
                        onClick={() => rememberIssueList(location.pathname, items)}
                      >
                        {reference(issue)}
                      </Link>
                    </th>
                    <td className="issue-title">{issue.title}</td>
                    <td>{STATUS_NAMES[issue.status]}</td>
                    <td>{PRIORITY_NAMES[issue.priority]}</td>
                    <td className="row-actions">
                      {sprint.state !== 'completed' && (
                        <button
                          type="button"
                          className="button secondary small"
                          disabled={update.isPending}
                          onClick={() => removeFromSprint(issue)}
                        >
                          Remove from sprint
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
