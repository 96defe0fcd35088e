import { useApiQuery } from '../api/queries';

/** The workspace's audit entries, newest first (the first 100). */
export function useAuditLog(workspaceId: string) {
  return useApiQuery('/workspaces/{workspaceId}/audit-log', {
    path: { workspaceId },
    query: { limit: 100 },
  });
}
