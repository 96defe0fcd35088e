/** A workspace's personal access tokens as rows: issue, find, list, revoke. */
import { newId } from '../db/ids';
import { sql } from 'kysely';
import type { Conn } from '../db/database';
import type { Scope } from '../db/schema';
import type { SortColumns } from '../http/operations';
import { recordAudit } from './audit';
import { issueToken, type IssuedToken } from './token-format';
import { fetchPage, type ListQuery } from '../db/paginate';

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
