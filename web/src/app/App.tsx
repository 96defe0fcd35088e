import { Navigate, Route, Routes } from 'react-router';
import { AgentsPage } from '../agents/AgentsPage';
import { AuditLogPage } from '../audit/AuditLogPage';
import { AuthForm } from '../auth/AuthForm';
import { DeliveriesPage } from '../deliveries/DeliveriesPage';
import { MembersPage } from '../members/MembersPage';
import { ApiTokensPage } from '../tokens/ApiTokensPage';
import { WebhooksPage } from '../webhooks/WebhooksPage';
import { CreateWorkspacePage } from '../workspaces/CreateWorkspacePage';
import { OverviewPage } from '../workspaces/OverviewPage';
import { Home } from './Home';
import { Layout } from './Layout';

/** Every page and its address. */
export function App() {
  return (
    <Routes>
      <Route path="/signup" element={<AuthForm mode="signup" />} />
      <Route path="/login" element={<AuthForm mode="login" />} />
      <Route element={<Layout />}>
        <Route index element={<Home />} />
        <Route path="workspaces/new" element={<CreateWorkspacePage />} />
        <Route path="w/:workspaceId">
          <Route index element={<OverviewPage />} />
          <Route path="api-tokens" element={<ApiTokensPage />} />
          <Route path="webhooks" element={<WebhooksPage />} />
          <Route path="webhooks/:webhookId/deliveries" element={<DeliveriesPage />} />
          <Route path="agents" element={<AgentsPage />} />
          <Route path="members" element={<MembersPage />} />
          <Route path="audit-log" element={<AuditLogPage />} />
        </Route>
      </Route>
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
