import type { Conn } from '../db/database';
import type { MemberRole } from '../db/schema';
import type { SortColumns } from '../http/operations';
import { escapeLike } from '../db/text';
import { fetchPage, type ListQuery } from '../db/paginate';

const MEMBER_SORT = {
  createdAt: 'm.createdAt',
  name: 'u.name',
  email: 'u.email',
  role: 'm.role',
} as const satisfies SortColumns<'listMembers'>;

function memberQuery(db: Conn, workspaceId: string) {
  return db
    .selectFrom('workspaceMembers as m')
    .innerJoin('users as u', 'u.id', 'm.userId')
    .where('m.workspaceId', '=', workspaceId);
}

const memberColumns = [
  'u.id as userId',
  'u.email',
  'u.handle',
  'u.name',
  'm.role',
  'm.createdAt as joinedAt',
] as const;

export async function listMembers(db: Conn, workspaceId: string, list: ListQuery<'listMembers'>) {
  let query = memberQuery(db, workspaceId);
  if (list.search) {
    const pattern = `%${escapeLike(list.search)}%`;
    query = query.where((eb) =>
      eb.or([
        eb('u.name', 'ilike', pattern),
        eb('u.email', 'ilike', pattern),
        eb('u.handle', 'ilike', pattern),
      ]),
    );
  }
  const column = MEMBER_SORT[list.sortBy];
  return fetchPage(query, (q) => q.select(memberColumns), { column, tieBreaker: 'u.id' }, list);
}

export async function findMember(db: Conn, workspaceId: string, userId: string) {
  return memberQuery(db, workspaceId)
    .select(memberColumns)
    .where('m.userId', '=', userId)
    .executeTakeFirst();
}

/**
 * The member, their membership row locked until the transaction ends. A write that refers
 * to the membership (an issue assigned to them: its foreign key checks the row under a
 * key-share lock) waits for this lock, and fails its key if the membership is then gone.
 */
export async function findMemberLocked(trx: Conn, workspaceId: string, userId: string) {
  return memberQuery(trx, workspaceId)
    .select(memberColumns)
    .where('m.userId', '=', userId)
    .forUpdate('m')
    .executeTakeFirst();
}

/** Serialises membership changes of one workspace (last-owner rule) until the transaction ends. */
export async function lockWorkspace(trx: Conn, workspaceId: string): Promise<void> {
  await trx
    .selectFrom('workspaces')
    .select('id')
    .where('id', '=', workspaceId)
    .forUpdate()
    .execute();
}

export async function countOwners(db: Conn, workspaceId: string): Promise<number> {
  const row = await db
    .selectFrom('workspaceMembers')
    .select((eb) => eb.fn.countAll<number>().as('owners'))
    .where('workspaceId', '=', workspaceId)
    .where('role', '=', 'owner')
    .executeTakeFirstOrThrow();
  return row.owners;
}

/** Adds a member; returns false when the user already belongs to the workspace. */
export async function insertMember(
  db: Conn,
  workspaceId: string,
  userId: string,
  role: MemberRole,
) {
  const inserted = await db
    .insertInto('workspaceMembers')
    .values({ workspaceId, userId, role })
    .onConflict((oc) => oc.doNothing())
    .returning('userId')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function updateMemberRole(
  db: Conn,
  workspaceId: string,
  userId: string,
  role: MemberRole,
) {
  await db
    .updateTable('workspaceMembers')
    .set({ role })
    .where('workspaceId', '=', workspaceId)
    .where('userId', '=', userId)
    .execute();
}

export async function deleteMember(db: Conn, workspaceId: string, userId: string) {
  await db
    .deleteFrom('workspaceMembers')
    .where('workspaceId', '=', workspaceId)
    .where('userId', '=', userId)
    .execute();
}
