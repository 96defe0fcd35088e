/** A webhook's delivery rows: creating, replaying, listing and pruning its history. */
import { newId } from '../db/ids';
import { sql } from 'kysely';
import type { Conn } from '../db/database';
import { fetchPage, type ListQuery } from '../db/paginate';
import { addDeliverJobs } from './delivery-jobs';

export const HISTORY_PER_WEBHOOK = 200;

/**
 * Keeps each webhook's newest 200 deliveries, whatever their outcome: older finished ones
 * are deleted, and open ones are never pruned, however old.
 *
 * With `createdWithinSeconds`, only webhooks with a delivery created that recently are
 * looked at: a history grows past 200 only when a delivery is created, so a frequent run
 * costs what the webhooks in use cost, not every delivery kept. A full run now and then
 * catches the rest: a delivery that was still open when its webhook's history last grew.
 * Each webhook is visited through its (created_at, id) index: its 201st delivery is the
 * cut, and the finished ones at or past the cut go.
 */
export async function pruneDeliveries(
  db: Conn,
  options: { createdWithinSeconds?: number } = {},
): Promise<number> {
  if (!db.isTransaction) {
    return db.transaction().execute((trx) => pruneDeliveries(trx, options));
  }
  const within = options.createdWithinSeconds ?? null;
  // Every step goes through the webhook's (created_at, id) index, whatever the planner's
  // statistics say. On statistics a burst of new deliveries had made stale, one run of the
  // test suite read 518,560 rows for a table of 4,500, which only scans of the whole table
  // repeated per webhook add up to: a sequential scan looks cheapest on a table the planner
  // believes small. For this statement only: set back once it has run.
  await sql`SET LOCAL enable_seqscan = off`.execute(db);
  // Each webhook's cut is found once, before any row is deleted. As a join the planner
  // could drive it from the deliveries instead, on statistics that a burst of new ones has
  // made stale: the cut was then sought again for every delivery, and 20,000 rows took
  // 17 s instead of 0.1.
  const result = await sql`
    WITH old AS MATERIALIZED (
      SELECT w.id AS webhook_id, cut.created_at, cut.id
      FROM webhooks w
      CROSS JOIN LATERAL (
        SELECT created_at, id FROM webhook_deliveries
        WHERE webhook_id = w.id
        ORDER BY created_at DESC, id DESC
        OFFSET ${HISTORY_PER_WEBHOOK} LIMIT 1
      ) cut
      WHERE ${within}::float8 IS NULL OR EXISTS (
        SELECT 1 FROM webhook_deliveries recent
        WHERE recent.webhook_id = w.id
          AND recent.created_at > now() - make_interval(secs => ${within}::float8)
      )
    )
    DELETE FROM webhook_deliveries d
    USING old
    WHERE d.webhook_id = old.webhook_id
      AND (d.created_at, d.id) <= (old.created_at, old.id)
      AND d.state IN ('SUCCEEDED', 'DEAD')
  `.execute(db);
  await sql`SET LOCAL enable_seqscan = DEFAULT`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/** A new delivery of a given event/payload/secret to one webhook, with its job. */
export async function enqueueDelivery(
  db: Conn,
  input: {
    workspaceId: string;
    webhookId: string;
    event: string;
    payload: Record<string, unknown>;
    secret: string;
    eventId?: string | null;
    replayOf?: string | null;
  },
): Promise<string> {
  const id = newId();
  await sql`
    WITH delivery AS (
      INSERT INTO webhook_deliveries (id, workspace_id, webhook_id, event_id, event, payload, secret, replay_of)
      VALUES (${id}, ${input.workspaceId}, ${input.webhookId}, ${input.eventId ?? null}, ${input.event},
              ${JSON.stringify(input.payload)}::jsonb, ${input.secret}, ${input.replayOf ?? null})
      RETURNING id
    )
    ${addDeliverJobs('delivery')}
  `.execute(db);
  return id;
}

const deliveryColumns = [
  'd.id',
  'd.webhookId',
  'd.event',
  'd.payload',
  'd.state',
  'd.attempts',
  'd.replayOf',
  'd.nextAttemptAt',
  'd.createdAt',
  'd.completedAt',
] as const;

export async function findDelivery(
  db: Conn,
  workspaceId: string,
  webhookId: string,
  deliveryId: string,
) {
  return db
    .selectFrom('webhookDeliveries as d')
    .select([...deliveryColumns, 'd.secret'])
    .where('d.workspaceId', '=', workspaceId)
    .where('d.webhookId', '=', webhookId)
    .where('d.id', '=', deliveryId)
    .executeTakeFirst();
}

/** A page of a webhook's deliveries, newest first, each with its attempts. */
export async function listDeliveries(
  db: Conn,
  workspaceId: string,
  webhookId: string,
  list: ListQuery,
) {
  const query = db
    .selectFrom('webhookDeliveries as d')
    .where('d.workspaceId', '=', workspaceId)
    .where('d.webhookId', '=', webhookId);
  return fetchPage(
    query,
    (q) =>
      q.select(deliveryColumns).select((eb) =>
        sql<AttemptRow[]>`coalesce((
          SELECT json_agg(json_build_object('attempt', a.attempt, 'statusCode', a.status_code,
            'error', a.error, 'durationMs', a.duration_ms,
            'responseHeaders', a.response_headers, 'responseBody', a.response_body,
            'responseBodyCut', a.response_body_cut,
            'createdAt', to_char(a.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
            ORDER BY a.attempt)
          FROM webhook_attempts a WHERE a.delivery_id = ${eb.ref('d.id')}), '[]')`.as('attemptLog'),
      ),
    { column: 'd.createdAt', tieBreaker: 'd.id' },
    list,
  );
}

interface AttemptRow {
  attempt: number;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
  responseHeaders: Record<string, string> | null;
  responseBody: string | null;
  responseBodyCut: boolean;
  createdAt: string;
}

/**
 * Enqueues a replay of each DEAD delivery of the webhook created at or after `since` that
 * was not replayed yet, each with its original event and payload and the webhook's
 * current secret (a new attempt, as a replay is), to be sent oldest first.
 * Answers how many. The caller holds the webhook's row lock, so two recoveries at once do
 * not both replay one delivery.
 */
export async function recoverDeadDeliveries(
  db: Conn,
  workspaceId: string,
  webhookId: string,
  since: string,
  maxInFlight: number,
): Promise<number> {
  const dead = await db
    .selectFrom('webhookDeliveries as d')
    .select('d.id')
    .where('d.workspaceId', '=', workspaceId)
    .where('d.webhookId', '=', webhookId)
    .where('d.state', '=', 'DEAD')
    .where('d.createdAt', '>=', since)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('webhookDeliveries as r')
            .select('r.id')
            .whereRef('r.webhookId', '=', 'd.webhookId')
            .whereRef('r.replayOf', '=', 'd.id'),
        ),
      ),
    )
    .orderBy('d.createdAt')
    .orderBy('d.id')
    .execute();
  if (dead.length === 0) return 0;
  const originals = dead.map((row) => row.id);
  const ids = originals.map(() => newId());
  // The oldest `maxInFlight` start at once; the rest wait parked, in order, and each finished
  // attempt hands its slot to the oldest of them: the replays go out oldest first.
  await sql`
    WITH replays AS (
      INSERT INTO webhook_deliveries
        (id, workspace_id, webhook_id, event_id, event, payload, secret, replay_of,
         next_attempt_at, parked_at)
      SELECT r.id, o.workspace_id, o.webhook_id, o.event_id, o.event, o.payload, w.secret, o.id,
             clock_timestamp(), CASE WHEN r.n > ${maxInFlight} THEN now() END
      FROM unnest(${ids}::text[], ${originals}::text[]) WITH ORDINALITY AS r(id, original, n)
      JOIN webhook_deliveries o ON o.id = r.original AND o.workspace_id = ${workspaceId}
      JOIN webhooks w ON w.id = o.webhook_id AND w.workspace_id = ${workspaceId}
      ORDER BY r.n
      RETURNING id, parked_at
    ), started AS (
      SELECT id FROM replays WHERE parked_at IS NULL
    )
    ${addDeliverJobs('started')}
  `.execute(db);
  return originals.length;
}
