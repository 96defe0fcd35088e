import { api } from '../api/client';
import { useApiMutation, useApiQuery } from '../api/queries';
import { inWorkspace } from '../workspaces/api';

/** The inbox's path: every query under it is fetched again when a notification arrives. */
export const INBOX_PATH = '/workspaces/{workspaceId}/notifications';
const SETTINGS_PATH = '/auth/me/notification-settings';

/** The person's inbox in the workspace (entries not done), newest activity first. */
export function useInbox(workspaceId: string, done = false) {
  return useApiQuery(INBOX_PATH, { ...inWorkspace(workspaceId), query: { limit: 100, done } });
}

/** The unread count for the navigation's badge (one row read; the count comes with it). */
export function useUnreadCount(workspaceId: string) {
  return useApiQuery(INBOX_PATH, { ...inWorkspace(workspaceId), query: { limit: 1 } });
}

export function useMarkRead(workspaceId: string) {
  return useApiMutation(
    (body: { ids: string[] } | { all: true }) =>
      api.POST('/workspaces/{workspaceId}/notifications/read', {
        ...{ params: inWorkspace(workspaceId) },
        body,
      }),
    [INBOX_PATH],
  );
}

export function useUpdateNotification(workspaceId: string) {
  return useApiMutation(
    ({ id, ...body }: { id: string; read?: boolean; done?: boolean }) =>
      api.PATCH('/workspaces/{workspaceId}/notifications/{notificationId}', {
        params: { path: { workspaceId, notificationId: id } },
        body,
      }),
    [INBOX_PATH],
  );
}

export function useNotificationSettings() {
  return useApiQuery(SETTINGS_PATH, undefined);
}

export function useUpdateNotificationSettings() {
  return useApiMutation(
    (body: { emailReasons: ('assigned' | 'mentioned' | 'watching')[] }) =>
      api.PUT(SETTINGS_PATH, { body }),
    [SETTINGS_PATH],
  );
}

export function useUnsubscribe() {
  return useApiMutation(
    (token: string) => api.POST('/notifications/unsubscribe', { params: { query: { token } } }),
    [SETTINGS_PATH],
  );
}
