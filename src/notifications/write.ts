/** Turning one recorded event into the inbox entries it makes: one read, one write. */
import { sql } from 'kysely';
import type { Conn } from '../db/database';
import type { ActorType } from '../db/schema';
import { notifiesWatchers, shownChanges } from './activity';
import { PERSONAL_CHANNEL, personalPayload } from '../live/personal';
import { ALL_REASONS } from './email-queries';
import { mentionedHandles, newlyMentioned } from './mentions';
import { EMAIL_KEY_PREFIX, EMAIL_TASK } from './tasks/email';

/** The live stream's message for a new or renewed entry (`LiveNotification`). */
export const NOTIFICATION_CREATED = 'notification.created';

type Changes = Record<string, { old: unknown; new: unknown }>;

interface EventFacts {
  workspaceId: string;
  issueId: string;
  name: string;
  entityType: string;
  entityId: string;
  actorType: ActorType;
  actorId: string | null;
  changes: Changes;
  description: string | null;
  assigneeId: string | null;
  commentBody: string | null;
}

/** The event with what its rules read: the issue as it is now, the comment it is about. */
async function readEvent(db: Conn, eventId: string): Promise<EventFacts | undefined> {
  const { rows } = await sql<EventFacts>`
    SELECT e.workspace_id, e.issue_id, e.name, e.entity_type, e.entity_id, e.actor_type,
           e.actor_id, e.changes, i.description, i.assignee_id,
           c.body AS comment_body
    FROM events e
    JOIN issues i ON i.id = e.issue_id AND i.workspace_id = e.workspace_id
    LEFT JOIN comments c ON e.entity_type = 'comment' AND c.id = e.entity_id
                        AND c.workspace_id = e.workspace_id
    WHERE e.id = ${eventId}
  `.execute(db);
  return rows[0];
}

/** Who is concerned by an event, by reason, before the actor and non-members are left out. */
function concerned(event: EventFacts) {
  const changes = event.changes ?? {};
  const actorUser = event.actorType === 'user' ? event.actorId : null;
  const text = (field: string) => changes[field] as { old: string | null; new: string | null };
  let mentioned: string[] = [];
  const assigned: string[] = [];
  const subscribe: string[] = [];
  switch (event.name) {
    case 'issue.created':
      mentioned = mentionedHandles(event.description);
      if (event.assigneeId) assigned.push(event.assigneeId);
      if (actorUser) subscribe.push(actorUser);
      break;
    case 'issue.updated': {
      if (changes.description)
        mentioned = newlyMentioned(text('description').old, text('description').new);
      const assignee = changes.assigneeId?.new;
      if (typeof assignee === 'string') assigned.push(assignee);
      break;
    }
    case 'comment.created':
      mentioned = mentionedHandles(event.commentBody);
      if (actorUser) subscribe.push(actorUser);
      break;
    case 'comment.updated':
      if (changes.body) mentioned = newlyMentioned(text('body').old, text('body').new);
      break;
  }
  return {
    watchers: notifiesWatchers(event.name, changes),
    assigned,
    mentioned,
    // Assignees and mentioned people follow the issue from now on, as its creator and
    // commenters do.
    subscribe: [...subscribe, ...assigned],
  };
}

/** The members whose handles are mentioned (no lookup when none is). */
function mentionedMembers(workspaceId: string, handles: string[]) {
  if (handles.length === 0) return sql`SELECT NULL::text AS user_id WHERE false`;
  return sql`
    SELECT m.user_id FROM users u
    JOIN workspace_members m ON m.user_id = u.id AND m.workspace_id = ${workspaceId}
    WHERE lower(u.handle) = ANY (${handles}::text[])`;
}

/**
 * Writes the entries an event makes, in one statement, and tells the live streams of the
 * people concerned: subscribes the creator, assignee, commenter and mentioned members;
 * notifies watchers, the assignee and mentioned members, never the actor, never a
 * non-member. An entry already newer than the event (jobs may run out of order) stays as
 * it is, and running the same event again changes nothing. Returns the entries written.
 */
export async function notifyOfEvent(
  db: Conn,
  eventId: string,
  emailDelaySeconds: number,
): Promise<number> {
  const event = await readEvent(db, eventId);
  if (!event) return 0;
  const who = concerned(event);
  const changes = event.name === 'issue.updated' ? shownChanges(event.changes ?? {}) : {};
  const commentId = event.entityType === 'comment' ? event.entityId : null;
  const { rows } = await sql<{ written: number }>`
    WITH happened AS (SELECT created_at FROM events WHERE id = ${eventId}),
    mentioned AS (${mentionedMembers(event.workspaceId, who.mentioned)}), subscribed AS (
      INSERT INTO issue_watchers (issue_id, user_id, workspace_id)
      SELECT ${event.issueId}, m.user_id, m.workspace_id FROM workspace_members m
      WHERE m.workspace_id = ${event.workspaceId}
        AND (m.user_id = ANY (${who.subscribe}::text[]) OR m.user_id IN (SELECT user_id FROM mentioned))
      ON CONFLICT DO NOTHING
    ), candidates AS (
      SELECT w.user_id, 'watching' AS reason FROM issue_watchers w
      WHERE ${who.watchers}::boolean AND w.issue_id = ${event.issueId}
      UNION ALL SELECT unnest(${who.assigned}::text[]), 'assigned'
      UNION ALL SELECT user_id, 'mentioned' FROM mentioned
    ), recipients AS (
      SELECT c.user_id, array_agg(DISTINCT c.reason ORDER BY c.reason) AS reasons
      FROM candidates c
      JOIN workspace_members m ON m.workspace_id = ${event.workspaceId} AND m.user_id = c.user_id
      WHERE c.user_id IS DISTINCT FROM ${event.actorType === 'user' ? event.actorId : null}::text
      GROUP BY c.user_id
    ), written AS (
      INSERT INTO notifications AS n (id, workspace_id, user_id, issue_id, reasons, event_id,
                                      event_name, actor_type, actor_id, changes, comment_id, updated_at)
      SELECT 'n' || substr(md5(${eventId} || r.user_id), 1, 23), ${event.workspaceId}, r.user_id,
             ${event.issueId}, r.reasons, ${eventId}, ${event.name}, ${event.actorType},
             ${event.actorId}, ${JSON.stringify(changes)}::jsonb, ${commentId}, h.created_at
      FROM recipients r CROSS JOIN happened h
      ON CONFLICT (user_id, issue_id) DO UPDATE
        SET reasons = excluded.reasons, event_id = excluded.event_id,
            event_name = excluded.event_name, actor_type = excluded.actor_type,
            actor_id = excluded.actor_id, changes = excluded.changes,
            comment_id = excluded.comment_id, updated_at = excluded.updated_at,
            read_at = NULL, done_at = NULL
        WHERE (n.updated_at, n.event_id) < (excluded.updated_at, excluded.event_id)
      RETURNING n.id, n.user_id
    ), email_jobs AS (
      -- The first unread entry opens the person's email window; later ones join the batch
      -- (add_jobs' job_key_preserve_run_at keeps the job due when the window opened, as
      -- add_job's 'preserve_run_at' mode does: that mode calls add_jobs with one spec).
      -- Each person is written once, so no key repeats within the array.
      SELECT array_agg(ROW(${EMAIL_TASK}::text, json_build_object('userId', w.user_id), NULL,
                           now() + make_interval(secs => ${emailDelaySeconds}), NULL,
                           ${EMAIL_KEY_PREFIX} || w.user_id, NULL, NULL)::graphile_worker.job_spec
                       ORDER BY w.user_id) AS specs
      FROM written w
      JOIN recipients r ON r.user_id = w.user_id
      LEFT JOIN notification_settings s ON s.user_id = w.user_id
      WHERE r.reasons && coalesce(s.email_reasons, ${ALL_REASONS}::text[])
    ), emails AS (
      -- One call for every person's batch job. Only when there is one: add_jobs NOTIFYs
      -- even for none, and a notifying commit waits for every other one in the database.
      SELECT count(j.*)::int AS queued FROM email_jobs e
      LEFT JOIN LATERAL graphile_worker.add_jobs(e.specs, true) j ON true
      WHERE e.specs IS NOT NULL
    )
    SELECT (SELECT queued FROM emails) AS emails, count(pg_notify(${PERSONAL_CHANNEL}, ${personalPayload(
      sql`${event.workspaceId}::text`,
      sql`w.user_id`,
      NOTIFICATION_CREATED,
      sql`json_build_object('event', ${NOTIFICATION_CREATED}::text, 'workspaceId', ${event.workspaceId}::text,
                            'notificationId', w.id, 'issueId', ${event.issueId}::text,
                            'timestamp', (SELECT created_at FROM happened))`,
    )}))::int AS written
    FROM written w
  `.execute(db);
  return rows[0]?.written ?? 0;
}
