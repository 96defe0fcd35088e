import type { components } from 'work-tracking-client';
import { api } from '../api/client';
import { useApiMutation, useApiQuery } from '../api/queries';

export type Integration = components['schemas']['Integration'];
export type IntegrationProvider = components['schemas']['IntegrationProvider'];
export type IntegrationDelivery = components['schemas']['IntegrationDelivery'];

export const INTEGRATIONS = '/workspaces/{workspaceId}/integrations';
const DELIVERIES = '/workspaces/{workspaceId}/integrations/{integrationId}/deliveries';
type IntegrationInput = { name: string; provider: IntegrationProvider; baseUrl?: string };

/** The workspace's code-host connections. */
export function useIntegrations(workspaceId: string) {
  return useApiQuery(INTEGRATIONS, { path: { workspaceId }, query: { limit: 100 } });
}

/** The last 50 deliveries a connection's code host sent, newest first. */
export function useIntegrationDeliveries(workspaceId: string, integrationId: string) {
  return useApiQuery(DELIVERIES, { path: { workspaceId, integrationId } });
}

/** Connects a code host; the answer shows the connection's secret once. */
export function useCreateIntegration(workspaceId: string) {
  return useApiMutation(
    (body: IntegrationInput) => api.POST(INTEGRATIONS, { params: { path: { workspaceId } }, body }),
    [INTEGRATIONS],
  );
}

/** Rotating a connection's secret and deleting it; each refreshes the list. */
export function useIntegrationActions(workspaceId: string) {
  const at = (integrationId: string) => ({ params: { path: { workspaceId, integrationId } } });
  return {
    rotate: useApiMutation(
      (integrationId: string) =>
        api.POST(
          '/workspaces/{workspaceId}/integrations/{integrationId}/rotate-secret',
          at(integrationId),
        ),
      [INTEGRATIONS],
    ),
    remove: useApiMutation(
      (integrationId: string) =>
        api.DELETE('/workspaces/{workspaceId}/integrations/{integrationId}', at(integrationId)),
      [INTEGRATIONS],
    ),
  };
}

export type PullRequestRules = components['schemas']['PullRequestRules'];
export type PullRequestRuleEvent = Exclude<keyof PullRequestRules, 'projectId'>;
const RULES = '/workspaces/{workspaceId}/projects/{projectId}/pull-request-rules';

/** The statuses a project's linked issues move to on each pull-request event (none by default). */
export function usePullRequestRules(workspaceId: string, projectId: string) {
  return useApiQuery(RULES, { path: { workspaceId, projectId } }, { enabled: projectId !== '' });
}

/** Replaces a project's pull-request rules. */
export function useUpdatePullRequestRules(workspaceId: string, projectId: string) {
  return useApiMutation(
    (body: Partial<Omit<PullRequestRules, 'projectId'>>) =>
      api.PUT(RULES, { params: { path: { workspaceId, projectId } }, body }),
    [RULES],
  );
}
