import { when } from '../ui/format';
import { QueryState } from '../ui/QueryState';
import { useWorkspace } from '../workspaces/api';
import { useAuditLog } from './api';

const ACTIONS = {
  'api_token.created': 'API token created',
  'api_token.revoked': 'API token revoked',
  'agent_token.rotated': 'Agent token issued',
  'webhook.recovered': 'Failed deliveries re-sent',
  'integration.created': 'Code host connected',
  'integration.secret_rotated': 'Code host secret rotated',
  'integration.deleted': 'Code host deleted',
  'invitation.created': 'Invitation sent',
  'invitation.revoked': 'Invitation withdrawn',
  'invitation.accepted': 'Invitation accepted',
  'member.added': 'Member added',
  'member.removed': 'Member removed',
  'member.role_changed': 'Role changed',
  'webhook.created': 'Webhook created',
  'webhook.updated': 'Webhook changed',
  'webhook.deleted': 'Webhook deleted',
  'webhook.secret_rotated': 'Webhook secret rotated',
} as const;

/** Who created, revoked or rotated which credential, newest first. */
export function AuditLogPage() {
  const { workspaceId } = useWorkspace();
  const log = useAuditLog(workspaceId);
  return (
    <section className="page">
      <h1>Audit log</h1>
      <p className="muted">
        Every API token created or revoked and every agent token issued. Tokens themselves are never
        recorded.
      </p>
      <QueryState isPending={log.isPending} error={log.error} />
      {log.data?.items.length === 0 && <p className="muted">Nothing recorded yet.</p>}
      {log.data && log.data.items.length > 0 && (
        <table>
          <caption className="visually-hidden">Audit log</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
              <th scope="col">Credential</th>
            </tr>
          </thead>
          <tbody>
            {log.data.items.map((entry) => (
              <tr key={entry.id}>
                <td>{when(entry.createdAt)}</td>
                <td>{entry.actorName ?? 'Deleted user'}</td>
                <td>{ACTIONS[entry.action]}</td>
                <td>
                  {entry.details.name && <strong>{entry.details.name} </strong>}
                  {entry.details.tokenHint && <code>…{entry.details.tokenHint}</code>}
                  {entry.details.tier && <span className="badge muted">{entry.details.tier}</span>}
                  {entry.details.scopes && (
                    <ul className="tags">
                      {entry.details.scopes.map((s) => (
                        <li key={s}>
                          <code>{s}</code>
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
