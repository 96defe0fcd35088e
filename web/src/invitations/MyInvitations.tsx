import { useNavigate } from 'react-router';
import { formError } from '../ui/errors';
import { useFeedback } from '../ui/Feedback';
import { when } from '../ui/format';
import { useAcceptInvitation, useMyInvitations } from './api';
import './invitations.css';

/** Above every signed-in page: invitations to the person's email, each to accept. */
export function MyInvitations() {
  const invitations = useMyInvitations();
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  const notify = useFeedback();
  const items = invitations.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section className="my-invitations" aria-labelledby="my-invitations-title">
      <h2 id="my-invitations-title">You are invited</h2>
      <ul>
        {items.map((invitation) => (
          <li key={invitation.id}>
            <p>
              {invitation.inviterName ?? 'Someone'} invited you to{' '}
              <strong>{invitation.workspaceName}</strong> as {invitation.role}
              <span className="muted"> · until {when(invitation.expiresAt)}</span>
            </p>
            <button
              type="button"
              className="button small"
              aria-label={`Accept the invitation to ${invitation.workspaceName}`}
              disabled={accept.isPending}
              onClick={() =>
                accept.mutate(
                  { invitationId: invitation.id },
                  {
                    onSuccess: (workspace) => {
                      notify(`You joined ${workspace.name}`);
                      navigate(`/w/${workspace.id}`);
                    },
                    onError: (error) => notify(`Not joined: ${formError(error)}`, 'error'),
                  },
                )
              }
            >
              Accept
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
