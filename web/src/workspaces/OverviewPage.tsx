import { Link } from 'react-router';
import { DeleteWorkspace } from './DeleteWorkspace';
import { PlanBadge } from './PlanBadge';
import { useWorkspace } from './api';

const ROLE_NAMES = { owner: 'Owner', admin: 'Admin', member: 'Member' } as const;

/** The workspace at a glance: its plan, what the plan allows, and the user's role. */
export function OverviewPage() {
  const { workspace } = useWorkspace();
  if (!workspace) return <p className="muted">Loading…</p>;
  const apiAccess = workspace.features.includes('api-access');
  return (
    <section className="page">
      <h1>{workspace.name}</h1>
      <dl className="facts card">
        <div>
          <dt>Plan</dt>
          <dd>
            <PlanBadge plan={workspace.plan} />
          </dd>
        </div>
        <div>
          <dt>Your role</dt>
          <dd>{workspace.role ? ROLE_NAMES[workspace.role] : '—'}</dd>
        </div>
        <div>
          <dt>API access</dt>
          <dd>{apiAccess ? 'Included: API tokens and webhooks' : 'Not included on FREE'}</dd>
        </div>
      </dl>
      {!apiAccess && (
        <p className="notice">
          API tokens and webhooks need the PRO, TEAM or ENTERPRISE plan. Plans are changed by the
          operator of this service: ask them to move this workspace to a paid plan.
        </p>
      )}
      <p>
        Next: <Link to="api-tokens">create an API token</Link> for scripts, or{' '}
        <Link to="webhooks">add a webhook</Link> to hear about changes.
      </p>
      {workspace.role === 'owner' && <DeleteWorkspace key={workspace.id} workspace={workspace} />}
    </section>
  );
}
