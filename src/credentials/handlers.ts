import { hasRole } from '../http/principal';
import { forbidden, notFound } from '../http/errors';
import type { HandlersOf } from '../http/handler';
import { requireFeature } from '../workspaces/plans';
import { rotateAgentToken } from './agent-tokens';
import { listAudit, recordAudit } from './audit';
import { countActiveTokensLocked, findToken, insertToken, listTokens, revokeToken } from './pats';
import { MAX_ACTIVE_TOKENS } from './scopes';

type TokenRow = NonNullable<Awaited<ReturnType<typeof findToken>>>;

/** The token record as the API shows it: never the hash, never the plaintext. */
function present(row: TokenRow) {
  return { ...row, revoked: row.revokedAt !== null };
}

export const credentialHandlers = {
  async listApiTokens(req) {
    const isAdmin = hasRole(req.membership.role, 'admin');
    // Cookie-only operations (the document): the caller is a signed-in person.
    const ownerFilter = isAdmin ? undefined : req.principal.userId;
    const { items, total } = await listTokens(
      req.db,
      req.membership.workspaceId,
      req.list,
      ownerFilter,
    );
    return { items: items.map(present), total };
  },

  async createApiToken(req) {
    const { name, scopes } = req.body;
    const { workspaceId, plan } = req.membership;
    requireFeature(plan, 'api-access', workspaceId, 'create API tokens');
    const { userId } = req.principal;
    const uniqueScopes = [...new Set(scopes)];
    return req.db.transaction().execute(async (trx) => {
      if ((await countActiveTokensLocked(trx, workspaceId, userId)) >= MAX_ACTIVE_TOKENS) {
        throw forbidden(`At most ${MAX_ACTIVE_TOKENS} active tokens per user per workspace`);
      }
      const { token, id } = await insertToken(trx, {
        workspaceId,
        userId,
        name: name.trim(),
        scopes: uniqueScopes,
      });
      await recordAudit(trx, {
        workspaceId,
        actorId: userId,
        action: 'api_token.created',
        targetType: 'api_token',
        targetId: id,
        details: { name: name.trim(), scopes: uniqueScopes, tokenHint: token.hint },
      });
      const record = (await findToken(trx, workspaceId, id))!;
      return { token: token.plaintext, ...present(record) };
    });
  },

  async revokeApiToken(req) {
    const { workspaceId } = req.membership;
    const { userId } = req.principal;
    return req.db.transaction().execute(async (trx) => {
      // Locked, so concurrent revocations see each other: one state change, one audit row.
      const existing = await findToken(trx, workspaceId, req.params.tokenId, { forUpdate: true });
      // Members cannot even learn that another member's token exists.
      const visible =
        existing && (existing.userId === userId || hasRole(req.membership.role, 'admin'));
      if (!visible) throw notFound('Token');
      const revoked = (await revokeToken(trx, workspaceId, existing.id))!;
      if (existing.revokedAt === null) {
        await recordAudit(trx, {
          workspaceId,
          actorId: userId,
          action: 'api_token.revoked',
          targetType: 'api_token',
          targetId: existing.id,
          details: { name: existing.name, scopes: existing.scopes, tokenHint: existing.tokenHint },
        });
      }
      return present(revoked);
    });
  },

  async rotateAgentToken(req) {
    const { tier } = req.body;
    const { workspaceId } = req.membership;
    return req.db.transaction().execute(async (trx) => {
      const rotated = await rotateAgentToken(trx, workspaceId, req.params.agentId, tier);
      if (!rotated) throw notFound('Agent');
      await recordAudit(trx, {
        workspaceId,
        actorId: req.principal.userId,
        action: 'agent_token.rotated',
        targetType: 'agent',
        targetId: req.params.agentId,
        details: { name: rotated.name, tier, tokenHint: rotated.token.hint },
      });
      return {
        agentId: req.params.agentId,
        token: rotated.token.plaintext,
        tier,
        tokenHint: rotated.token.hint,
        rotatedAt: rotated.rotatedAt,
      };
    });
  },

  async listAuditLog(req) {
    return listAudit(req.db, req.membership.workspaceId, req.list);
  },
} satisfies HandlersOf<'credentials'>;
