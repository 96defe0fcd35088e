import { ifMatch, type components, type operations } from 'work-tracking-client';
import { api } from '../api/client';
import { useApiMutation, useApiQuery } from '../api/queries';
import { ACTIVITY, BURNDOWN, OVERVIEW } from '../projects/api';

export type Issue = components['schemas']['Issue'];
export type IssueStatus = components['schemas']['IssueStatus'];
export type IssuePriority = components['schemas']['IssuePriority'];
/** How the dashboard names statuses and priorities: one place for every feature. */
export { PRIORITIES, PRIORITY_LABELS, STATUS_LABELS, STATUSES } from './labels';
export type IssuesQuery = NonNullable<operations['listIssues']['parameters']['query']>;
export type NewIssue = NonNullable<
  operations['createIssue']['requestBody']
>['content']['application/json'];
export type IssuePatch = NonNullable<
  operations['updateIssue']['requestBody']
>['content']['application/json'];

export const ISSUES = '/workspaces/{workspaceId}/issues';
export const ISSUE = '/workspaces/{workspaceId}/projects/{projectId}/issues/{issueId}';
/** Lists and pages that show issues; a change to an issue refreshes all of them. */
export const ISSUE_VIEWS = [
  ISSUES,
  ISSUE,
  OVERVIEW,
  BURNDOWN,
  ACTIVITY,
  '/workspaces/{workspaceId}/projects/{projectId}/issues/{issueId}/activity',
];

/** `WEB-12`: how people name an issue. */
export function reference(issue: Pick<Issue, 'prefix' | 'number'>): string {
  return `${issue.prefix}-${issue.number}`;
}

/** A page of issues of the workspace, filtered and sorted as the API does it. */
export function useIssues(workspaceId: string, query: IssuesQuery, options = { enabled: true }) {
  return useApiQuery(ISSUES, { path: { workspaceId }, query }, options);
}

export function useIssue(workspaceId: string, projectId: string, issueId: string) {
  return useApiQuery(ISSUE, { path: { workspaceId, projectId, issueId } });
}

const at = (workspaceId: string, issue: { projectId: string; id: string }) => ({
  params: { path: { workspaceId, projectId: issue.projectId, issueId: issue.id } },
});

/** Create, change and delete issues; each refreshes every view that shows issues. */
export function useIssueActions(workspaceId: string) {
  return {
    create: useApiMutation(
      (body: NewIssue) => api.POST(ISSUES, { params: { path: { workspaceId } }, body }),
      ISSUE_VIEWS,
    ),
    // Sent with the version the person saw: a change made meanwhile by someone else is
    // refused (412, PreconditionFailedError) instead of silently undone.
    update: useApiMutation(
      ({ issue, body }: { issue: Pick<Issue, 'projectId' | 'id' | 'version'>; body: IssuePatch }) =>
        api.PATCH(ISSUE, {
          params: { ...at(workspaceId, issue).params, header: ifMatch(issue) },
          body,
        }),
      ISSUE_VIEWS,
    ),
    remove: useApiMutation(
      (issue: Pick<Issue, 'projectId' | 'id'>) => api.DELETE(ISSUE, at(workspaceId, issue)),
      ISSUE_VIEWS,
    ),
  };
}
