import { api } from '../api/client';
import { useApiMutation, useApiQuery } from '../api/queries';
import { isOpen, type Delivery } from './summary';

export const DELIVERIES = '/workspaces/{workspaceId}/webhooks/{webhookId}/deliveries';

/** The webhook's kept deliveries (newest 100), watched while any is still being worked on. */
export function useDeliveries(workspaceId: string, webhookId: string) {
  return useApiQuery(
    DELIVERIES,
    { path: { workspaceId, webhookId }, query: { limit: 100 } },
    { refetchInterval: (query) => (query.state.data?.items.some(isOpen) ? 2000 : false) },
  );
}

/** Replay one delivery, or recover every DEAD one since a time; both add deliveries. */
export function useDeliveryActions(workspaceId: string, webhookId: string) {
  return {
    replay: useApiMutation(
      (delivery: Delivery) =>
        api.POST('/workspaces/{workspaceId}/webhooks/{webhookId}/deliveries/{deliveryId}/replay', {
          params: { path: { workspaceId, webhookId, deliveryId: delivery.id } },
        }),
      [DELIVERIES],
    ),
    recover: useApiMutation(
      (since: string) =>
        api.POST('/workspaces/{workspaceId}/webhooks/{webhookId}/recover', {
          params: { path: { workspaceId, webhookId } },
          body: { since },
        }),
      [DELIVERIES],
    ),
  };
}
