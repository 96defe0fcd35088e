import { ConfirmButton } from '../ui/ConfirmButton';
import { formError } from '../ui/errors';
import { useFeedback } from '../ui/Feedback';
import { when } from '../ui/format';
import { useApiTokenActions, type ApiToken } from './api';

export function TokenList({ workspaceId, tokens }: { workspaceId: string; tokens: ApiToken[] }) {
  const notify = useFeedback();
  const { revoke } = useApiTokenActions(workspaceId);
  const onRevoke = (token: ApiToken) =>
    revoke.mutate(token, {
      onSuccess: () => notify(`Token “${token.name}” revoked: it no longer works`),
      onError: (error) => notify(`Could not revoke “${token.name}”: ${formError(error)}`, 'error'),
    });
  if (tokens.length === 0) return <p className="muted">No tokens yet.</p>;
  return (
    <table>
      <caption className="visually-hidden">API tokens</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Scopes</th>
          <th scope="col">Token</th>
          <th scope="col">Created</th>
          <th scope="col">Last used</th>
          <th scope="col">Status</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {tokens.map((token) => (
          <tr key={token.id} className={token.revoked ? 'inactive' : undefined}>
            <th scope="row">{token.name}</th>
            <td>
              <ul className="tags">
                {token.scopes.map((scope) => (
                  <li key={scope}>
                    <code>{scope}</code>
                  </li>
                ))}
              </ul>
            </td>
            <td>
              <code>…{token.tokenHint}</code>
            </td>
            <td>{when(token.createdAt)}</td>
            <td>{token.lastUsedAt ? when(token.lastUsedAt) : 'Never'}</td>
            <td>
              {token.revoked ? (
                <span className="badge muted">Revoked {when(token.revokedAt)}</span>
              ) : (
                <span className="badge ok">Active</span>
              )}
            </td>
            <td className="row-actions">
              {!token.revoked && (
                <ConfirmButton
                  label="Revoke"
                  title={`Revoke token “${token.name}”?`}
                  danger
                  onConfirm={() => onRevoke(token)}
                >
                  Anything using this token will get 401 from its next request. This cannot be
                  undone.
                </ConfirmButton>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
