import { newId } from '../db/ids';
import { sql } from 'kysely';
import type { BearerVerifier } from '../auth/authenticate';
import type { Config } from '../config';
import { flattenChecks, type LimitCheck, type LimitResult } from '../ratelimit/limiter';
import type { Conn } from '../db/database';
import type { MemberRole, Scope } from '../db/schema';
import type { SortColumns } from '../http/operations';
import type { ListQuery } from '../http/pagination';
import type { Plan } from '../workspaces/plans';
import { recordAudit } from './audit';
import { issueToken, parseToken, type IssuedToken } from './token-format';
import { fetchPage } from '../db/paginate';
import { createBatcherPerHandle } from '../db/batcher';

const tokenColumns = [
  't.id',
  't.userId',
  't.name',
  't.scopes',
  't.tokenHint',
  't.createdAt',
  't.lastUsedAt',
  't.revokedAt',
] as const;

/** Locks the member's row so concurrent creations cannot pass the cap together. */
export async function countActiveTokensLocked(db: Conn, workspaceId: string, userId: string) {
  await db
    .selectFrom('workspaceMembers')
    .select('userId')
    .where('workspaceId', '=', workspaceId)
    .where('userId', '=', userId)
    .forUpdate()
    .execute();
  const row = await db
    .selectFrom('apiTokens')
    .select((eb) => eb.fn.countAll<number>().as('active'))
    .where('workspaceId', '=', workspaceId)
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null)
    .executeTakeFirstOrThrow();
  return row.active;
}

export async function insertToken(
  db: Conn,
  input: { workspaceId: string; userId: string; name: string; scopes: Scope[] },
): Promise<{ token: IssuedToken; id: string }> {
  const token = issueToken('hsp_', input.userId);
  const id = newId();
  await db
    .insertInto('apiTokens')
    .values({ id, ...input, tokenHash: token.hash, tokenHint: token.hint })
    .execute();
  return { token, id };
}

/** One token of the workspace; `forUpdate` locks its row until the transaction ends. */
export async function findToken(
  db: Conn,
  workspaceId: string,
  tokenId: string,
  options: { forUpdate?: boolean } = {},
) {
  const query = db
    .selectFrom('apiTokens as t')
    .select(tokenColumns)
    .where('t.workspaceId', '=', workspaceId)
    .where('t.id', '=', tokenId);
  return (options.forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

const TOKEN_SORT = {
  createdAt: 't.createdAt',
  lastUsedAt: 't.lastUsedAt',
  name: 't.name',
} as const satisfies SortColumns<'listApiTokens'>;

/** The workspace's tokens; `userId` narrows it to one owner (members see only their own). */
export async function listTokens(
  db: Conn,
  workspaceId: string,
  list: ListQuery<'listApiTokens'>,
  userId: string | undefined,
) {
  let query = db.selectFrom('apiTokens as t').where('t.workspaceId', '=', workspaceId);
  if (userId) query = query.where('t.userId', '=', userId);
  const column = TOKEN_SORT[list.sortBy];
  return fetchPage(query, (q) => q.select(tokenColumns), { column, tieBreaker: 't.id' }, list);
}

/** Marks a token revoked; a second revocation keeps the first timestamp. */
export async function revokeToken(db: Conn, workspaceId: string, tokenId: string) {
  return db
    .updateTable('apiTokens as t')
    .set({ revokedAt: sql<string>`coalesce(revoked_at, now())` })
    .where('t.workspaceId', '=', workspaceId)
    .where('t.id', '=', tokenId)
    .returning(tokenColumns)
    .executeTakeFirst();
}

/**
 * Revokes every live token a member holds in the workspace when they leave or are removed,
 * with an audit row each naming the reason: re-adding the person later must not bring
 * their old tokens back.
 */
export async function revokeTokensOfRemovedMember(
  db: Conn,
  input: { workspaceId: string; userId: string; actorId: string },
) {
  const revoked = await db
    .updateTable('apiTokens')
    .set({ revokedAt: sql<string>`now()` })
    .where('workspaceId', '=', input.workspaceId)
    .where('userId', '=', input.userId)
    .where('revokedAt', 'is', null)
    .returning(['id', 'name', 'scopes', 'tokenHint'])
    .execute();
  for (const token of revoked) {
    await recordAudit(db, {
      workspaceId: input.workspaceId,
      actorId: input.actorId,
      action: 'api_token.revoked',
      targetType: 'api_token',
      targetId: token.id,
      details: {
        name: token.name,
        scopes: token.scopes,
        tokenHint: token.tokenHint,
        reason: 'member_removed',
      },
    });
  }
}

// Looked up for malformed tokens too, so every failure costs one round trip alike.
const NO_USER = 'x0';
const NO_HASH = Buffer.alloc(32);

interface PatRow {
  request: number;
  preAuth: LimitResult[];
  tokenId: string | null;
  ownerId: string;
  tokenWorkspaceId: string;
  tokenScopes: Scope[];
  memberRole: MemberRole;
  workspacePlan: Plan;
  tokenWindow: LimitResult | null;
}

interface PresentedPat {
  hash: Buffer;
  ownerId: string;
  checks: LimitCheck[];
}

/** One statement authenticating a batch of presented PATs (`authenticate_pats`). */
async function authenticatePats(
  db: Conn,
  presented: PresentedPat[],
  limits: Config['rateLimit'],
): Promise<PatRow[]> {
  const checks = flattenChecks(presented.map((pat) => pat.checks));
  const { rows } = await sql<PatRow>`
    SELECT * FROM authenticate_pats(
      ${presented.map((pat) => pat.hash)}::bytea[], ${presented.map((pat) => pat.ownerId)}::text[],
      ${checks.requests}::int[], ${checks.keys}::text[], ${checks.limits}::int[],
      ${limits.windowMs}::int, ${limits.tokenPerMin}::int, ${limits.tokenEnterprisePerMin}::int)
  `.execute(db);
  return rows;
}

/**
 * Verifies PATs with every limit they imply, in one statement per batch: the per-IP
 * throttles (counted whatever the token), the unrevoked token by hash and owner, the
 * owner's current membership (removal takes effect at once), the token's sliding window
 * (1,000/min, 5,000 on ENTERPRISE) and `last_used_at` at most once a minute. Requests
 * arriving while a batch is in flight go together in the next, so a busy token costs
 * one counter update per batch rather than one lock hand-off per request; an idle
 * service sends each request at once. Nothing is cached: every request is checked
 * against the token's row as its batch reads it.
 */
export function patVerifier(limits: Config['rateLimit']): BearerVerifier {
  const verify = createBatcherPerHandle((db: Conn, presented: PresentedPat[]) =>
    authenticatePats(db, presented, limits),
  );
  return async (db, presented, preAuth) => {
    const parsed = parseToken('hsp_', presented);
    const row = await verify(db, {
      hash: parsed?.hash ?? NO_HASH,
      ownerId: parsed?.ownerId ?? NO_USER,
      checks: preAuth.checks,
    });
    // Whether the token fits the path's workspace is for `authenticate` to say.
    if (!parsed || !row.tokenId) return { identity: undefined, preAuth: row.preAuth };
    return {
      preAuth: row.preAuth,
      identity: {
        principal: {
          kind: 'pat',
          userId: row.ownerId,
          tokenId: row.tokenId,
          workspaceId: row.tokenWorkspaceId,
          scopes: row.tokenScopes,
        },
        membership: {
          workspaceId: row.tokenWorkspaceId,
          role: row.memberRole,
          plan: row.workspacePlan,
        },
        rateLimit: row.tokenWindow ?? undefined,
      },
    };
  };
}
