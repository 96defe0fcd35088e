import { useQuery } from '@tanstack/react-query';
import { paginate, type ApiError, type components } from 'work-tracking-client';
import { api } from '../api/client';
import { keyOf } from '../api/queries';

export type Member = components['schemas']['Member'];
export const MEMBERS = '/workspaces/{workspaceId}/members';

/**
 * Every member of the workspace by name, all pages of them (100 a request): assignees,
 * authors, people pickers. With only the first page, the 101st member was named a former
 * member, and could be neither picked nor shown as an issue's assignee.
 */
export function useMembers(workspaceId: string) {
  const params = {
    path: { workspaceId },
    query: { limit: 100, sortBy: 'name' as const, sortOrder: 'asc' as const },
  };
  return useQuery<{ items: Member[] }, ApiError>({
    // Under the list's path, so whatever refreshes the members list refreshes this.
    queryKey: [...keyOf(MEMBERS, params), 'every page'],
    queryFn: async ({ signal }) => {
      const items: Member[] = [];
      for await (const member of paginate(api, MEMBERS, { params, signal })) items.push(member);
      return { items };
    },
  });
}
