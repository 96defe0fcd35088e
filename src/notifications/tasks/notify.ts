import type { Task } from 'graphile-worker';
import { sql } from 'kysely';
import type { Conn } from '../../db/database';
import type { WorkerContext } from '../../feature';
import { notifyOfEvent } from '../write';

export const NOTIFY_TASK = 'notifications:notify';
/** A job's key: the prefix and its event's id (one job per event, visible in the jobs view). */
export const NOTIFY_KEY_PREFIX = 'notify:';

declare global {
  namespace GraphileWorker {
    interface Tasks {
      /** Queued by the statement that records an event that may notify someone. */
      [NOTIFY_TASK]: { eventId: string };
    }
  }
}

/** Writes the inbox entries of one recorded event (idempotent: a retry changes nothing more). */
export function notifyTask({ db, config }: WorkerContext): Task<typeof NOTIFY_TASK> {
  return async ({ eventId }) => {
    await notifyInOrder(db, eventId, config.notifications.emailDelaySeconds);
  };
}

/**
 * Runs an event's inbox work after that of every earlier event of its issue whose job has
 * not run yet, oldest first, one issue at a time (an advisory lock per issue). Jobs run
 * concurrently, and an event's watchers include those its predecessors subscribe: an
 * issue's creation subscribes its assignee, who must hear of the first change
 * even when both jobs start together. An event run twice writes nothing the second time.
 */
export async function notifyInOrder(
  db: Conn,
  eventId: string,
  emailDelaySeconds: number,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    let written = 0;
    for (const id of await pendingUpTo(trx, eventId))
      written += await notifyOfEvent(trx, id, emailDelaySeconds);
    return written;
  });
}

/**
 * The event and the earlier events of its issue whose notify job has not run yet, oldest
 * first, read once the lock is held (so all its last holder wrote is seen).
 */
async function pendingUpTo(trx: Conn, eventId: string): Promise<string[]> {
  await sql`
    SELECT pg_advisory_xact_lock(hashtextextended(${NOTIFY_KEY_PREFIX} || issue_id, 0))
    FROM events WHERE id = ${eventId} AND issue_id IS NOT NULL
  `.execute(trx);
  const { rows } = await sql<{ id: string }>`
    SELECT earlier.id FROM events e
    JOIN events earlier ON earlier.workspace_id = e.workspace_id AND earlier.issue_id = e.issue_id
    WHERE e.id = ${eventId}
      AND (earlier.id = e.id
           OR ((earlier.created_at, earlier.id) < (e.created_at, e.id)
               AND EXISTS (SELECT FROM graphile_worker.jobs j
                           WHERE j.key = ${NOTIFY_KEY_PREFIX} || earlier.id)))
    ORDER BY earlier.created_at, earlier.id
  `.execute(trx);
  return rows.map((row) => row.id);
}
