import { newId } from '../db/ids';
import type { Conn } from '../db/database';
import type { MemberRole } from '../db/schema';
import type { SortColumns } from '../http/operations';
import { escapeLike } from '../db/text';
import type { Plan } from './plans';
import { fetchPage, type ListQuery } from '../db/paginate';

const workspaceColumns = ['w.id', 'w.name', 'w.plan', 'w.createdAt', 'w.updatedAt'] as const;

export async function createWorkspace(
  db: Conn,
  input: { name: string; plan: Plan; ownerId: string },
) {
  const workspace = await db
    .insertInto('workspaces')
    .values({ id: newId(), name: input.name, plan: input.plan })
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
} as const satisfies SortColumns<'listWorkspaces'>;

/** Who is looking: a user (sees their memberships), optionally narrowed to one workspace. */
export interface WorkspaceViewer {
  userId?: string;
  /** The only workspace a workspace-scoped token (PAT, agent) may see. */
  workspaceId?: string;
}

/** The workspaces a viewer may see, with the user's role in each (none for agents). */
export async function listVisibleWorkspaces(
  db: Conn,
  viewer: WorkspaceViewer,
  list: ListQuery<'listWorkspaces'>,
) {
  const column = WORKSPACE_SORT[list.sortBy];
  let query = db
    .selectFrom('workspaces as w')
    .leftJoin('workspaceMembers as m', (join) =>
      join.onRef('m.workspaceId', '=', 'w.id').on('m.userId', '=', viewer.userId ?? null),
    );
  if (viewer.userId) query = query.where('m.userId', 'is not', null);
  if (viewer.workspaceId) query = query.where('w.id', '=', viewer.workspaceId);
  if (list.search) query = query.where('w.name', 'ilike', `%${escapeLike(list.search)}%`);
  return fetchPage(
    query,
    (q) => q.select([...workspaceColumns, 'm.role']),
    { column, tieBreaker: 'w.id' },
    list,
  );
}

export async function findVisibleWorkspace(db: Conn, viewer: WorkspaceViewer, workspaceId: string) {
  const { items } = await listVisibleWorkspaces(
    db,
    { ...viewer, workspaceId },
    {
      page: 1,
      limit: 1,
      offset: 0,
      sortBy: 'createdAt',
      sortOrder: 'desc',
      search: undefined,
    },
  );
  return items[0];
}

export async function renameWorkspace(db: Conn, workspaceId: string, name: string) {
  return db
    .updateTable('workspaces')
    .set({ name })
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
    .set({ plan })
    .where('id', '=', workspaceId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes the workspace; its rows go with it (every table's key cascades from it). */
export async function deleteWorkspace(db: Conn, workspaceId: string): Promise<void> {
  await db.deleteFrom('workspaces').where('id', '=', workspaceId).execute();
}
