import { newId } from '../db/ids';
import type { Principal } from '../http/principal';
import { sql, type RawBuilder } from 'kysely';
import type { Conn } from '../db/database';
import type { ActorType } from '../db/schema';
import { currentTraceParent } from '../telemetry';

/** An event's payload: ids (and an issue's label ids), what a webhook receiver gets. */
export type EventPayload = Record<string, string | readonly string[] | null>;

/** Old and new value of each changed field. */
export type Changes = Record<string, { old: unknown; new: unknown }>;

/** Who made a change: a caller of the API, or a code-host connection acting on its own. */
export type Actor = Principal | { kind: 'integration'; integrationId: string };

export interface NewEvent {
  workspaceId: string;
  /** e.g. `issue.updated`; internal-only names (`issue.watched`) are allowed too. */
  name: string;
  actor: Actor;
  entityType: string;
  entityId: string;
  projectId?: string | null;
  issueId?: string | null;
  changes?: Changes;
  /** Ids only: what a webhook receiver gets (the document's `Webhook…Payload` schemas). */
  payload: EventPayload;
}

function actorOf(principal: Actor): { actorType: ActorType; actorId: string | null } {
  switch (principal.kind) {
    case 'integration':
      return { actorType: 'integration', actorId: principal.integrationId };
    case 'session':
    case 'pat':
      return { actorType: 'user', actorId: principal.userId };
    case 'agent':
      return { actorType: 'agent', actorId: principal.agentId };
    default:
      return { actorType: 'system', actorId: null };
  }
}

/** An event about to be stored, as subscribers see it. */
export interface RecordedEvent {
  id: string;
  workspaceId: string;
  name: string;
  /** Ids only: what a webhook receiver gets. */
  payload: EventPayload;
  /** Who made the change, as the event row stores it. */
  actorType: ActorType;
  actorId: string | null;
  /**
   * Whether the statement makes the change itself (`recordEventWith`): its rows are then
   * the `change` CTE, as the change returns them (a creation's new row).
   */
  withChange: boolean;
}

/**
 * What a subscriber adds to the statement that records an event, so its writes commit
 * or roll back with the change and cost no round trip of their own: `ctes` (each
 * `name AS (...)`, names unique to the subscriber) may read the stored row from the
 * `recorded` CTE (`id`, `created_at`) and, when `withChange`, the change's rows from
 * `change`; `result` is a scalar expression over them, selected by the statement so that
 * read-only CTEs run too.
 */
export interface SubscriberPart {
  ctes: RawBuilder<unknown>[];
  result: RawBuilder<unknown>;
}

/** Reacts to an event being recorded; undefined when it has nothing to add. */
export type EventSubscriber = (event: RecordedEvent) => SubscriberPart | undefined;

declare module '../http/handler' {
  interface AppServices {
    /** What reacts to recorded events: each feature's `subscribers`, from src/features.ts. */
    eventSubscribers: readonly EventSubscriber[];
  }
}

/**
 * Appends one event row, with every subscriber's writes in the same statement. Call it
 * with the transaction that makes the change, so they commit or roll back with it.
 */
export async function recordEvent(
  trx: Conn,
  event: NewEvent,
  subscribers: readonly EventSubscriber[],
): Promise<string> {
  const { id, ctes, results } = recording(event, subscribers);
  await sql`WITH ${sql.join(ctes)} SELECT ${sql.join(results)}`.execute(trx);
  return id;
}

/** The column that selects the recording's results beside the change's own. */
const RECORDING = 'recording';

/**
 * Makes a change and records its event in one statement: `change` (`INSERT … RETURNING
 * …`, say) runs as its first CTE, the event and every subscriber's writes after it, and
 * the change's rows are returned. The statement is its own transaction, so they commit
 * or fail together at the cost of one round trip, where a transaction costs four (BEGIN,
 * the change, the event, COMMIT). The event reads only whether the change returned a row.
 */
export async function recordEventWith<Row extends object>(
  db: Conn,
  event: NewEvent,
  subscribers: readonly EventSubscriber[],
  change: RawBuilder<Row>,
): Promise<Row[]> {
  const { ctes, results } = recording(event, subscribers, { onlyWithChange: true });
  // The results are selected so that every subscriber's CTEs run, then dropped.
  const { rows } = await sql<Row & { [RECORDING]: unknown }>`
    WITH change AS (${change}), ${sql.join(ctes)}
    SELECT change.*, ROW(${sql.join(results)}) AS ${sql.raw(RECORDING)}
    FROM change
  `.execute(db);
  return rows.map(({ [RECORDING]: _recording, ...row }) => row as unknown as Row);
}

/**
 * The CTEs that record an event and run its subscribers, and what selects them. With
 * `onlyWithChange`, the event is recorded only when the statement's `change` CTE returns a
 * row: a change whose own guard refused it (an issue for a project archived meanwhile)
 * writes nothing, so nothing happened and no event (nor any subscriber's write, which all
 * follow the event's row) says otherwise.
 */
function recording(
  event: NewEvent,
  subscribers: readonly EventSubscriber[],
  { onlyWithChange = false } = {},
) {
  const id = newId();
  const { actorType, actorId } = actorOf(event.actor);
  const recorded: RecordedEvent = {
    id,
    workspaceId: event.workspaceId,
    name: event.name,
    payload: event.payload,
    actorType,
    actorId,
    withChange: onlyWithChange,
  };
  const parts = subscribers.flatMap((subscriber) => subscriber(recorded) ?? []);
  const ctes = [
    sql`recorded AS (
      INSERT INTO events (id, workspace_id, name, actor_type, actor_id, entity_type, entity_id,
                          project_id, issue_id, changes, payload, trace_parent)
      SELECT ${id}, ${event.workspaceId}, ${event.name}, ${actorType}, ${actorId},
             ${event.entityType}, ${event.entityId}, ${event.projectId ?? null},
             ${event.issueId ?? null}, ${JSON.stringify(event.changes ?? {})},
             ${JSON.stringify(event.payload)}, ${currentTraceParent() ?? null}
      ${onlyWithChange ? sql`WHERE EXISTS (SELECT FROM change)` : sql``}
      RETURNING id, created_at
    )`,
    ...parts.flatMap((part) => part.ctes),
  ];
  const results = [sql`(SELECT id FROM recorded)`, ...parts.map((part) => part.result)];
  return { id, ctes, results };
}

/** What an event is about: the entity, where it lives, the ids a webhook receiver gets. */
export interface EventSubject {
  entityType: string;
  entityId: string;
  projectId?: string | null;
  issueId?: string | null;
  payload: EventPayload;
}

/** Who made a change, in which workspace, and what reacts to it (a handler's request). */
export interface ChangeAuthor {
  principal: Actor;
  membership: { workspaceId: string };
  eventSubscribers: readonly EventSubscriber[];
}

/**
 * The one way handlers record a change: an event named `name` about `subject`. Given
 * `before` and `after`, it records the fields that changed (never `updatedAt` or `version`,
 * which the database keeps) and records nothing when none did. Returns whether it recorded.
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
    delete changes.version;
    if (Object.keys(changes).length === 0) return false;
  } else changes = change?.changes;
  await recordEvent(
    trx,
    {
      workspaceId: by.membership.workspaceId,
      name,
      actor: by.principal,
      ...subject,
      changes,
    },
    by.eventSubscribers,
  );
  return true;
}

/**
 * Records the creation of an entity with its event in one statement (`recordEventWith`):
 * `insert` adds the entity's row and returns it. An insert may refuse (no row: its guard
 * found the parent gone or closed meanwhile); then nothing is recorded and `refused`'s
 * error is thrown.
 */
export async function recordCreation<Row extends object>(
  db: Conn,
  by: ChangeAuthor,
  name: string,
  subject: EventSubject,
  insert: RawBuilder<Row>,
  refused: () => Error = () => new Error(`${name}: the insert wrote no row`),
): Promise<Row> {
  const [row] = await recordEventWith(
    db,
    { workspaceId: by.membership.workspaceId, name, actor: by.principal, ...subject },
    by.eventSubscribers,
    insert,
  );
  if (!row) throw refused();
  return row;
}

/**
 * Timestamps read from the database are ISO strings; one a handler made may be a Date.
 * Lists and objects (an issue's labels) compare by value.
 */
const comparable = (value: unknown) =>
  value instanceof Date
    ? value.toISOString()
    : value !== null && typeof value === 'object'
      ? JSON.stringify(value)
      : value;

/** Field-by-field diff of an update: only fields whose value actually changed. */
export function diff<T extends Record<string, unknown>>(before: T, after: Partial<T>): Changes {
  const changes: Changes = {};
  for (const [field, value] of Object.entries(after)) {
    if (value === undefined) continue;
    const old = before[field];
    const same = comparable(old) === comparable(value);
    if (!same) changes[field] = { old: old ?? null, new: value ?? null };
  }
  return changes;
}
