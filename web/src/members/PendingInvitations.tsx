import { useState } from 'react';
import { ConfirmButton } from '../ui/ConfirmButton';
import { formError } from '../ui/errors';
import { useFeedback } from '../ui/Feedback';
import { when } from '../ui/format';
import { QueryState } from '../ui/QueryState';
import { useInvitationActions, useWorkspaceInvitations, type Invitation } from '../invitations/api';
import { InvitationLink } from './InvitationLink';

/** The workspace's open invitations (admins): send again with a new link, or withdraw. */
export function PendingInvitations({ workspaceId }: { workspaceId: string }) {
  const invitations = useWorkspaceInvitations(workspaceId, true);
  const { resend, revoke } = useInvitationActions(workspaceId);
  const notify = useFeedback();
  const [resent, setResent] = useState<{ url: string; email: string }>();
  const items = invitations.data?.items ?? [];
  const failed = (what: string) => (error: unknown) =>
    notify(`${what}: ${formError(error)}`, 'error');
  const onResend = (invitation: Invitation) =>
    resend.mutate(invitation.id, {
      onSuccess: ({ url, email }) => {
        setResent({ url, email });
        notify(`Invitation sent again to ${email}: the previous link no longer works`);
      },
      onError: failed('Not sent'),
    });
  const onRevoke = (invitation: Invitation) =>
    revoke.mutate(invitation.id, {
      onSuccess: () => {
        if (resent?.email === invitation.email) setResent(undefined);
        notify(`Invitation to ${invitation.email} withdrawn`);
      },
      onError: failed('Not withdrawn'),
    });
  // Nothing while loading (the members above say Loading…), nor when there are none.
  if (invitations.isPending || (invitations.isSuccess && items.length === 0 && !resent)) {
    return null;
  }
  return (
    <section aria-labelledby="pending-invitations">
      <h2 id="pending-invitations">Pending invitations</h2>
      <QueryState isPending={invitations.isPending} error={invitations.error} />
      {resent && <InvitationLink url={resent.url} email={resent.email} />}
      {items.length > 0 && (
        <div className="table-scroll">
          <table>
            <caption className="visually-hidden">Pending invitations</caption>
            <thead>
              <tr>
                <th scope="col">Email</th>
                <th scope="col">Role</th>
                <th scope="col">Invited by</th>
                <th scope="col">Expires</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((invitation) => (
                <tr key={invitation.id}>
                  <th scope="row">{invitation.email}</th>
                  <td>{invitation.role}</td>
                  <td>{invitation.invitedByName ?? '—'}</td>
                  <td>
                    {invitation.status === 'expired' ? (
                      <span className="badge warn">expired</span>
                    ) : (
                      when(invitation.expiresAt)
                    )}
                  </td>
                  <td className="row-actions">
                    <button
                      type="button"
                      className="button secondary small"
                      disabled={resend.isPending}
                      onClick={() => onResend(invitation)}
                    >
                      Resend
                    </button>
                    <ConfirmButton
                      label="Withdraw"
                      title={`Withdraw the invitation to ${invitation.email}?`}
                      danger
                      disabled={revoke.isPending}
                      onConfirm={() => onRevoke(invitation)}
                    >
                      Its link stops working at once. You can invite {invitation.email} again later.
                    </ConfirmButton>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
