import { sql } from 'kysely';
import type { BearerVerifier } from '../auth/authenticate';
import { hitLimits } from '../ratelimit/limiter';
import type { Conn } from '../db/database';
import type { AgentTier } from '../db/schema';
import type { Plan } from '../workspaces/plans';
import { issueToken, parseToken, type IssuedToken } from './token-format';

/**
 * Issues a new token for the agent, replacing (and so invalidating at once) any previous
 * one. Returns undefined when the agent is not in the workspace.
 */
export async function rotateAgentToken(
  db: Conn,
  workspaceId: string,
  agentId: string,
  tier: AgentTier,
): Promise<{ token: IssuedToken; name: string; rotatedAt: string } | undefined> {
  const token = issueToken('hsa_', agentId);
  const row = await db
    .updateTable('agents')
    .set({
      tokenHash: token.hash,
      tokenHint: token.hint,
      tokenTier: tier,
      tokenRotatedAt: sql<string>`now()`,
    })
    .where('workspaceId', '=', workspaceId)
    .where('id', '=', agentId)
    .returning(['name', 'tokenRotatedAt'])
    .executeTakeFirst();
  return row ? { token, name: row.name, rotatedAt: row.tokenRotatedAt! } : undefined;
}

const NO_AGENT = 'x0';
const NO_HASH = Buffer.alloc(32);

/**
 * One indexed lookup by the agent id embedded in the token (hash compared in SQL), in
 * parallel with the per-IP throttles.
 */
export const verifyAgentToken: BearerVerifier = async (db, presented, preAuth) => {
  const parsed = parseToken('hsa_', presented);
  const lookup = db
    .selectFrom('agents as a')
    .innerJoin('workspaces as w', 'w.id', 'a.workspaceId')
    .select(['a.id', 'a.workspaceId', 'a.tokenTier', 'w.plan'])
    .where('a.id', '=', parsed?.ownerId ?? NO_AGENT)
    .where('a.tokenHash', '=', parsed?.hash ?? NO_HASH)
    .executeTakeFirst();
  const [preAuthResults, row] = await Promise.all([hitLimits(db, preAuth), lookup]);
  if (!parsed || !row?.tokenTier) return { identity: undefined, preAuth: preAuthResults };
  return {
    preAuth: preAuthResults,
    identity: {
      principal: {
        kind: 'agent',
        agentId: row.id,
        workspaceId: row.workspaceId,
        tier: row.tokenTier!,
      },
      // Agents act with a member's standing; admin-only routes stay closed to them.
      membership: { workspaceId: row.workspaceId, role: 'member', plan: row.plan as Plan },
    },
  };
};
