import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { AgentsPage } from '../agents/AgentsPage';
import { AuditLogPage } from '../audit/AuditLogPage';
import { AuthForm } from '../auth/AuthForm';
import { DeliveriesPage } from '../deliveries/DeliveriesPage';
import { CreateIssueDialog } from '../issues/CreateIssueDialog';
import { IssuesPage } from '../issues/IssuesPage';
import { LabelsPage } from '../labels/LabelsPage';
import { MembersPage } from '../members/MembersPage';
import { ProjectPage } from '../projects/ProjectPage';
import { ProjectsPage } from '../projects/ProjectsPage';
import { SignInChoices } from '../sso/SignInChoices';
import { SignInMethodsPage } from '../sso/SignInMethodsPage';
import { SsoErrorPage } from '../sso/SsoErrorPage';
import { ApiTokensPage } from '../tokens/ApiTokensPage';
import { WebhooksPage } from '../webhooks/WebhooksPage';
import { IntegrationsPage } from '../integrations/IntegrationsPage';
import { CreateWorkspacePage } from '../workspaces/CreateWorkspacePage';
import { OverviewPage } from '../workspaces/OverviewPage';
import { Home } from './Home';
import { Layout } from './Layout';
import { InCurrentProject } from './InCurrentProject';

// Views that are not on the first screen load on demand, with what only they need
// (drag and drop, Markdown, charts).
const ImportPage = lazy(() =>
  import('../imports/ImportPage').then((m) => ({ default: m.ImportPage })),
);
const BoardPage = lazy(() => import('../board/BoardPage').then((m) => ({ default: m.BoardPage })));
const IssuePage = lazy(() => import('../issue/IssuePage').then((m) => ({ default: m.IssuePage })));
const SprintsPage = lazy(() =>
  import('../sprints/SprintsPage').then((m) => ({ default: m.SprintsPage })),
);
const SprintPage = lazy(() =>
  import('../sprints/SprintPage').then((m) => ({ default: m.SprintPage })),
);
const InboxPage = lazy(() =>
  import('../notifications/InboxPage').then((m) => ({ default: m.InboxPage })),
);
const NotificationSettingsPage = lazy(() =>
  import('../notifications/NotificationSettingsPage').then((m) => ({
    default: m.NotificationSettingsPage,
  })),
);
const UnsubscribePage = lazy(() =>
  import('../notifications/UnsubscribePage').then((m) => ({ default: m.UnsubscribePage })),
);
const ResetPasswordPage = lazy(() =>
  import('../account/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })),
);
const ConfirmEmailPage = lazy(() =>
  import('../account/ConfirmEmailPage').then((m) => ({ default: m.ConfirmEmailPage })),
);
const AcceptInvitationPage = lazy(() =>
  import('../invitations/AcceptInvitationPage').then((m) => ({
    default: m.AcceptInvitationPage,
  })),
);
const AccountPage = lazy(() =>
  import('../account/AccountPage').then((m) => ({ default: m.AccountPage })),
);
const AgentSessionsPage = lazy(() =>
  import('../agent-sessions/AgentSessionsPage').then((m) => ({ default: m.AgentSessionsPage })),
);

function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<p className="muted page">Loading…</p>}>{children}</Suspense>;
}

/** Every page and its address. */
export function App() {
  return (
    <Routes>
      <Route path="/signup" element={<AuthForm mode="signup" alternatives={<SignInChoices />} />} />
      <Route path="/login" element={<AuthForm mode="login" alternatives={<SignInChoices />} />} />
      <Route path="/sso/error" element={<SsoErrorPage />} />
      <Route
        path="/unsubscribe"
        element={
          <Loading>
            <UnsubscribePage />
          </Loading>
        }
      />
      <Route
        path="/reset-password"
        element={
          <Loading>
            <ResetPasswordPage />
          </Loading>
        }
      />
      <Route
        path="/confirm-email"
        element={
          <Loading>
            <ConfirmEmailPage />
          </Loading>
        }
      />
      <Route
        path="/invitations/accept"
        element={
          <Loading>
            <AcceptInvitationPage />
          </Loading>
        }
      />
      <Route element={<Layout />}>
        <Route index element={<Home />} />
        <Route
          path="account"
          element={
            <Loading>
              <AccountPage />
            </Loading>
          }
        />
        <Route path="account/sign-in" element={<SignInMethodsPage />} />
        <Route path="workspaces/new" element={<CreateWorkspacePage />} />
        <Route
          path="settings/notifications"
          element={
            <Loading>
              <NotificationSettingsPage />
            </Loading>
          }
        />
        <Route path="w/:workspaceId">
          <Route index element={<OverviewPage />} />
          <Route path="projects" element={<ProjectsPage />} />
          <Route path="projects/:projectId" element={<ProjectPage />} />
          <Route path="projects/:projectId/issues" element={<IssuesPage />} />
          <Route
            path="projects/:projectId/issues/:issueId"
            element={
              <Loading>
                <IssuePage />
              </Loading>
            }
          />
          <Route
            path="projects/:projectId/board"
            element={
              <Loading>
                <BoardPage CreateIssue={CreateIssueDialog} />
              </Loading>
            }
          />
          <Route
            path="projects/:projectId/sprints"
            element={
              <Loading>
                <SprintsPage />
              </Loading>
            }
          />
          <Route
            path="projects/:projectId/sprints/:sprintId"
            element={
              <Loading>
                <SprintPage />
              </Loading>
            }
          />
          <Route
            path="inbox"
            element={
              <Loading>
                <InboxPage />
              </Loading>
            }
          />
          <Route path="issues" element={<IssuesPage />} />
          <Route path="my-issues" element={<Navigate to="assigned" replace />} />
          <Route path="my-issues/:relation" element={<IssuesPage mine />} />
          <Route path="board" element={<InCurrentProject view="board" />} />
          <Route path="sprints" element={<InCurrentProject view="sprints" />} />
          <Route
            path="agent-sessions"
            element={
              <Loading>
                <AgentSessionsPage />
              </Loading>
            }
          />
          <Route path="api-tokens" element={<ApiTokensPage />} />
          <Route path="webhooks" element={<WebhooksPage />} />
          <Route path="webhooks/:webhookId/deliveries" element={<DeliveriesPage />} />
          <Route path="code-hosts" element={<IntegrationsPage />} />
          <Route path="agents" element={<AgentsPage />} />
          <Route path="members" element={<MembersPage />} />
          <Route path="audit-log" element={<AuditLogPage />} />
          <Route path="labels" element={<LabelsPage />} />
          <Route
            path="import"
            element={
              <Loading>
                <ImportPage />
              </Loading>
            }
          />
        </Route>
      </Route>
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
