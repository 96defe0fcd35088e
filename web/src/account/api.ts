import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError, components } from 'work-tracking-client';
import { api } from '../api/client';
import { useApiMutation, useApiQuery } from '../api/queries';

export type SessionSummary = components['schemas']['SessionSummary'];
const ME = '/auth/me';
const SESSIONS = '/auth/sessions';

/** requestPasswordReset: the same neutral answer whether or not the email has an account. */
export function useRequestPasswordReset() {
  return useApiMutation(
    (email: string) => api.POST('/auth/password-reset', { body: { email } }),
    [],
  );
}

/**
 * resetPassword: spends the link's token and starts a session in this browser, so every
 * cached answer (someone else's, or none) is dropped.
 */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, { token: string; password: string }>({
    mutationFn: (body) => api.POST('/auth/password-reset/confirm', { body }),
    onSuccess: () => queryClient.resetQueries(),
  });
}

/** confirmEmailChange: spends the link's token; the account's email is then the new one. */
export function useConfirmEmailChange() {
  return useApiMutation(
    (token: string) => api.POST('/auth/email/confirm', { body: { token } }),
    [ME],
  );
}

/** updateCurrentUser: name and handle. */
export function useUpdateProfile() {
  return useApiMutation(
    (body: { name?: string; handle?: string }) => api.PATCH(ME, { body }),
    [ME, '/workspaces/{workspaceId}/members'],
  );
}

/** requestEmailChange: mails a confirmation link to the new address. */
export function useRequestEmailChange() {
  return useApiMutation(
    (body: { email: string; password: string }) => api.POST('/auth/email', { body }),
    [],
  );
}

/** changePassword: every other session ends. */
export function useChangePassword() {
  return useApiMutation(
    (body: { currentPassword: string; newPassword: string }) =>
      api.POST('/auth/password', { body }),
    [SESSIONS],
  );
}

/** The account's live sessions, newest first, this one marked `current`. */
export function useSessions() {
  return useApiQuery(SESSIONS, undefined);
}

export function useSessionActions() {
  return {
    end: useApiMutation(
      (sessionId: string) =>
        api.DELETE('/auth/sessions/{sessionId}', { params: { path: { sessionId } } }),
      [SESSIONS],
    ),
    endOthers: useApiMutation(() => api.DELETE(SESSIONS), [SESSIONS]),
  };
}
