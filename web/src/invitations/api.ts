import { useQuery } from '@tanstack/react-query';
import type { ApiError, components } from 'work-tracking-client';
import { api } from '../api/client';
import { useApiMutation, useApiQuery } from '../api/queries';
import { inWorkspace } from '../workspaces/api';

export type Invitation = components['schemas']['Invitation'];
export type InvitationPreview = components['schemas']['InvitationPreviewEnvelope']['data'];
type Role = components['schemas']['MemberRole'];

export const INVITATIONS = '/workspaces/{workspaceId}/invitations';
const MINE = '/auth/invitations';

/** The workspace's open invitations (admins), soonest to expire first. */
export function useWorkspaceInvitations(workspaceId: string, enabled: boolean) {
  return useApiQuery(
    INVITATIONS,
    {
      ...inWorkspace(workspaceId),
      query: { limit: 100, sortBy: 'expiresAt', sortOrder: 'asc' },
    },
    { enabled },
  );
}

/** Invite, send again with a new link, withdraw. */
export function useInvitationActions(workspaceId: string) {
  const at = (invitationId: string) => ({ params: { path: { workspaceId, invitationId } } });
  return {
    invite: useApiMutation(
      (body: { email: string; role: Role }) =>
        api.POST(INVITATIONS, { params: inWorkspace(workspaceId), body }),
      [INVITATIONS],
    ),
    resend: useApiMutation(
      (invitationId: string) =>
        api.POST('/workspaces/{workspaceId}/invitations/{invitationId}/resend', at(invitationId)),
      [INVITATIONS],
    ),
    revoke: useApiMutation(
      (invitationId: string) =>
        api.DELETE('/workspaces/{workspaceId}/invitations/{invitationId}', at(invitationId)),
      [INVITATIONS],
    ),
  };
}

/** What an invitation link is for (getInvitation): reads it, spends nothing. */
export function useInvitationPreview(token: string) {
  return useQuery<InvitationPreview, ApiError>({
    queryKey: ['/invitations/lookup', { token }],
    queryFn: () => api.POST('/invitations/lookup', { body: { token } }),
    enabled: token !== '',
    staleTime: Infinity,
  });
}

/** The signed-in person's pending invitations (listMyInvitations). */
export function useMyInvitations() {
  return useApiQuery(MINE, undefined);
}

/** acceptInvitation, by the link's token or a listed invitation's id; answers the workspace. */
export function useAcceptInvitation() {
  return useApiMutation(
    (body: { token: string } | { invitationId: string }) =>
      api.POST('/invitations/accept', { body }),
    ['/workspaces', MINE],
  );
}
