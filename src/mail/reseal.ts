import { sql } from 'kysely';
import type { Conn } from '../db/database';
import { isCurrent, keyId, resealSecret } from '../db/secrets';
import { mailPurpose, SEND_MAIL } from './queue';

const BATCH = 500;

/**
 * Seals every mail still in the job queue (waiting, retrying, or failed for good) again
 * with the first key, bound to its recipient as `enqueueMail` binds it, so an older key
 * can leave SECRETS_KEY while mails sealed with it have not gone out. Runs beside a live
 * worker: a payload is replaced only if it is still the one read, and a job that finishes
 * meanwhile is simply gone. graphile-worker has no function to change a job's payload,
 * so its job table is written directly; only `payload` changes (key, due time and
 * attempts stay). Answers how many mails moved.
 */
export async function resealQueuedMails(db: Conn, keys: readonly Buffer[]): Promise<number> {
  const newest = keys[0];
  if (!newest) throw new Error('No SECRETS_KEY to seal secrets with');
  const current = `sealed:v2:${keyId(newest)}:%`;
  let moved = 0;
  let after = '0';
  for (;;) {
    const { rows } = await sql<{ id: string; to: string; sealed: string }>`
      SELECT j.id::text, j.payload->>'to' AS "to", j.payload->>'sealed' AS sealed
      FROM graphile_worker._private_jobs j
      JOIN graphile_worker._private_tasks t ON t.id = j.task_id
      WHERE t.identifier = ${SEND_MAIL} AND j.id > ${after}::bigint
        AND j.payload->>'sealed' NOT LIKE ${current}
      ORDER BY j.id LIMIT ${BATCH}
    `.execute(db);
    if (rows.length === 0) return moved;
    after = rows.at(-1)!.id;
    const stale = rows.filter((row) => !isCurrent(row.sealed, newest));
    const sealed = stale.map((row) => resealSecret(keys, row.sealed, mailPurpose(row.to)));
    const result = await sql`
      UPDATE graphile_worker._private_jobs AS j
      SET payload = (j.payload::jsonb || jsonb_build_object('sealed', s.sealed))::json
      FROM unnest(${stale.map((row) => row.id)}::bigint[], ${stale.map((row) => row.sealed)}::text[],
                  ${sealed}::text[]) AS s (id, was, sealed)
      WHERE j.id = s.id AND j.payload->>'sealed' = s.was
    `.execute(db);
    moved += Number(result.numAffectedRows ?? 0);
  }
}
