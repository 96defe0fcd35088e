import { createId } from '@paralleldrive/cuid2';
import { sql } from 'kysely';
import type { Membership } from '../auth/principal';
import type { Conn } from '../db/database';
import type { MemberRole } from '../db/schema';
import type { ListQuery } from '../http/pagination';
import { escapeLike } from '../db/text';
import type { Plan } from './plans';

export async function findMembership(
  db: Conn,
  workspaceId: string,
  userId: string,
): Promise<Membership | undefined> {
  return db
    .selectFrom('workspaceMembers as m')
    .innerJoin('workspaces as w', 'w.id', 'm.workspaceId')
    .select(['m.workspaceId', 'm.role', 'w.plan'])
    .where('m.workspaceId', '=', workspaceId)
    .where('m.userId', '=', userId)
    .executeTakeFirst();
}

const workspaceColumns = ['w.id', 'w.name', 'w.plan', 'w.createdAt', 'w.updatedAt'] as const;

export async function createWorkspace(
  db: Conn,
  input: { name: string; plan: Plan; ownerId: string },
) {
  const workspace = await db
    .insertInto('workspaces')
    .values({ id: createId(), name: input.name, plan: input.plan })
    .returningAll()
    .executeTakeFirstOrThrow();
  await db
    .insertInto('workspaceMembers')
    .values({ workspaceId: workspace.id, userId: input.ownerId, role: 'owner' })
    .execute();
  return { ...workspace, role: 'owner' as MemberRole };
}

const WORKSPACE_SORT = {
  createdAt: 'w.createdAt',
  updatedAt: 'w.updatedAt',
  name: 'w.name',
} as const;

/**
 * Workspaces the user belongs to, with the user's role in each; `onlyWorkspaceId`
 * narrows it to the one a workspace-scoped token was issued for.
 */
export async function listWorkspacesOfUser(
  db: Conn,
  userId: string,
  list: ListQuery,
  onlyWorkspaceId?: string,
) {
  const column = WORKSPACE_SORT[list.sortBy as keyof typeof WORKSPACE_SORT];
  let query = db
    .selectFrom('workspaces as w')
    .innerJoin('workspaceMembers as m', 'm.workspaceId', 'w.id')
    .where('m.userId', '=', userId);
  if (onlyWorkspaceId) query = query.where('w.id', '=', onlyWorkspaceId);
  if (list.search) query = query.where('w.name', 'ilike', `%${escapeLike(list.search)}%`);
  const [items, count] = await Promise.all([
    query
      .select([...workspaceColumns, 'm.role'])
      .orderBy(column, list.sortOrder)
      .orderBy('w.id', list.sortOrder)
      .limit(list.limit)
      .offset(list.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: count.total };
}

export async function findWorkspaceForUser(db: Conn, workspaceId: string, userId: string) {
  return db
    .selectFrom('workspaces as w')
    .innerJoin('workspaceMembers as m', 'm.workspaceId', 'w.id')
    .select([...workspaceColumns, 'm.role'])
    .where('w.id', '=', workspaceId)
    .where('m.userId', '=', userId)
    .executeTakeFirst();
}

export async function renameWorkspace(db: Conn, workspaceId: string, name: string) {
  return db
    .updateTable('workspaces')
    .set({ name, updatedAt: sql<Date>`now()` })
    .where('id', '=', workspaceId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Sets a workspace's plan (operator CLI); returns false when there is no such workspace. */
export async function setWorkspacePlan(
  db: Conn,
  workspaceId: string,
  plan: Plan,
): Promise<boolean> {
  const result = await db
    .updateTable('workspaces')
    .set({ plan, updatedAt: sql<Date>`now()` })
    .where('id', '=', workspaceId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
