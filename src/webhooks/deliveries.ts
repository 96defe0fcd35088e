import { createId } from '@paralleldrive/cuid2';
import { sql } from 'kysely';
import type { Conn } from '../db/database';
import type { DeliveryState } from '../db/schema';
import { fetchPage } from '../db/paginate';
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
 * Takes deliveries for one attempt each: only those still open and not held by a live
 * worker. The lease outlives the attempt's timeout; if it expires, the worker died.
 */
export async function claimDeliveries(db: Conn, deliveryIds: string[], leaseMs: number) {
  const { rows } = await sql<ClaimedDelivery>`
    UPDATE webhook_deliveries d
    SET leased_until = now() + make_interval(secs => ${leaseMs / 1000})
    FROM webhooks w
    WHERE d.id = ANY(${deliveryIds}::text[]) AND w.id = d.webhook_id
      AND d.state IN ('PENDING', 'RETRYING')
      AND (d.leased_until IS NULL OR d.leased_until < now())
    RETURNING d.id, d.webhook_id AS "webhookId", d.event, d.payload, d.secret, d.attempts,
              d.created_at AS "createdAt", w.url, w.active AS "webhookActive"
  `.execute(db);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return deliveryIds.map((id) => byId.get(id));
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

export interface FinishedAttempt {
  delivery: ClaimedDelivery;
  outcome: AttemptOutcome;
}

/**
 * How a run of outcomes, in completion order, moves each webhook's failure streak: a
 * success resets it, each DEAD delivery extends it.
 */
function streaks(finished: { webhookId: string; state: DeliveryState }[]) {
  const byWebhook = new Map<string, { reset: boolean; dead: number }>();
  for (const { webhookId, state } of finished) {
    const streak = byWebhook.get(webhookId) ?? { reset: false, dead: 0 };
    if (state === 'SUCCEEDED') byWebhook.set(webhookId, { reset: true, dead: 0 });
    else if (state === 'DEAD') byWebhook.set(webhookId, { ...streak, dead: streak.dead + 1 });
    else byWebhook.set(webhookId, streak);
  }
  return [...byWebhook.entries()].sort(([a], [b]) => a.localeCompare(b));
}

/**
 * Records attempts and their consequences in one statement: the attempt rows, each
 * delivery's new state, each webhook's failure streak (a DEAD delivery is one terminal
 * failure; 15 in a row disable the webhook; a success resets it) and the retry jobs.
 */
export async function finishAttempts(
  db: Conn,
  finished: FinishedAttempt[],
  retryDelaysMs: number[],
): Promise<DeliveryState[]> {
  const rows = finished.map(({ delivery, outcome }) => {
    const attempt = delivery.attempts + 1;
    return { delivery, outcome, attempt, ...nextState(attempt, outcome.ok, retryDelaysMs) };
  });
  const streak = streaks(rows.map((r) => ({ webhookId: r.delivery.webhookId, state: r.state })));
  await sql`
    WITH input AS (
      SELECT * FROM unnest(
        ${rows.map((r) => r.delivery.id)}::text[], ${rows.map((r) => r.attempt)}::int[],
        ${rows.map((r) => r.outcome.statusCode)}::int[], ${rows.map((r) => r.outcome.error)}::text[],
        ${rows.map((r) => r.outcome.durationMs)}::int[], ${rows.map((r) => r.state)}::delivery_state[],
        ${rows.map((r) => r.delayMs / 1000)}::float8[]
      ) AS t(id, attempt, status_code, error, duration_ms, state, delay_s)
    ), attempts AS (
      INSERT INTO webhook_attempts (delivery_id, attempt, status_code, error, duration_ms)
      SELECT id, attempt, status_code, error, duration_ms FROM input
    ), deliveries AS (
      UPDATE webhook_deliveries d
      SET attempts = i.attempt, state = i.state, leased_until = NULL,
          next_attempt_at = now() + make_interval(secs => i.delay_s),
          completed_at = CASE WHEN i.state IN ('SUCCEEDED', 'DEAD') THEN now() END
      FROM input i
      WHERE d.id = i.id
    ), streak AS (
      SELECT * FROM unnest(
        ${streak.map(([id]) => id)}::text[], ${streak.map(([, s]) => s.reset)}::boolean[],
        ${streak.map(([, s]) => s.dead)}::int[]
      ) AS t(webhook_id, reset, dead)
    ), locked AS (
      -- Successes only write when there is a streak to reset: busy webhooks stay unlocked.
      -- Rows are locked in id order so concurrent batches cannot deadlock.
      SELECT w.id, s.reset, s.dead,
             CASE WHEN s.reset THEN s.dead ELSE w.consecutive_failures + s.dead END AS failures
      FROM webhooks w JOIN streak s ON s.webhook_id = w.id
      WHERE s.dead > 0 OR (s.reset AND w.consecutive_failures > 0)
      ORDER BY w.id
      FOR UPDATE OF w
    ), webhook_updates AS (
      UPDATE webhooks w
      SET consecutive_failures = l.failures,
          active = w.active AND l.failures < ${DISABLE_AFTER},
          disabled_at = CASE WHEN w.active AND l.failures >= ${DISABLE_AFTER} THEN now() ELSE w.disabled_at END,
          disabled_reason = CASE WHEN w.active AND l.failures >= ${DISABLE_AFTER}
                                 THEN 'consecutive_failures' ELSE w.disabled_reason END
      FROM locked l
      WHERE w.id = l.id
    )
    SELECT count(*) FROM graphile_worker.add_jobs((
      SELECT coalesce(array_agg(ROW(${DELIVER_TASK}, json_build_object('deliveryId', id), NULL,
        now() + make_interval(secs => delay_s), 25, 'webhook-delivery:' || id, NULL, NULL)::graphile_worker.job_spec), '{}')
      FROM input WHERE state = 'RETRYING'
    ))
  `.execute(db);
  return rows.map((r) => r.state);
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
  return fetchPage(
    query,
    (q) =>
      q.select(deliveryColumns).select((eb) =>
        sql<AttemptRow[]>`coalesce((
          SELECT json_agg(json_build_object('attempt', a.attempt, 'statusCode', a.status_code,
            'error', a.error, 'durationMs', a.duration_ms,
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
  createdAt: string;
}
