import { Navigate, Outlet } from 'react-router';
import { AuthenticationError } from 'work-tracking-client';
import { LogOutButton } from '../auth/LogOutButton';
import { useSession } from '../auth/api';
import { DisabledWebhooksBanner } from '../webhooks/DisabledWebhooksBanner';
import { PlanBadge } from '../workspaces/PlanBadge';
import { useWorkspace } from '../workspaces/api';
import { WorkspaceSwitcher } from '../workspaces/WorkspaceSwitcher';
import { Navigation } from './Navigation';

/** The frame of every signed-in page: who, which workspace, where to go. */
export function Layout() {
  const session = useSession();
  const { workspace } = useWorkspace();
  if (session.error instanceof AuthenticationError) return <Navigate to="/login" replace />;
  if (session.error)
    return <p className="notice error">Could not reach the service: {session.error.message}</p>;
  if (!session.data) return <p className="muted page">Loading…</p>;
  return (
    <div className="shell">
      <a className="skip" href="#main">
        Skip to content
      </a>
      <header className="topbar">
        <span className="brand">Work tracking</span>
        <WorkspaceSwitcher />
        {workspace && <PlanBadge plan={workspace.plan} />}
        <span className="spacer" />
        <span className="muted">{session.data.name}</span>
        <LogOutButton />
      </header>
      <div className="body">
        {workspace && <Navigation workspace={workspace} />}
        <main id="main" tabIndex={-1}>
          {workspace && <DisabledWebhooksBanner />}
          <Outlet />
        </main>
      </div>
    </div>
  );
}
