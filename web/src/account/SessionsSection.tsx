import { ConfirmButton } from '../ui/ConfirmButton';
import { formError } from '../ui/errors';
import { useFeedback } from '../ui/Feedback';
import { when } from '../ui/format';
import { QueryState } from '../ui/QueryState';
import { useSessionActions, useSessions, type SessionSummary } from './api';
import { describeAddress, describeAgent } from './agent';

/** Where the account is signed in (listSessions), each one endable, or all but this one. */
export function SessionsSection() {
  const sessions = useSessions();
  const { end, endOthers } = useSessionActions();
  const notify = useFeedback();
  const items = sessions.data?.items ?? [];
  const others = items.filter((session) => !session.current).length;
  const failed = (error: unknown) => notify(`Not signed out: ${formError(error)}`, 'error');
  const onEnd = (session: SessionSummary) =>
    end.mutate(session.id, {
      onSuccess: () => notify(`${describeAgent(session.userAgent)} signed out`),
      onError: failed,
    });
  const onEndOthers = () =>
    endOthers.mutate(undefined, {
      onSuccess: ({ endedSessions }) =>
        notify(`Signed out of ${endedSessions} other session${endedSessions === 1 ? '' : 's'}`),
      onError: failed,
    });
  return (
    <section className="card" aria-labelledby="sessions-title">
      <h2 id="sessions-title">Sessions</h2>
      <p className="muted">
        Where your account is signed in. Signing out there takes effect at once.
      </p>
      <QueryState isPending={sessions.isPending} error={sessions.error} />
      {items.length > 0 && (
        <ul className="session-list">
          {items.map((session) => (
            <li key={session.id} aria-label={describeAgent(session.userAgent)}>
              <div>
                <strong title={session.userAgent ?? undefined}>
                  {describeAgent(session.userAgent)}
                </strong>
                {session.current && <span className="badge ok">this device</span>}
                <br />
                <span className="muted">
                  {describeAddress(session.ipAddress)} · last seen {when(session.lastSeenAt)} ·
                  signed in {when(session.createdAt)}
                </span>
              </div>
              {!session.current && (
                <button
                  type="button"
                  className="button secondary small"
                  disabled={end.isPending}
                  onClick={() => onEnd(session)}
                >
                  Sign out
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {others > 0 && (
        <ConfirmButton
          label="Sign out everywhere else"
          title="Sign out everywhere else?"
          danger
          disabled={endOthers.isPending}
          onConfirm={onEndOthers}
        >
          {others === 1 ? 'The other session' : `The ${others} other sessions`} will have to sign in
          again. This browser stays signed in.
        </ConfirmButton>
      )}
    </section>
  );
}
