import { newId } from '../db/ids';
import type { Principal } from '../auth/principal';
import type { Conn } from '../db/database';
import type { ActorType } from '../db/schema';

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

/** An event as stored, handed to subscribers inside the recording transaction. */
export interface RecordedEvent {
  id: string;
  workspaceId: string;
  name: string;
  /** Ids only: what a webhook receiver gets. */
  payload: Record<string, string | null>;
  createdAt: Date;
}

/** Reacts to a recorded event with the transaction that made the change. */
export type EventSubscriber = (trx: Conn, event: RecordedEvent) => Promise<void>;

const subscribers = new Set<EventSubscriber>();

/** Registers a subscriber (once, however often it is called); the app wires them at start. */
export function subscribeToEvents(subscriber: EventSubscriber): void {
  subscribers.add(subscriber);
}

/**
 * Appends one event row, then lets every subscriber act on it in the same transaction.
 * Call it with the transaction that makes the change, so subscribers' writes commit or
 * roll back with it.
 */
export async function recordEvent(trx: Conn, event: NewEvent): Promise<string> {
  const id = newId();
  const { createdAt } = await trx
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
    .returning('createdAt')
    .executeTakeFirstOrThrow();
  const recorded = {
    id,
    workspaceId: event.workspaceId,
    name: event.name,
    payload: event.payload,
    createdAt,
  };
  for (const subscriber of subscribers) await subscriber(trx, recorded);
  return id;
}

/** What an event is about: the entity, where it lives, the ids a webhook receiver gets. */
export interface EventSubject {
  entityType: string;
  entityId: string;
  projectId?: string | null;
  issueId?: string | null;
  payload: Record<string, string | null>;
}

/** Who made a change, and in which workspace. */
export interface ChangeAuthor {
  principal: Principal;
  membership: { workspaceId: string };
}

/**
 * The one way handlers record a change: an event named `name` about `subject`. Given
 * `before` and `after`, it records the fields that changed (never `updatedAt`, which the
 * database stamps) and records nothing when none did. Returns whether it recorded.
 */
export async function recordChange(
  trx: Conn,
  by: ChangeAuthor,
  name: string,
  subject: EventSubject,
  change?: { before: object; after: object; changes?: never } | { changes: Changes },
): Promise<boolean> {
  let changes: Changes | undefined;
  if (change && 'before' in change) {
    changes = diff(change.before as Record<string, unknown>, change.after);
    delete changes.updatedAt;
    if (Object.keys(changes).length === 0) return false;
  } else changes = change?.changes;
  await recordEvent(trx, {
    workspaceId: by.membership.workspaceId,
    name,
    actor: by.principal,
    ...subject,
    changes,
  });
  return true;
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
