import { createId } from '@paralleldrive/cuid2';
import { sql } from 'kysely';
import type { BearerVerifier } from '../auth/authenticate';
import type { Config } from '../config';
import { LIMIT_JSON, limitHitSql, type LimitResult } from '../ratelimit/limiter';
import type { Conn } from '../db/database';
import type { MemberRole } from '../db/schema';
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
  input: { workspaceId: string; userId: string; name: string; scopes: string[] },
): Promise<{ token: IssuedToken; id: string }> {
  const token = issueToken('hsp_', input.userId);
  const id = createId();
  await db
    .insertInto('apiTokens')
    .values({ id, ...input, tokenHash: token.hash, tokenHint: token.hint })
    .execute();
  return { token, id };
}

export async function findToken(db: Conn, workspaceId: string, tokenId: string) {
  return db
    .selectFrom('apiTokens as t')
    .select(tokenColumns)
    .where('t.workspaceId', '=', workspaceId)
    .where('t.id', '=', tokenId)
    .executeTakeFirst();
}

const TOKEN_SORT = {
  createdAt: 't.createdAt',
  lastUsedAt: 't.lastUsedAt',
  name: 't.name',
} as const;

/** The workspace's tokens; `userId` narrows it to one owner (members see only their own). */
export async function listTokens(
  db: Conn,
  workspaceId: string,
  list: ListQuery,
  userId: string | undefined,
) {
  let query = db.selectFrom('apiTokens as t').where('t.workspaceId', '=', workspaceId);
  if (userId) query = query.where('t.userId', '=', userId);
  const column = TOKEN_SORT[list.sortBy as keyof typeof TOKEN_SORT];
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
  id: string | null;
  userId: string;
  workspaceId: string;
  scopes: string[];
  role: MemberRole;
  plan: Plan;
  limit: LimitResult | null;
}

/**
 * Verifies PATs in one statement, which also counts the request's per-IP throttles: it
 * finds the unrevoked token by hash and owner, joins the owner's current membership
 * (removal takes effect at once), counts the request in the token's sliding window
 * (1,000/min, 5,000 on ENTERPRISE) and records `last_used_at` at most once a minute.
 * The IP limits are counted whatever the token, so bad tokens are throttled too.
 */
export function patVerifier(limits: Config['rateLimit']): BearerVerifier {
  return async (db, presented, workspaceId, preAuth) => {
    const parsed = parseToken('hsp_', presented);
    const { rows } = await sql<PatRow>`
      WITH ip AS (
        SELECT * FROM ${limitHitSql(preAuth)}
      ), token AS (
        SELECT t.id, t.user_id, t.workspace_id, t.scopes, m.role, w.plan
        FROM api_tokens t
        JOIN workspace_members m ON m.workspace_id = t.workspace_id AND m.user_id = t.user_id
        JOIN workspaces w ON w.id = t.workspace_id
        WHERE t.token_hash = ${parsed?.hash ?? NO_HASH}
          AND t.user_id = ${parsed?.ownerId ?? NO_USER}
          AND t.revoked_at IS NULL
      ), touched AS (
        UPDATE api_tokens SET last_used_at = now()
        WHERE id = (SELECT id FROM token)
          AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')
      ), window_hit AS (
        SELECT r.* FROM token, rate_limit_hit(
          ARRAY['pat:' || token.id],
          ARRAY[CASE WHEN token.plan = 'ENTERPRISE' THEN ${limits.tokenEnterprisePerMin}::int
                     ELSE ${limits.tokenPerMin}::int END],
          ${limits.windowMs}::int) r
        -- A request the IP throttle refused does not count against the token.
        WHERE NOT EXISTS (SELECT 1 FROM ip WHERE NOT ip.allowed)
      )
      SELECT (SELECT coalesce(json_agg(${LIMIT_JSON}), '[]') FROM ip) AS "preAuth",
             token.id, token.user_id AS "userId", token.workspace_id AS "workspaceId",
             token.scopes, token.role, token.plan,
             (SELECT ${LIMIT_JSON} FROM window_hit) AS "limit"
      FROM (VALUES (1)) AS one (x) LEFT JOIN token ON true
    `.execute(db);
    const row = rows[0]!;
    const preAuthResults = row.preAuth;
    // A token works only inside the workspace it was issued for.
    const usable =
      parsed && row.id && (workspaceId === undefined || workspaceId === row.workspaceId);
    if (!usable) return { identity: undefined, preAuth: preAuthResults };
    return {
      preAuth: preAuthResults,
      identity: {
        principal: {
          kind: 'pat',
          userId: row.userId,
          tokenId: row.id!,
          workspaceId: row.workspaceId,
          scopes: row.scopes,
        },
        membership: { workspaceId: row.workspaceId, role: row.role, plan: row.plan },
        rateLimit: row.limit ?? undefined,
      },
    };
  };
}
