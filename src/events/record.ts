import { createId } from '@paralleldrive/cuid2';
import type { Principal } from '../auth/principal';
import type { Conn } from '../db/database';
import type { ActorType } from '../db/schema';

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

/**
 * Appends one event row. Call it with the transaction that makes the change, so a
 * rolled-back change leaves no event (and, later, no webhook delivery).
 */
export async function recordEvent(trx: Conn, event: NewEvent): Promise<string> {
  const id = createId();
  await trx
    .insertInto('events')
    .values({
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
    })
    .execute();
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
