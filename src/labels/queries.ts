import { sql, type RawBuilder } from 'kysely';
import { newId } from '../db/ids';
import type { Conn } from '../db/database';
import { fetchPage, type ListQuery, type SortField } from '../db/paginate';

const labelColumns = ['id', 'name', 'color', 'createdAt', 'updatedAt'] as const;

// By name without regard to case, as people read a list of labels.
const LABEL_SORT: Record<SortField<'listLabels'>, 'createdAt' | RawBuilder<string>> = {
  name: sql<string>`lower(name)`,
  createdAt: 'createdAt',
};

/** A page of the workspace's labels, `search` matching part of the name. */
export async function listLabels(db: Conn, workspaceId: string, list: ListQuery<'listLabels'>) {
  let query = db.selectFrom('labels').where('workspaceId', '=', workspaceId);
  if (list.search) {
    const pattern = `%${list.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where('name', 'ilike', pattern);
  }
  return fetchPage(
    query,
    (q) => q.select(labelColumns),
    { column: LABEL_SORT[list.sortBy], tieBreaker: 'id' },
    list,
  );
}

/**
 * The label, locked FOR UPDATE until the caller's transaction ends: an issue being given
 * the label holds it FOR KEY SHARE (`holdLabels`), so it waits for a rename or delete and
 * then reads the new name, and a rename or delete that comes second sees that issue among
 * the ones carrying it (`raiseVersionsCarrying`).
 */
export async function lockLabel(db: Conn, workspaceId: string, labelId: string) {
  return db
    .selectFrom('labels')
    .select(labelColumns)
    .where('workspaceId', '=', workspaceId)
    .where('id', '=', labelId)
    .forUpdate()
    .executeTakeFirst();
}

export type LabelRow = NonNullable<Awaited<ReturnType<typeof lockLabel>>>;

/** Adds a label; undefined when its name is taken (without regard to case). */
export async function insertLabel(
  db: Conn,
  input: { workspaceId: string; name: string; color: string },
) {
  return db
    .insertInto('labels')
    .values({ id: newId(), ...input })
    .onConflict((oc) => oc.expression(sql`workspace_id, lower(name)`).doNothing())
    .returning(labelColumns)
    .executeTakeFirst();
}

/** Renames or recolours a label; a clashing name fails on the unique index (409). */
export async function updateLabel(
  db: Conn,
  workspaceId: string,
  labelId: string,
  patch: { name?: string; color?: string },
) {
  return db
    .updateTable('labels')
    .set(patch)
    .where('workspaceId', '=', workspaceId)
    .where('id', '=', labelId)
    .returning(labelColumns)
    .executeTakeFirst();
}

/** Deletes a label (its issue rows go with it); whether it existed. */
export async function deleteLabel(db: Conn, workspaceId: string, labelId: string) {
  const deleted = await db
    .deleteFrom('labels')
    .where('workspaceId', '=', workspaceId)
    .where('id', '=', labelId)
    .returning('id')
    .executeTakeFirst();
  return deleted !== undefined;
}

/**
 * Raises by one the version of every issue of the workspace carrying the label, in the
 * caller's transaction: an issue shows its labels' names and colours, so a rename, recolour
 * or delete of one changes what the API shows of those issues (`Version`). Only the version
 * moves (bump_version keeps a raise of one); `updatedAt` stays, as the issue's own fields
 * did not change. The rows are locked in id order, so two such raises over the same issues
 * wait for each other instead of deadlocking. Returns how many issues it raised.
 */
export async function raiseVersionsCarrying(db: Conn, workspaceId: string, labelId: string) {
  const { rows } = await sql<{ raised: number }>`
    WITH carrying AS (
      SELECT i.id FROM issues i
      WHERE i.workspace_id = ${workspaceId}
        AND i.id IN (SELECT il.issue_id FROM issue_labels il
                     WHERE il.workspace_id = ${workspaceId} AND il.label_id = ${labelId})
      ORDER BY i.id
      FOR NO KEY UPDATE
    ), raised AS (
      UPDATE issues i SET version = i.version + 1
      FROM carrying WHERE i.id = carrying.id AND i.workspace_id = ${workspaceId}
      RETURNING 1
    )
    SELECT count(*)::int AS raised FROM raised
  `.execute(db);
  return rows[0]!.raised;
}

/** Whether another label of the workspace has this name, without regard to case. */
export async function nameTaken(db: Conn, workspaceId: string, name: string, exceptId?: string) {
  let query = db
    .selectFrom('labels')
    .select('id')
    .where('workspaceId', '=', workspaceId)
    .where(sql<boolean>`lower(name) = lower(${name})`);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}
