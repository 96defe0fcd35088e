import { sql } from 'kysely';
import type { RecordedEvent, SubscriberPart } from '../events/record';
import { NOTIFYING_EVENTS } from './activity';
import { NOTIFY_KEY_PREFIX, NOTIFY_TASK } from './tasks/notify';

/**
 * Queues the inbox work of an event that may notify someone, in the statement that records
 * it: a committed change always reaches the inbox (the job is retried until it does), a
 * rolled-back one never, and the change's request pays one row for it, however many people
 * follow the issue.
 */
export function queueNotifications(event: RecordedEvent): SubscriberPart | undefined {
  if (!NOTIFYING_EVENTS.has(event.name) || !event.payload.issueId) return undefined;
  return {
    ctes: [
      sql`notify_job AS (
        SELECT graphile_worker.add_job(${NOTIFY_TASK}, json_build_object('eventId', r.id),
                                       job_key => ${NOTIFY_KEY_PREFIX} || r.id, max_attempts => 25)
        FROM recorded r
      )`,
    ],
    result: sql`(SELECT count(*) FROM notify_job)`,
  };
}
