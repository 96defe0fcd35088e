import { useParams } from 'react-router';
import type { components } from 'work-tracking-client';
import { useApiQuery } from '../api/queries';

export type Workspace = components['schemas']['Workspace'];

/** Every workspace the user belongs to (first 100, newest first). */
export function useWorkspaces() {
  return useApiQuery('/workspaces', { query: { limit: 100 } });
}

/** The workspace named in the address, from the list above. */
export function useWorkspace(): { workspaceId: string; workspace: Workspace | undefined } {
  const { workspaceId = '' } = useParams();
  const { data } = useWorkspaces();
  return { workspaceId, workspace: data?.items.find((item) => item.id === workspaceId) };
}

export function isAdmin(workspace: Workspace | undefined): boolean {
  return workspace?.role === 'owner' || workspace?.role === 'admin';
}

/** `{ path: { workspaceId } }`, the parameters of every workspace route. */
export function inWorkspace(workspaceId: string) {
  return { path: { workspaceId } };
}
