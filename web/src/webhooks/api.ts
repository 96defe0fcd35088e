import type { components } from 'work-tracking-client';
import { api } from '../api/client';
import { useApiMutation, useApiQuery } from '../api/queries';

export type Webhook = components['schemas']['Webhook'];
type WebhookPatch = { url?: string; events?: Webhook['events']; active?: boolean };

export const WEBHOOKS = '/workspaces/{workspaceId}/webhooks';
const DELIVERIES = '/workspaces/{workspaceId}/webhooks/{webhookId}/deliveries';
type WebhookInput = { url: string; events: Webhook['events'] };

/** The workspace's webhooks (at most 20 exist), each with its health. */
export function useWebhooks(workspaceId: string, options = { enabled: true }) {
  return useApiQuery(WEBHOOKS, { path: { workspaceId }, query: { limit: 100 } }, options);
}

/** Creates a webhook; the answer shows its signing secret once. */
export function useCreateWebhook(workspaceId: string) {
  return useApiMutation(
    (body: WebhookInput) => api.POST(WEBHOOKS, { params: { path: { workspaceId } }, body }),
    [WEBHOOKS],
  );
}

/** Every change a webhook's row and the banner can make; each refreshes the lists it affects. */
export function useWebhookActions(workspaceId: string) {
  const at = (webhookId: string) => ({ params: { path: { workspaceId, webhookId } } });
  return {
    update: useApiMutation(
      ({ webhookId, body }: { webhookId: string; body: WebhookPatch }) =>
        api.PATCH('/workspaces/{workspaceId}/webhooks/{webhookId}', { ...at(webhookId), body }),
      [WEBHOOKS],
    ),
    rotate: useApiMutation(
      (webhookId: string) =>
        api.POST('/workspaces/{workspaceId}/webhooks/{webhookId}/rotate-secret', at(webhookId)),
      [WEBHOOKS],
    ),
    ping: useApiMutation(
      (webhookId: string) =>
        api.POST('/workspaces/{workspaceId}/webhooks/{webhookId}/ping', at(webhookId)),
      [DELIVERIES],
    ),
    remove: useApiMutation(
      (webhookId: string) =>
        api.DELETE('/workspaces/{workspaceId}/webhooks/{webhookId}', at(webhookId)),
      [WEBHOOKS],
    ),
  };
}
