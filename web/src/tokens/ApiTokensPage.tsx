import { useSession } from '../auth/api';
import { QueryState } from '../ui/QueryState';
import { useWorkspace } from '../workspaces/api';
import { useApiTokens } from './api';
import { tokenAllowance } from './allowance';
import { CreateTokenForm } from './CreateTokenForm';
import { TokenList } from './TokenList';

export function ApiTokensPage() {
  const { workspaceId, workspace } = useWorkspace();
  const { data: me } = useSession();
  const tokens = useApiTokens(workspaceId);
  // Counted once the list and the session have loaded: counted from nothing, a user at
  // the limit was offered the form and told how many were left.
  const mine =
    tokens.data && me
      ? tokens.data.items.filter((t) => t.userId === me.id && !t.revoked).length
      : undefined;
  const allowance =
    workspace && mine !== undefined
      ? tokenAllowance(workspace.plan, workspace.features, mine)
      : undefined;
  return (
    <section className="page">
      <h1>API tokens</h1>
      <p className="muted">
        Personal access tokens let scripts and integrations call the API as you, limited to the
        scopes you choose. Send one as <code>Authorization: Bearer hsp_…</code>.
      </p>
      {allowance && (
        <p className={allowance.canCreate ? 'notice' : 'notice warning'}>{allowance.message}</p>
      )}
      <CreateTokenForm workspaceId={workspaceId} disabled={!allowance?.canCreate} />
      <h2>Tokens</h2>
      <QueryState isPending={tokens.isPending} error={tokens.error} />
      {tokens.data && <TokenList workspaceId={workspaceId} tokens={tokens.data.items} />}
    </section>
  );
}
