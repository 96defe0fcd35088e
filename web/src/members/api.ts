import type { components } from 'work-tracking-client';
import { useApiQuery } from '../api/queries';

export type Member = components['schemas']['Member'];
export const MEMBERS = '/workspaces/{workspaceId}/members';

/** The workspace's members by name (the first 100): assignees, authors, people pickers. */
export function useMembers(workspaceId: string) {
  return useApiQuery(MEMBERS, {
    path: { workspaceId },
    query: { limit: 100, sortBy: 'name', sortOrder: 'asc' },
  });
}
