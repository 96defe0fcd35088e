import { sql } from 'kysely';
import type { Conn } from '../db/database';
import type { ImportFormat } from '../db/schema';
import { RUN_IMPORT } from './tasks/run-import';

/** Lines of the report an import's answer lists (`reportTotal` counts them all). */
export const REPORT_LINES = 1000;

/**
 * Stores a new import and queues its job, in one statement: the job exists exactly when
 * the import does. The job key is the import's id, so it runs once at a time.
 */
export async function insertImport(
  db: Conn,
  input: {
    id: string;
    workspaceId: string;
    projectId: string;
    format: ImportFormat;
    dryRun: boolean;
    content: string;
    total: number;
    createdBy: string | null;
  },
) {
  await sql`
    WITH stored AS (
      INSERT INTO imports (id, workspace_id, project_id, format, dry_run, content, total, created_by)
      VALUES (${input.id}, ${input.workspaceId}, ${input.projectId}, ${input.format},
              ${input.dryRun}, ${input.content}, ${input.total}, ${input.createdBy})
      RETURNING id
    )
    SELECT graphile_worker.add_job(${RUN_IMPORT}, json_build_object('importId', stored.id),
                                   job_key := 'import:' || stored.id, max_attempts := 10)
    FROM stored
  `.execute(db);
}

/** The import as `getImport` answers it, report included; undefined when not in the workspace. */
export async function findImport(db: Conn, workspaceId: string, importId: string) {
  const found = await db
    .selectFrom('imports')
    .select([
      'id',
      'projectId',
      'format',
      'dryRun',
      'status',
      'total',
      'nextRow',
      'created',
      'alreadyImported',
      'failed',
      'error',
      'createdAt',
      'finishedAt',
      (eb) =>
        eb
          .selectFrom('importReport')
          .select((r) => r.fn.countAll<number>().as('n'))
          .whereRef('importReport.importId', '=', 'imports.id')
          .as('reportTotal'),
    ])
    .where('workspaceId', '=', workspaceId)
    .where('id', '=', importId)
    .executeTakeFirst();
  if (!found) return undefined;
  const report = await db
    .selectFrom('importReport')
    .select(['row', 'sourceKey', 'outcome', 'message'])
    .where('importId', '=', found.id)
    .orderBy('row')
    .orderBy('seq')
    .limit(REPORT_LINES)
    .execute();
  const { total, nextRow, created, alreadyImported, failed, reportTotal, ...rest } = found;
  return {
    ...rest,
    counts: {
      total,
      processed: Math.min(nextRow, total),
      created,
      alreadyImported,
      failed,
    },
    report,
    reportTotal: Number(reportTotal ?? 0),
  };
}
