import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from 'work-tracking-client';
import { api } from '../api/client';
import { ISSUES, ISSUE_VIEWS, type Issue } from '../issues/api';
import {
  applyMove,
  columnKey,
  undoMove,
  type ColumnData,
  type ColumnQuery,
  type IssuePage,
  type Move,
} from './move';

/** One column of the board: its issues, a page at a time, and how many there are. */
export function useColumn(workspaceId: string, query: ColumnQuery) {
  const get = api.GET as (path: string, init: unknown) => Promise<IssuePage>;
  return useInfiniteQuery<IssuePage, ApiError, ColumnData, ReturnType<typeof columnKey>, number>({
    queryKey: columnKey(workspaceId, query),
    queryFn: ({ pageParam, signal }) =>
      get(ISSUES, {
        params: { path: { workspaceId }, query: { ...query, page: pageParam } },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.hasNext ? last.meta.page + 1 : undefined),
  });
}

const MOVE = '/workspaces/{workspaceId}/projects/{projectId}/issues/{issueId}/move';

/**
 * Places an issue on the board (`moveIssue`: its status and its place by hand), shown at
 * once; if the API refuses, the card goes back and the error is the mutation's. Every view
 * that shows issues then refreshes.
 */
export function useMoveIssue(workspaceId: string) {
  const client = useQueryClient();
  return useMutation<Issue, ApiError, Move>({
    mutationFn: ({ issue, to, place = {} }) =>
      api.POST(MOVE, {
        params: { path: { workspaceId, projectId: issue.projectId, issueId: issue.id } },
        body: { ...(to === issue.status ? {} : { status: to }), ...place },
      }),
    onMutate: async (move) => {
      // A page arriving now would undo the move on screen until the next refresh.
      await client.cancelQueries({ queryKey: [ISSUES] });
      applyMove(client, workspaceId, move);
    },
    onError: (_error, move) => undoMove(client, workspaceId, move),
    onSettled: () =>
      Promise.all(ISSUE_VIEWS.map((path) => client.invalidateQueries({ queryKey: [path] }))),
  });
}
