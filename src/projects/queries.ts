import { newId } from '../db/ids';
import type { Conn } from '../db/database';
import { withoutStatementTimeout, type UnboundedTx } from '../db/unbounded';
import { fetchPage, type ListQuery } from '../db/paginate';
import { escapeLike } from '../db/text';
import type { SortColumns } from '../http/operations';

const projectColumns = [
  'p.id',
  'p.name',
  'p.prefix',
  'p.description',
  'p.archivedAt',
  'p.createdAt',
  'p.updatedAt',
  'p.version',
] as const;

export type ProjectRow = Awaited<ReturnType<typeof findProject>> & object;

/** The API shape: `archived` is derived from `archivedAt`. */
export function presentProject(row: ProjectRow) {
  return { ...row, archived: row.archivedAt !== null };
}

export async function findProject(db: Conn, workspaceId: string, projectId: string) {
  return db
    .selectFrom('projects as p')
    .select(projectColumns)
    .where('p.workspaceId', '=', workspaceId)
    .where('p.id', '=', projectId)
    .executeTakeFirst();
}

/**
 * Row-locks a project for the rest of the transaction (changes, issue numbering). `FOR
 * UPDATE`, not the weaker lock an update takes: it also waits for the issues being
 * inserted into the project (`insertIssue` holds `FOR KEY SHARE`), so an archive never
 * lets one in after it.
 */
export async function lockProject(db: Conn, workspaceId: string, projectId: string) {
  return db
    .selectFrom('projects as p')
    .select(projectColumns)
    .where('p.workspaceId', '=', workspaceId)
    .where('p.id', '=', projectId)
    .forUpdate()
    .executeTakeFirst();
}

/** Inserts a project; undefined when the prefix is taken in the workspace. */
export async function insertProject(
  db: Conn,
  input: {
    workspaceId: string;
    name: string;
    prefix: string;
    description: string | null;
    createdBy: string | null;
  },
) {
  const inserted = await db
    .insertInto('projects')
    .values({ id: newId(), ...input })
    .onConflict((oc) => oc.columns(['workspaceId', 'prefix']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted && findProject(db, input.workspaceId, inserted.id);
}

const PROJECT_SORT = {
  createdAt: 'p.createdAt',
  updatedAt: 'p.updatedAt',
  name: 'p.name',
  prefix: 'p.prefix',
} as const satisfies SortColumns<'listProjects'>;

export async function listProjects(
  db: Conn,
  workspaceId: string,
  list: ListQuery<'listProjects'>,
  filter: { archived?: boolean },
) {
  let query = db.selectFrom('projects as p').where('p.workspaceId', '=', workspaceId);
  if (filter.archived !== undefined) {
    query = query.where('p.archivedAt', filter.archived ? 'is not' : 'is', null);
  }
  if (list.search) {
    const pattern = `%${escapeLike(list.search)}%`;
    query = query.where((eb) =>
      eb.or([eb('p.name', 'ilike', pattern), eb('p.prefix', 'ilike', pattern)]),
    );
  }
  return fetchPage(
    query,
    (q) => q.select(projectColumns),
    { column: PROJECT_SORT[list.sortBy], tieBreaker: 'p.id' },
    list,
  );
}

export async function prefixTaken(
  db: Conn,
  workspaceId: string,
  prefix: string,
  exceptId?: string,
) {
  let query = db
    .selectFrom('projects')
    .select('id')
    .where('workspaceId', '=', workspaceId)
    .where('prefix', '=', prefix);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function updateProject(
  db: Conn,
  workspaceId: string,
  projectId: string,
  patch: { name?: string; prefix?: string; description?: string | null; archivedAt?: Date | null },
) {
  await db
    .updateTable('projects')
    .set(patch)
    .where('workspaceId', '=', workspaceId)
    .where('id', '=', projectId)
    .execute();
  return (await findProject(db, workspaceId, projectId))!;
}

/** Deletes the project and, by cascade, everything in it, however much that is. */
export async function deleteProject(trx: UnboundedTx, workspaceId: string, projectId: string) {
  // Its time grows with the project's issues, comments and history.
  await withoutStatementTimeout(trx);
  await trx
    .deleteFrom('projects')
    .where('workspaceId', '=', workspaceId)
    .where('id', '=', projectId)
    .execute();
}
