import { useQueries } from '@tanstack/react-query';
import { api } from '../api/client';
import { keyOf } from '../api/queries';
import { SPRINTS } from '../sprints/api';

/**
 * The names of the sprints of the given projects, by sprint id: a list across projects
 * shows each issue's sprint. Cached under the same key as `useSprints`, so a project's
 * sprints are fetched once for both.
 */
export function useSprintNames(workspaceId: string, projectIds: string[]) {
  const results = useQueries({
    queries: [...new Set(projectIds)].sort().map((projectId) => {
      const params = {
        path: { workspaceId, projectId },
        query: { limit: 100, sortBy: 'startsOn', sortOrder: 'desc' as const },
      };
      return {
        queryKey: keyOf(SPRINTS, params),
        queryFn: ({ signal }: { signal: AbortSignal }) => api.GET(SPRINTS, { params, signal }),
      };
    }),
  });
  const sprints = results.flatMap((result) => result.data?.items ?? []);
  return { sprints, names: new Map(sprints.map((sprint) => [sprint.id, sprint.name])) };
}
