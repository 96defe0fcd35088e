import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { loginPath } from '../auth/next';
import { AuthenticationError } from 'work-tracking-client';
import { LogOutButton } from '../auth/LogOutButton';
import { useSession } from '../auth/api';
import { MyInvitations } from '../invitations/MyInvitations';
import { LiveUpdates } from '../live/LiveUpdates';
import { DisabledWebhooksBanner } from '../webhooks/DisabledWebhooksBanner';
import { PlanBadge } from '../workspaces/PlanBadge';
import { useWorkspace } from '../workspaces/api';
import { WorkspaceSwitcher } from '../workspaces/WorkspaceSwitcher';
import { Navigation } from './Navigation';
import { AccountShortcuts, WorkShortcuts } from './WorkShortcuts';

/** The frame of every signed-in page: who, which workspace, where to go. */
export function Layout() {
  const session = useSession();
  const { workspaceId, workspace } = useWorkspace();
  const location = useLocation();
  if (session.error instanceof AuthenticationError) {
    // Back to the page asked for once logged in.
    return <Navigate to={loginPath(location.pathname + location.search + location.hash)} replace />;
  }
  if (session.error)
    return <p className="notice error">Could not reach the service: {session.error.message}</p>;
  // The page's own requests start together with the session's instead of after it: one
  // round trip less before a list shows. Without a session they fail, and the check above
  // sends the browser to the log-in page. Until the session is known the frame stays
  // hidden: a visitor who is not logged in never sees it (nor "Log out").
  return (
    <>
      {!session.data && (
        <p className="muted page" role="status">
          Loading…
        </p>
      )}
      <div className="shell" hidden={!session.data}>
        <a className="skip" href="#main">
          Skip to content
        </a>
        <header className="topbar">
          <span className="brand">Work tracking</span>
          <WorkspaceSwitcher />
          {workspace && <PlanBadge plan={workspace.plan} />}
          {workspace && <LiveUpdates key={workspace.id} workspaceId={workspace.id} />}
          <span className="spacer" />
          {workspace && <WorkShortcuts workspaceId={workspace.id} />}
          {/* Outside a workspace (not while one named in the address is loading). */}
          {!workspaceId && <AccountShortcuts />}
          <span className="muted">{session.data?.name}</span>
          <Link className="button secondary small" to="/account">
            Account
          </Link>
          <LogOutButton />
        </header>
        <div className="body">
          {workspace && <Navigation workspace={workspace} />}
          <main id="main" tabIndex={-1}>
            <MyInvitations />
            {workspace && <DisabledWebhooksBanner />}
            <Outlet />
          </main>
        </div>
      </div>
    </>
  );
}
