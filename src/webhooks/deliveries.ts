import { createId } from '@paralleldrive/cuid2';
import { sql } from 'kysely';
import type { Conn } from '../db/database';
import type { DeliveryState } from '../db/schema';
import type { ListQuery } from '../http/pagination';
import type { AttemptOutcome } from './sender';

export const DELIVER_TASK = 'webhooks:deliver';
export const MAX_ATTEMPTS = 5;
/** Consecutive DEAD deliveries, with no success between, that disable a webhook. */
export const DISABLE_AFTER = 15;
export const HISTORY_PER_WEBHOOK = 200;

/** graphile-worker job specs for deliveries; the job key makes re-enqueueing idempotent. */
export function deliverJobs(ids: string): ReturnType<typeof sql> {
  return sql`(
    SELECT coalesce(array_agg(ROW(${DELIVER_TASK}, json_build_object('deliveryId', id), NULL, NULL,
      25, 'webhook-delivery:' || id, NULL, NULL)::graphile_worker.job_spec), '{}')
    FROM ${sql.raw(ids)}
  )`;
}

export interface ClaimedDelivery {
  id: string;
  webhookId: string;
  event: string;
  payload: Record<string, unknown>;
  secret: string;
  attempts: number;
  createdAt: Date;
  url: string;
  webhookActive: boolean;
}

/**
 * Takes the delivery for one attempt: only if it is still open and no live worker holds
 * it. The lease outlives the attempt's timeout; if it expires, the worker died.
 */
export async function claimDelivery(db: Conn, deliveryId: string, leaseMs: number) {
  const { rows } = await sql<ClaimedDelivery>`
    UPDATE webhook_deliveries d
    SET leased_until = now() + make_interval(secs => ${leaseMs / 1000})
    FROM webhooks w
    WHERE d.id = ${deliveryId} AND w.id = d.webhook_id
      AND d.state IN ('PENDING', 'RETRYING')
      AND (d.leased_until IS NULL OR d.leased_until < now())
    RETURNING d.id, d.webhook_id AS "webhookId", d.event, d.payload, d.secret, d.attempts,
              d.created_at AS "createdAt", w.url, w.active AS "webhookActive"
  `.execute(db);
  return rows[0];
}

/** The next state after an attempt, and the delay before the next one when retrying. */
export function nextState(
  attempt: number,
  ok: boolean,
  retryDelaysMs: number[],
): { state: DeliveryState; delayMs: number } {
  if (ok) return { state: 'SUCCEEDED', delayMs: 0 };
  if (attempt >= MAX_ATTEMPTS) return { state: 'DEAD', delayMs: 0 };
  const delayMs = retryDelaysMs[Math.min(attempt - 1, retryDelaysMs.length - 1)] ?? 0;
  return { state: 'RETRYING', delayMs };
}

/**
 * Records an attempt and its consequences in one statement: the attempt row, the
 * delivery's new state, the webhook's failure streak (a DEAD delivery is one terminal
 * failure; 15 in a row disable the webhook; a success resets it) and the retry job.
 */
export async function finishAttempt(
  db: Conn,
  delivery: ClaimedDelivery,
  outcome: AttemptOutcome,
  retryDelaysMs: number[],
): Promise<DeliveryState> {
  const attempt = delivery.attempts + 1;
  const { state, delayMs } = nextState(attempt, outcome.ok, retryDelaysMs);
  const runAt = sql`now() + make_interval(secs => ${delayMs / 1000})`;
  await sql`
    WITH attempt AS (
      INSERT INTO webhook_attempts (delivery_id, attempt, status_code, error, duration_ms)
      VALUES (${delivery.id}, ${attempt}, ${outcome.statusCode}, ${outcome.error}, ${outcome.durationMs})
    ), delivery AS (
      UPDATE webhook_deliveries
      SET attempts = ${attempt}, state = ${state}::delivery_state, leased_until = NULL,
          next_attempt_at = ${runAt},
          completed_at = CASE WHEN ${state} IN ('SUCCEEDED', 'DEAD') THEN now() END
      WHERE id = ${delivery.id}
    ), streak AS (
      UPDATE webhooks
      SET consecutive_failures = CASE WHEN ${state} = 'SUCCEEDED' THEN 0 ELSE consecutive_failures + 1 END,
          active = active AND NOT (${state} = 'DEAD' AND consecutive_failures + 1 >= ${DISABLE_AFTER}),
          disabled_at = CASE WHEN active AND ${state} = 'DEAD' AND consecutive_failures + 1 >= ${DISABLE_AFTER}
                             THEN now() ELSE disabled_at END,
          disabled_reason = CASE WHEN active AND ${state} = 'DEAD' AND consecutive_failures + 1 >= ${DISABLE_AFTER}
                                 THEN 'consecutive_failures' ELSE disabled_reason END
      WHERE id = ${delivery.webhookId} AND ${state} IN ('SUCCEEDED', 'DEAD')
    )
    SELECT graphile_worker.add_job(${DELIVER_TASK}, json_build_object('deliveryId', ${delivery.id}::text),
      run_at => ${runAt}, max_attempts => 25, job_key => ${'webhook-delivery:' + delivery.id})
    WHERE ${state} = 'RETRYING'
  `.execute(db);
  return state;
}

/** Closes a delivery of a webhook that was disabled meanwhile, without counting a failure. */
export async function abandonDelivery(db: Conn, deliveryId: string): Promise<void> {
  await db
    .updateTable('webhookDeliveries')
    .set({ state: 'DEAD', leasedUntil: null, completedAt: sql<Date>`now()` })
    .where('id', '=', deliveryId)
    .execute();
}

/**
 * Re-enqueues open deliveries whose worker died: an expired lease (killed mid-attempt),
 * or a due delivery nobody claimed for a minute (killed after taking the job). The job
 * key makes this harmless for deliveries that are merely queued.
 */
export async function recoverDeliveries(db: Conn): Promise<number> {
  const { rows } = await sql<{ count: number }>`
    WITH stuck AS (
      SELECT id FROM webhook_deliveries
      WHERE state IN ('PENDING', 'RETRYING')
        AND (leased_until < now()
             OR (leased_until IS NULL AND next_attempt_at < now() - interval '1 minute'))
      LIMIT 1000
    )
    SELECT count(*)::int AS count FROM graphile_worker.add_jobs(${deliverJobs('stuck')})
  `.execute(db);
  return rows[0]?.count ?? 0;
}

/** Keeps the newest 200 finished deliveries per webhook; open ones are never pruned. */
export async function pruneDeliveries(db: Conn): Promise<number> {
  const result = await sql`
    DELETE FROM webhook_deliveries d
    USING (
      SELECT id FROM (
        SELECT id, state, row_number() OVER (PARTITION BY webhook_id ORDER BY created_at DESC, id DESC) AS rank
        FROM webhook_deliveries
      ) ranked
      WHERE rank > ${HISTORY_PER_WEBHOOK} AND state IN ('SUCCEEDED', 'DEAD')
    ) old
    WHERE d.id = old.id
  `.execute(db);
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
  const id = createId();
  await sql`
    WITH delivery AS (
      INSERT INTO webhook_deliveries (id, workspace_id, webhook_id, event_id, event, payload, secret, replay_of)
      VALUES (${id}, ${input.workspaceId}, ${input.webhookId}, ${input.eventId ?? null}, ${input.event},
              ${JSON.stringify(input.payload)}::jsonb, ${input.secret}, ${input.replayOf ?? null})
      RETURNING id
    )
    SELECT graphile_worker.add_jobs(${deliverJobs('delivery')})
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
  const [items, count] = await Promise.all([
    query
      .select(deliveryColumns)
      .select((eb) =>
        sql<AttemptRow[]>`coalesce((
          SELECT json_agg(json_build_object('attempt', a.attempt, 'statusCode', a.status_code,
            'error', a.error, 'durationMs', a.duration_ms,
            'createdAt', to_char(a.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
            ORDER BY a.attempt)
          FROM webhook_attempts a WHERE a.delivery_id = ${eb.ref('d.id')}), '[]')`.as('attemptLog'),
      )
      .orderBy('d.createdAt', list.sortOrder)
      .orderBy('d.id', list.sortOrder)
      .limit(list.limit)
      .offset(list.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: count.total };
}

interface AttemptRow {
  attempt: number;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
  createdAt: string;
}
