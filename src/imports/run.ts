/**
 * Runs an import from where it stands: reads the stored export again, then imports it a
 * batch per transaction, each moving the import's `next_row` with what it wrote. A run
 * stopped anywhere (a restart, a crash) leaves whole batches behind it, and the next run
 * goes on after the last one; the source keys make a batch written twice impossible.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { importBatch, ProjectClosed, type ImportRun } from './batch';
import { WorkspaceDirectory } from './directory';
import { readExport, type SourceRow } from './formats';

export interface RunOptions {
  batchSize: number;
  /** True once the worker is stopping: the run ends after the batch under way. */
  stopping: () => boolean;
}

/** `stopped`: rows are left, for the next run. `gone`: nothing to do (finished, deleted). */
export type RunOutcome = 'completed' | 'failed' | 'stopped' | 'gone';

/** Each source key's first row that holds an issue: a later row with the key is a repeat. */
function firstRows(rows: SourceRow[]): Map<string, number> {
  const first = new Map<string, number>();
  for (const row of rows)
    if (row.issue && row.sourceKey && !first.has(row.sourceKey)) first.set(row.sourceKey, row.row);
  return first;
}

/** Ends the import: completed, or failed with the reason. */
export async function finishImport(db: Db, importId: string, error?: string) {
  await sql`
    UPDATE imports SET status = ${error ? 'failed' : 'completed'}, error = ${error ?? null},
                       finished_at = now()
    WHERE id = ${importId} AND status IN ('queued', 'running')
  `.execute(db);
}

export async function runImport(
  db: Db,
  importId: string,
  options: RunOptions,
): Promise<RunOutcome> {
  const found = await db
    .selectFrom('imports')
    .select([
      'id',
      'workspaceId',
      'projectId',
      'format',
      'dryRun',
      'status',
      'content',
      'nextRow',
      'createdBy',
    ])
    .where('id', '=', importId)
    .executeTakeFirst();
  if (!found || found.status === 'completed' || found.status === 'failed') return 'gone';
  const rows = readExport(found.format, found.content);
  const run: ImportRun = {
    ...found,
    rows,
    firstRowOf: firstRows(rows),
    directory: new WorkspaceDirectory(found.workspaceId),
  };
  await sql`UPDATE imports SET status = 'running' WHERE id = ${importId} AND status = 'queued'`.execute(
    db,
  );
  let next = found.nextRow;
  while (next < rows.length) {
    if (options.stopping()) return 'stopped';
    const from = next;
    const to = Math.min(from + options.batchSize, rows.length);
    try {
      next = await db.transaction().execute((trx) => importBatch(trx, run, from, to));
    } catch (error) {
      if (!(error instanceof ProjectClosed)) throw error;
      await finishImport(db, importId, error.message);
      return 'failed';
    }
  }
  await finishImport(db, importId);
  return 'completed';
}
