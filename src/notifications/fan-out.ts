import { sql, type RawBuilder } from 'kysely';
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
  if (event.name === 'issue.created' && event.withChange) return issueCreated(event);
  return { ctes: [notifyJob(sql`true`)], result: sql`(SELECT count(*) FROM notify_job)` };
}

/** The event's notify job, queued when `when` (over `recorded r`, and `change c` if named) holds. */
function notifyJob(when: RawBuilder<unknown>, from: RawBuilder<unknown> = sql`recorded r`) {
  return sql`notify_job AS (
    SELECT graphile_worker.add_job(${NOTIFY_TASK}, json_build_object('eventId', r.id),
                                   job_key => ${NOTIFY_KEY_PREFIX} || r.id, max_attempts => 25)
    FROM ${from}
    WHERE ${when}
  )`;
}

/**
 * A new issue, recorded with its row (`change`): its creator, when a member, follows it
 * from now on, subscribed by this statement. The notify job is queued only when the issue
 * may tell someone else: it has an assignee other than the creator, or its description may
 * mention someone (an `@`; the job reads the mentions). Otherwise the job would only have
 * subscribed the creator; most issues are created so, and queueing a job (graphile_worker's
 * add_job, planned anew on every call, with its NOTIFY) cost the request more PostgreSQL
 * time than the issue's own row.
 */
function issueCreated(event: RecordedEvent): SubscriberPart {
  const creator = event.actorType === 'user' ? event.actorId : null;
  return {
    ctes: [
      ...(creator
        ? [
            sql`notify_creator AS (
              INSERT INTO issue_watchers (issue_id, user_id, workspace_id)
              SELECT c.id, m.user_id, m.workspace_id
              FROM change c
              JOIN workspace_members m ON m.workspace_id = ${event.workspaceId} AND m.user_id = ${creator}
              ON CONFLICT DO NOTHING
            )`,
          ]
        : []),
      notifyJob(
        sql`(c.assignee_id IS NOT NULL AND c.assignee_id IS DISTINCT FROM ${creator}::text)
            OR strpos(c.description, '@') > 0`,
        sql`recorded r CROSS JOIN change c`,
      ),
    ],
    result: sql`(SELECT count(*) FROM notify_job)`,
  };
}
