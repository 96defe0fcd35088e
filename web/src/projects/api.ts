import { ifMatch, type components, type operations } from 'work-tracking-client';
import { api } from '../api/client';
import { useApiMutation, useApiQuery } from '../api/queries';

export type Project = components['schemas']['Project'];
export type BurndownQuery = NonNullable<operations['getProjectBurndown']['parameters']['query']>;
export type ProjectsQuery = NonNullable<operations['listProjects']['parameters']['query']>;
type ProjectPatch = { name?: string; prefix?: string; description?: string | null };

export const PROJECTS = '/workspaces/{workspaceId}/projects';
export const PROJECT = '/workspaces/{workspaceId}/projects/{projectId}';
export const OVERVIEW = '/workspaces/{workspaceId}/projects/{projectId}/overview';
export const ACTIVITY = '/workspaces/{workspaceId}/projects/{projectId}/activity';
export const BURNDOWN = '/workspaces/{workspaceId}/projects/{projectId}/burndown';

const at = (workspaceId: string, projectId: string) => ({
  params: { path: { workspaceId, projectId } },
});

/** A page of the workspace's projects (archived ones only when asked for). */
export function useProjects(workspaceId: string, query: ProjectsQuery = {}) {
  return useApiQuery(PROJECTS, {
    path: { workspaceId },
    query: { limit: 100, sortBy: 'name', sortOrder: 'asc', ...query },
  });
}

export function useProject(workspaceId: string, projectId: string) {
  return useApiQuery(PROJECT, { path: { workspaceId, projectId } }, { enabled: !!projectId });
}

export function useProjectOverview(workspaceId: string, projectId: string) {
  return useApiQuery(OVERVIEW, { path: { workspaceId, projectId } });
}

export function useProjectActivity(workspaceId: string, projectId: string, page = 1) {
  return useApiQuery(ACTIVITY, { path: { workspaceId, projectId }, query: { page, limit: 20 } });
}

/** Open issues remaining per day, for a sprint or a date range of the project. */
export function useBurndown(workspaceId: string, projectId: string, query: BurndownQuery) {
  return useApiQuery(BURNDOWN, { path: { workspaceId, projectId }, query });
}

/** Every change to a project; each refreshes the project lists and the project itself. */
export function useProjectActions(workspaceId: string) {
  const refresh = [PROJECTS, PROJECT, OVERVIEW, ACTIVITY];
  return {
    create: useApiMutation(
      (body: { name: string; prefix: string; description?: string }) =>
        api.POST(PROJECTS, { params: { path: { workspaceId } }, body }),
      refresh,
    ),
    update: useApiMutation(
      ({ project, body }: { project: Pick<Project, 'id' | 'version'>; body: ProjectPatch }) =>
        api.PATCH(PROJECT, {
          params: { ...at(workspaceId, project.id).params, header: ifMatch(project) },
          body,
        }),
      refresh,
    ),
    archive: useApiMutation(
      ({ project, archived }: { project: Pick<Project, 'id' | 'version'>; archived: boolean }) =>
        archived
          ? api.POST(
              '/workspaces/{workspaceId}/projects/{projectId}/archive',
              at(workspaceId, project.id),
            )
          : api.PATCH(PROJECT, {
              params: { ...at(workspaceId, project.id).params, header: ifMatch(project) },
              body: { archived: false },
            }),
      refresh,
    ),
    remove: useApiMutation(
      (projectId: string) => api.DELETE(PROJECT, at(workspaceId, projectId)),
      refresh,
    ),
  };
}
