import { ifMatch, type components, type operations } from 'work-tracking-client';
import { api } from '../api/client';
import { useApiMutation, useApiQuery } from '../api/queries';
import { ISSUES, useIssues } from '../issues/api';
import { BURNDOWN } from '../projects/api';

export type Sprint = components['schemas']['Sprint'];
export type SprintState = components['schemas']['SprintState'];
export type NewSprint = NonNullable<
  operations['createSprint']['requestBody']
>['content']['application/json'];
export type SprintPatch = NonNullable<
  operations['updateSprint']['requestBody']
>['content']['application/json'];

export const SPRINTS = '/workspaces/{workspaceId}/projects/{projectId}/sprints';
export const SPRINT = '/workspaces/{workspaceId}/projects/{projectId}/sprints/{sprintId}';
export const COMPLETE_SPRINT =
  '/workspaces/{workspaceId}/projects/{projectId}/sprints/{sprintId}/complete';
export type SprintCompletion = NonNullable<
  operations['completeSprint']['requestBody']
>['content']['application/json'];

/** The sprints of a project (the first 100, newest start first). */
export function useSprints(workspaceId: string, projectId: string, state?: SprintState) {
  return useApiQuery(
    SPRINTS,
    {
      path: { workspaceId, projectId },
      query: { limit: 100, sortBy: 'startsOn', sortOrder: 'desc', ...(state ? { state } : {}) },
    },
    { enabled: !!projectId },
  );
}

/** Create, change and delete sprints; issue lists show sprints too, so they refresh. */
export function useSprintActions(workspaceId: string, projectId: string) {
  const at = (sprintId: string) => ({ params: { path: { workspaceId, projectId, sprintId } } });
  const refresh = [SPRINTS, BURNDOWN, ISSUES];
  return {
    create: useApiMutation(
      (body: NewSprint) =>
        api.POST(SPRINTS, { params: { path: { workspaceId, projectId } }, body }),
      refresh,
    ),
    update: useApiMutation(
      ({ sprint, body }: { sprint: Pick<Sprint, 'id' | 'version'>; body: SprintPatch }) =>
        api.PATCH(SPRINT, {
          params: { ...at(sprint.id).params, header: ifMatch(sprint) },
          body,
        }),
      refresh,
    ),
    remove: useApiMutation((sprintId: string) => api.DELETE(SPRINT, at(sprintId)), refresh),
    /** Completes it, its open issues going where the body says (`completeSprint`). */
    complete: useApiMutation(
      ({ sprintId, body }: { sprintId: string; body: SprintCompletion }) =>
        api.POST(COMPLETE_SPRINT, { ...at(sprintId), body }),
      refresh,
    ),
  };
}

/** The issues in a sprint (the first 100, by number); the sprint page and its burndown share it. */
export function useSprintIssues(workspaceId: string, sprint: Pick<Sprint, 'projectId' | 'id'>) {
  return useIssues(workspaceId, {
    projectId: sprint.projectId,
    sprintId: sprint.id,
    limit: 100,
    sortBy: 'number',
    sortOrder: 'asc',
  });
}
