import { createId } from '@paralleldrive/cuid2';
import type { Principal } from '../auth/principal';
import type { Conn } from '../db/database';
import { sql } from 'kysely';
import type { ActorType } from '../db/schema';
import { deliverJobs } from '../webhooks/deliveries';
import { MAX_WEBHOOKS } from '../webhooks/limits';

/** The webhook vocabulary (spec 6.1). Other event names are recorded but never delivered. */
export const WEBHOOK_EVENTS = [
  'issue.created',
  'issue.updated',
  'issue.deleted',
  'issue.pr_linked',
  'issue.pr_unlinked',
  'issue.pr_status_changed',
  'comment.created',
  'comment.updated',
  'comment.deleted',
  'project.created',
  'project.updated',
  'project.deleted',
  'sprint.created',
  'sprint.updated',
  'sprint.deleted',
  'member.added',
  'member.removed',
  'agent_session.created',
  'agent_session.completed',
  'agent_session.errored',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** Old and new value of each changed field. */
export type Changes = Record<string, { old: unknown; new: unknown }>;

export interface NewEvent {
  workspaceId: string;
  /** e.g. `issue.updated`; internal-only names (`issue.watched`) are allowed too. */
  name: string;
  actor: Principal;
  entityType: string;
  entityId: string;
  projectId?: string | null;
  issueId?: string | null;
  changes?: Changes;
  /** Ids only: what a webhook receiver gets (spec 6.2). */
  payload: Record<string, string | null>;
}

function actorOf(principal: Principal): { actorType: ActorType; actorId: string | null } {
  switch (principal.kind) {
    case 'session':
    case 'pat':
      return { actorType: 'user', actorId: principal.userId };
    case 'agent':
      return { actorType: 'agent', actorId: principal.agentId };
    default:
      return { actorType: 'system', actorId: null };
  }
}

const isWebhookEvent = (name: string): name is WebhookEvent =>
  (WEBHOOK_EVENTS as readonly string[]).includes(name);

/**
 * Appends one event row and, for webhook events, fans it out in the same statement: one
 * delivery per active webhook of the workspace subscribed to the event, each with its
 * graphile-worker job. Call it with the transaction that makes the change: a committed
 * change is always delivered, a rolled-back one never.
 */
export async function recordEvent(trx: Conn, event: NewEvent): Promise<string> {
  const id = createId();
  const row = {
    id,
    workspaceId: event.workspaceId,
    name: event.name,
    ...actorOf(event.actor),
    entityType: event.entityType,
    entityId: event.entityId,
    projectId: event.projectId ?? null,
    issueId: event.issueId ?? null,
    changes: JSON.stringify(event.changes ?? {}),
    payload: JSON.stringify(event.payload),
  };
  if (!isWebhookEvent(event.name)) {
    await trx.insertInto('events').values(row).execute();
    return id;
  }
  // Ids for the deliveries, made here because CUID2 has no SQL form; a workspace has at
  // most MAX_WEBHOOKS webhooks, so this many always suffice.
  const deliveryIds = Array.from({ length: MAX_WEBHOOKS }, () => createId());
  await sql`
    WITH event AS (
      INSERT INTO events (id, workspace_id, name, actor_type, actor_id, entity_type, entity_id,
                          project_id, issue_id, changes, payload)
      VALUES (${row.id}, ${row.workspaceId}, ${row.name}, ${row.actorType}, ${row.actorId},
              ${row.entityType}, ${row.entityId}, ${row.projectId}, ${row.issueId},
              ${row.changes}::jsonb, ${row.payload}::jsonb)
      RETURNING created_at
    ), hooks AS (
      SELECT w.id, w.secret, row_number() OVER (ORDER BY w.id) AS n
      FROM webhooks w
      WHERE w.workspace_id = ${row.workspaceId} AND w.active AND ${row.name} = ANY (w.events)
    ), deliveries AS (
      INSERT INTO webhook_deliveries (id, workspace_id, webhook_id, event_id, event, payload, secret, created_at)
      SELECT (${deliveryIds}::text[])[hooks.n], ${row.workspaceId}, hooks.id, ${row.id}, ${row.name},
             ${row.payload}::jsonb, hooks.secret, event.created_at
      FROM hooks CROSS JOIN event
      RETURNING id
    )
    SELECT count(*) FROM graphile_worker.add_jobs(${deliverJobs('deliveries')})
  `.execute(trx);
  return id;
}

/** Field-by-field diff of an update: only fields whose value actually changed. */
export function diff<T extends Record<string, unknown>>(before: T, after: Partial<T>): Changes {
  const changes: Changes = {};
  for (const [field, value] of Object.entries(after)) {
    if (value === undefined) continue;
    const old = before[field];
    const same =
      old instanceof Date && value instanceof Date
        ? old.getTime() === value.getTime()
        : old === value;
    if (!same) changes[field] = { old: old ?? null, new: value ?? null };
  }
  return changes;
}
