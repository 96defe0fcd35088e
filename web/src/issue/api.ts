import { ifMatch, type components } from 'work-tracking-client';
import { api } from '../api/client';
import { useApiMutation, useApiQuery } from '../api/queries';
import { ISSUES } from '../issues/api';

export type Comment = components['schemas']['Comment'];
export type ActivityEvent = components['schemas']['Event'];
export type PullRequestLink = components['schemas']['PullRequestLink'];
export type PullRequestStatus = components['schemas']['PullRequestStatus'];

export const COMMENTS = '/workspaces/{workspaceId}/projects/{projectId}/issues/{issueId}/comments';
export const COMMENT =
  '/workspaces/{workspaceId}/projects/{projectId}/issues/{issueId}/comments/{commentId}';
export const ISSUE_ACTIVITY =
  '/workspaces/{workspaceId}/projects/{projectId}/issues/{issueId}/activity';
export const WATCH = '/workspaces/{workspaceId}/projects/{projectId}/issues/{issueId}/watch';
export const PULL_REQUESTS =
  '/workspaces/{workspaceId}/projects/{projectId}/issues/{issueId}/pull-requests';
export const PULL_REQUEST =
  '/workspaces/{workspaceId}/projects/{projectId}/issues/{issueId}/pull-requests/{linkId}';

/** Where one issue lives: every path below is under it. */
export interface IssueAt {
  workspaceId: string;
  projectId: string;
  issueId: string;
}

/** The issue's comments, oldest first, as a thread reads (the first 100). */
export function useComments(at: IssueAt) {
  return useApiQuery(COMMENTS, {
    path: { ...at },
    query: { limit: 100, sortBy: 'createdAt', sortOrder: 'asc' },
  });
}

/** Add, edit and delete comments; the activity stream shows them too. */
export function useCommentActions(at: IssueAt) {
  const refresh = [COMMENTS, ISSUE_ACTIVITY];
  const one = (commentId: string) => ({ params: { path: { ...at, commentId } } });
  return {
    create: useApiMutation(
      (body: string) => api.POST(COMMENTS, { params: { path: { ...at } }, body: { body } }),
      refresh,
    ),
    update: useApiMutation(
      ({ comment, body }: { comment: Pick<Comment, 'id' | 'version'>; body: string }) =>
        api.PATCH(COMMENT, {
          params: { ...one(comment.id).params, header: ifMatch(comment) },
          body: { body },
        }),
      refresh,
    ),
    remove: useApiMutation((commentId: string) => api.DELETE(COMMENT, one(commentId)), refresh),
  };
}

/** Everything that happened to the issue, newest first (the latest 50). */
export function useIssueActivity(at: IssueAt) {
  return useApiQuery(ISSUE_ACTIVITY, {
    path: { ...at },
    query: { limit: 50, sortBy: 'createdAt', sortOrder: 'desc' },
  });
}

/** Whether the signed-in user watches the issue, and the toggle. */
export function useWatch(at: IssueAt) {
  const params = { params: { path: { ...at } } };
  return {
    state: useApiQuery(WATCH, { path: { ...at } }),
    toggle: useApiMutation(
      (watching: boolean) => (watching ? api.POST(WATCH, params) : api.DELETE(WATCH, params)),
      [WATCH, ISSUE_ACTIVITY],
    ),
  };
}

/** The pull requests linked to the issue, in the order they were linked (the first 100). */
export function usePullRequests(at: IssueAt) {
  return useApiQuery(PULL_REQUESTS, {
    path: { ...at },
    query: { limit: 100, sortBy: 'createdAt', sortOrder: 'asc' },
  });
}

/** Link a pull request by URL, record its status, unlink it. */
export function usePullRequestActions(at: IssueAt) {
  const refresh = [PULL_REQUESTS, ISSUE_ACTIVITY];
  const one = (linkId: string) => ({ params: { path: { ...at, linkId } } });
  return {
    link: useApiMutation(
      (url: string) => api.POST(PULL_REQUESTS, { params: { path: { ...at } }, body: { url } }),
      refresh,
    ),
    update: useApiMutation(
      ({ linkId, status }: { linkId: string; status: PullRequestStatus }) =>
        api.PATCH(PULL_REQUEST, { ...one(linkId), body: { status } }),
      refresh,
    ),
    unlink: useApiMutation((linkId: string) => api.DELETE(PULL_REQUEST, one(linkId)), refresh),
  };
}

/** The issue's sub-issues, by number (the first 100). */
export function useSubIssues(at: IssueAt) {
  return useApiQuery(ISSUES, {
    path: { workspaceId: at.workspaceId },
    query: {
      projectId: at.projectId,
      parentId: at.issueId,
      limit: 100,
      sortBy: 'number',
      sortOrder: 'asc',
    },
  });
}

/**
 * Candidates for a parent: the project's most recently changed issues (the first 100), or
 * those matching `search` (the API's full-text search over title and description).
 */
export function useParentCandidates(at: IssueAt, search = '') {
  return useApiQuery(ISSUES, {
    path: { workspaceId: at.workspaceId },
    query: {
      projectId: at.projectId,
      limit: 100,
      sortBy: 'updatedAt',
      sortOrder: 'desc',
      ...(search ? { search } : {}),
    },
  });
}
