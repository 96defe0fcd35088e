/**
 * What the issues feature asks of labels: the labels an issue carries (a column of its
 * queries), the `labelId` filter, and setting an issue's labels. Kept here so the issues'
 * own files only name these functions.
 */
import { sql, type Expression, type RawBuilder } from 'kysely';
import type { Conn, Db } from '../db/database';
import type { components } from '../generated/openapi-types';
import { invalidField } from '../http/errors';

export type IssueLabel = components['schemas']['IssueLabel'];

/**
 * The labels of the issue whose id is `issueId` (`i.id` in the issues' queries), by name:
 * a correlated lookup, so a list's count stays on `issues` alone.
 */
export function labelsOfIssue(issueId: Expression<string> = sql.ref('i.id')) {
  return sql<IssueLabel[]>`(
    SELECT coalesce(json_agg(json_build_object('id', l.id, 'name', l.name, 'color', l.color)
                             ORDER BY lower(l.name), l.id), '[]'::json)
    FROM issue_labels il JOIN labels l ON l.id = il.label_id
    WHERE il.issue_id = ${issueId}
  )`;
}

/**
 * listIssues' `labelId` filter: issues carrying any of the labels. Served by
 * `issue_labels_label_idx` (label_id, issue_id) when the labels are rare, by the issue's
 * primary key probe when the walk is by the list's own order.
 */
export function carriesAnyLabel(labelIds: readonly string[]): RawBuilder<boolean> {
  return sql<boolean>`EXISTS (SELECT FROM issue_labels il
                              WHERE il.issue_id = i.id AND il.label_id = ANY(${labelIds}::text[]))`;
}

/**
 * Holds the labels (FOR KEY SHARE: a delete waits for the transaction) and refuses, with
 * a 400 naming `labelIds`, any id that is not a label of the workspace.
 */
async function holdLabels(trx: Conn, workspaceId: string, labelIds: readonly string[]) {
  const { rows } = await sql<{ id: string }>`
    SELECT id FROM labels WHERE workspace_id = ${workspaceId} AND id = ANY(${labelIds}::text[])
    FOR KEY SHARE
  `.execute(trx);
  const found = new Set(rows.map((row) => row.id));
  const missing = labelIds.filter((id) => !found.has(id));
  if (missing.length > 0)
    throw invalidField('labelIds', `${missing.join(', ')}: not a label of this workspace`);
}

/**
 * Sets the issue's labels to exactly `labelIds`, in the caller's transaction; returns
 * whether they changed. The caller then stamps the issue (`updateIssue`'s `labelsChanged`):
 * its `updatedAt` and version move with its labels, as with any other change.
 */
export async function setIssueLabels(
  trx: Conn,
  workspaceId: string,
  issueId: string,
  labelIds: readonly string[],
): Promise<boolean> {
  if (labelIds.length > 0) await holdLabels(trx, workspaceId, labelIds);
  const { rows } = await sql<{ changed: number }>`
    WITH removed AS (
      DELETE FROM issue_labels
      WHERE issue_id = ${issueId} AND workspace_id = ${workspaceId}
        AND NOT (label_id = ANY(${labelIds}::text[]))
      RETURNING 1
    ), added AS (
      INSERT INTO issue_labels (issue_id, label_id, workspace_id)
      SELECT ${issueId}, id, ${workspaceId} FROM unnest(${labelIds}::text[]) AS id
      ON CONFLICT DO NOTHING
      RETURNING 1
    )
    SELECT (SELECT count(*) FROM removed) + (SELECT count(*) FROM added) AS changed
  `.execute(trx);
  return Number(rows[0]!.changed) > 0;
}

/**
 * Creates an issue with labels: `create` (its insert and event, one statement) and the
 * label rows in one transaction, the labels held from the check to the insert. Returns
 * the new issue with its labels.
 */
export async function createWithLabels<Row extends { id: string }>(
  db: Db,
  workspaceId: string,
  labelIds: readonly string[],
  create: (trx: Conn) => Promise<Row>,
): Promise<Row & { labels: IssueLabel[] }> {
  return db.transaction().execute(async (trx) => {
    await holdLabels(trx, workspaceId, labelIds);
    const row = await create(trx);
    await sql`
      INSERT INTO issue_labels (issue_id, label_id, workspace_id)
      SELECT ${row.id}, id, ${workspaceId} FROM unnest(${labelIds}::text[]) AS id
    `.execute(trx);
    const { rows } = await sql<{ labels: IssueLabel[] }>`
      SELECT ${labelsOfIssue(sql`${row.id}::text`)} AS labels
    `.execute(trx);
    return { ...row, labels: rows[0]!.labels };
  });
}
