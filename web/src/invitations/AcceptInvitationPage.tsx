import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { AuthenticationError } from 'work-tracking-client';
import { api } from '../api/client';
import { invitedAuthPath, useSession } from '../auth/api';
import { formError } from '../ui/errors';
import { useFeedback } from '../ui/Feedback';
import { FormError } from '../ui/FormError';
import { when } from '../ui/format';
import { useAcceptInvitation, useInvitationPreview, type InvitationPreview } from './api';
import { isInvitedEmail } from './paths';
import './invitations.css';

/**
 * Where an invitation mail's link leads. Opening it only reads the invitation
 * (getInvitation); joining is the invited person's own act: the Accept button, once signed
 * in (or signed up) with the invited email.
 */
export function AcceptInvitationPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const preview = useInvitationPreview(token);
  return (
    <main className="auth">
      <div className="auth-card">
        <p className="brand">Work tracking</p>
        {!token ? (
          <>
            <h1>Invitation</h1>
            <p className="notice error" role="alert">
              This link has no token: open the link from the invitation mail again.
            </p>
          </>
        ) : preview.data ? (
          <Invitation token={token} invitation={preview.data} />
        ) : preview.error ? (
          <>
            <h1>Invitation</h1>
            <FormError>{formError(preview.error)}</FormError>
            <p>
              <Link to="/">Go to the dashboard</Link>
            </p>
          </>
        ) : (
          <p className="muted" role="status">
            Loading…
          </p>
        )}
      </div>
    </main>
  );
}

function Invitation({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  return (
    <>
      <h1>Join {invitation.workspaceName}</h1>
      <p>
        {invitation.inviterName ?? 'Someone'} invited you to join{' '}
        <strong>{invitation.workspaceName}</strong> as <strong>{invitation.role}</strong>.
      </p>
      <dl className="facts invitation-facts">
        <div>
          <dt>Invited email</dt>
          <dd>{invitation.email}</dd>
        </div>
        <div>
          <dt>Expires</dt>
          <dd>{when(invitation.expiresAt)}</dd>
        </div>
      </dl>
      <Answer token={token} invitation={invitation} />
    </>
  );
}

/** What the visitor can do: sign in or up as the invited email, accept, or switch accounts. */
function Answer({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const notify = useFeedback();
  const queryClient = useQueryClient();
  const accept = useAcceptInvitation();
  const here = location.pathname + location.search;
  if (session.error instanceof AuthenticationError) {
    return invitation.hasAccount ? (
      <>
        <p>Log in as {invitation.email} to accept.</p>
        <Link className="button wide" to={invitedAuthPath('login', here, invitation.email)}>
          Log in to accept
        </Link>
      </>
    ) : (
      <>
        <p>Create your account with {invitation.email} to accept.</p>
        <Link className="button wide" to={invitedAuthPath('signup', here, invitation.email)}>
          Sign up to accept
        </Link>
      </>
    );
  }
  if (session.error) return <FormError>{formError(session.error)}</FormError>;
  if (!session.data) return <p className="muted">Loading…</p>;
  if (!isInvitedEmail(session.data.email, invitation.email)) {
    const logOut = async () => {
      await api.POST('/auth/logout').catch(() => undefined);
      await queryClient.resetQueries();
    };
    return (
      <>
        <p className="notice warning">
          You are signed in as {session.data.email}, but this invitation is for {invitation.email}.
          Log out, then sign in or sign up with the invited email.
        </p>
        <button type="button" className="button wide secondary" onClick={logOut}>
          Log out
        </button>
      </>
    );
  }
  const onAccept = () =>
    accept.mutate(
      { token },
      {
        onSuccess: (workspace) => {
          notify(`You joined ${workspace.name}`);
          navigate(`/w/${workspace.id}`, { replace: true });
        },
      },
    );
  return (
    <>
      <FormError>{formError(accept.error)}</FormError>
      {accept.error?.status === 409 && (
        <p>
          <Link to="/">Go to your workspaces</Link>
        </p>
      )}
      <button type="button" className="button wide" disabled={accept.isPending} onClick={onAccept}>
        Accept invitation
      </button>
      <p className="muted">
        Not now? <Link to="/">Go to the dashboard</Link>; the link keeps working until it expires.
      </p>
    </>
  );
}
