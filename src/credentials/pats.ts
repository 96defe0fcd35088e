import { newId } from '../db/ids';
import { sql } from 'kysely';
import type { BearerVerifier } from '../auth/authenticate';
import type { Config } from '../config';
import type { LimitResult } from '../ratelimit/limiter';
import type { Conn } from '../db/database';
import type { MemberRole, Scope } from '../db/schema';
import type { SortColumns } from '../http/operations';
import type { ListQuery } from '../http/pagination';
import type { Plan } from '../workspaces/plans';
import { issueToken, parseToken, type IssuedToken } from './token-format';
import { fetchPage } from '../db/paginate';

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
    .set({ revokedAt: sql<Date>`coalesce(revoked_at, now())` })
    .where('t.workspaceId', '=', workspaceId)
    .where('t.id', '=', tokenId)
    .returning(tokenColumns)
    .executeTakeFirst();
}

// Looked up for malformed tokens too, so every failure costs one round trip alike.
const NO_USER = 'x0';
const NO_HASH = Buffer.alloc(32);

interface PatRow {
  preAuth: LimitResult[];
  tokenId: string | null;
  ownerId: string;
  tokenWorkspaceId: string;
  tokenScopes: Scope[];
  memberRole: MemberRole;
  workspacePlan: Plan;
  tokenWindow: LimitResult | null;
}

/**
 * Verifies PATs in one round trip that also counts the request's per-IP throttles
 * (`authenticate_pat`, migration 0008): the unrevoked token by hash and owner, the
 * owner's current membership (removal takes effect at once), the token's sliding window
 * (1,000/min, 5,000 on ENTERPRISE) and `last_used_at` at most once a minute. The IP
 * limits are counted whatever the token, so bad tokens are throttled too.
 */
export function patVerifier(limits: Config['rateLimit']): BearerVerifier {
  return async (db, presented, preAuth) => {
    const parsed = parseToken('hsp_', presented);
    const { rows } = await sql<PatRow>`
      SELECT * FROM authenticate_pat(
        ${parsed?.hash ?? NO_HASH}, ${parsed?.ownerId ?? NO_USER},
        ${preAuth.checks.map((c) => c.key)}::text[], ${preAuth.checks.map((c) => c.limit)}::int[],
        ${limits.windowMs}::int, ${limits.tokenPerMin}::int, ${limits.tokenEnterprisePerMin}::int)
    `.execute(db);
    const row = rows[0]!;
    // Whether the token fits the path's workspace is for `authenticate` to say.
    if (!parsed || !row.tokenId) return { identity: undefined, preAuth: row.preAuth };
    return {
      preAuth: row.preAuth,
      identity: {
        principal: {
          kind: 'pat',
          userId: row.ownerId,
          tokenId: row.tokenId!,
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
