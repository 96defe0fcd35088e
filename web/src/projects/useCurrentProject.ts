import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useProjects } from './api';

const remembered = (workspaceId: string) => `work-tracking:last-project:${workspaceId}`;

/**
 * The project a workspace-level link (Board, Sprints) should open: the one in the address,
 * else the one last opened in this browser, else the first unarchived one.
 */
export function useCurrentProject(workspaceId: string) {
  const { projectId: inAddress } = useParams();
  const projects = useProjects(workspaceId, { archived: false });
  useEffect(() => {
    if (inAddress) localStorage.setItem(remembered(workspaceId), inAddress);
  }, [workspaceId, inAddress]);
  const items = projects.data?.items ?? [];
  const last = localStorage.getItem(remembered(workspaceId));
  const projectId = inAddress ?? items.find((p) => p.id === last)?.id ?? items[0]?.id ?? undefined;
  return { projectId, isPending: projects.isPending && !inAddress };
}
