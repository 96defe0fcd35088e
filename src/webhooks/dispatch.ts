import { sql } from 'kysely';
import type { Conn, Db } from '../db/database';
import type { DeliveryState } from '../db/schema';
import { deliverJobs } from './deliveries';
import type { AttemptOutcome } from './sender';

/**
 * The life of one attempt: claim a slot, send, record the outcome. A webhook has at most
 * `maxInFlight` attempts in flight; due deliveries beyond that wait parked, without a job
 * and without a worker slot, and each finished attempt hands its slot to the next one
 * (retries first, then the oldest). One hanging receiver therefore holds `maxInFlight`
 * slots of the pool, never all of them.
 */

export const MAX_ATTEMPTS = 5;
/** Consecutive DEAD deliveries, with no success between, that disable a webhook. */
export const DISABLE_AFTER = 15;

export interface DispatchLimits {
  /** How long a claim protects an attempt; an expired lease means its worker died. */
  leaseMs: number;
  /** Attempts in flight per webhook. */
  maxInFlight: number;
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
 * Serialises claims and finishes per webhook, so the in-flight count a later statement of
 * the same transaction reads is exact. Rows are locked in id order: no deadlocks.
 */
async function lockWebhooksOf(trx: Conn, deliveryIds: string[]): Promise<void> {
  await sql`
    SELECT 1 FROM webhooks
    WHERE id IN (SELECT webhook_id FROM webhook_deliveries WHERE id = ANY(${deliveryIds}::text[]))
    ORDER BY id
    FOR UPDATE
  `.execute(trx);
}

/** Slots a webhook has free, not counting the attempts in `finishing`. */
const freeSlots = (
  webhookId: ReturnType<typeof sql.ref>,
  maxInFlight: number,
  finishing: string[],
) => sql<number>`
  ${maxInFlight} - (SELECT count(*) FROM webhook_deliveries x
                    WHERE x.webhook_id = ${webhookId} AND x.leased_until > now()
                      AND x.id <> ALL(${finishing}::text[]))`;

/**
 * Takes deliveries for one attempt each: those still open, not held by a live worker, and
 * within their webhook's free slots. The rest of the due ones are parked until a slot
 * frees. Deliveries of a disabled webhook are handed out too, to be closed.
 */
export async function claimDeliveries(
  db: Db,
  deliveryIds: string[],
  limits: DispatchLimits,
): Promise<(ClaimedDelivery | undefined)[]> {
  const rows = await db.transaction().execute(async (trx) => {
    await lockWebhooksOf(trx, deliveryIds);
    const { rows } = await sql<ClaimedDelivery & { admitted: boolean }>`
      WITH open AS (
        SELECT d.id, d.webhook_id, d.attempts, d.next_attempt_at
        FROM webhook_deliveries d
        WHERE d.id = ANY(${deliveryIds}::text[])
          AND d.state IN ('PENDING', 'RETRYING')
          AND (d.leased_until IS NULL OR d.leased_until < now())
      ), room AS (
        SELECT w.id, w.url, w.active, ${freeSlots(sql.ref('w.id'), limits.maxInFlight, [])} AS free
        FROM webhooks w
        WHERE w.id IN (SELECT webhook_id FROM open)
      ), ranked AS (
        SELECT o.id, r.url, r.active,
               NOT r.active OR row_number() OVER (
                 PARTITION BY o.webhook_id ORDER BY o.attempts DESC, o.next_attempt_at, o.id
               ) <= r.free AS admitted
        FROM open o JOIN room r ON r.id = o.webhook_id
      )
      UPDATE webhook_deliveries d
      SET leased_until = CASE WHEN r.admitted
                              THEN now() + make_interval(secs => ${limits.leaseMs / 1000}) END,
          parked_at = CASE WHEN r.admitted THEN NULL ELSE coalesce(d.parked_at, now()) END
      FROM ranked r
      WHERE d.id = r.id
      RETURNING d.id, d.webhook_id AS "webhookId", d.event, d.payload, d.secret, d.attempts,
                d.created_at AS "createdAt", r.url, r.active AS "webhookActive", r.admitted
    `.execute(trx);
    return rows;
  });
  const byId = new Map(rows.filter((row) => row.admitted).map((row) => [row.id, row]));
  return deliveryIds.map((id) => {
    const row = byId.get(id);
    if (!row) return undefined;
    const { admitted: _admitted, ...delivery } = row;
    return delivery;
  });
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
  /** Whether the caller will send the next waiting delivery of the webhook itself. */
  takeOver: boolean;
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
 * Records attempts and their consequences: the attempt rows, each delivery's new state,
 * each webhook's failure streak (a DEAD delivery is one terminal failure; 15 in a row
 * disable the webhook; a success resets it) and the retry jobs. The freed slots go to
 * the webhook's waiting deliveries: leased at once to the finished attempts that take
 * them over (one each; no job round trip), the rest of the free slots by a new job.
 * Resolves, per finished attempt, with the delivery it takes over, if any.
 */
export async function finishAttempts(
  db: Db,
  finished: FinishedAttempt[],
  retryDelaysMs: number[],
  limits: DispatchLimits,
): Promise<(ClaimedDelivery | undefined)[]> {
  const rows = finished.map(({ delivery, outcome }) => {
    const attempt = delivery.attempts + 1;
    return { delivery, outcome, attempt, ...nextState(attempt, outcome.ok, retryDelaysMs) };
  });
  const ids = rows.map((r) => r.delivery.id);
  const streak = streaks(rows.map((r) => ({ webhookId: r.delivery.webhookId, state: r.state })));
  const takers = new Map<string, number>();
  for (const { delivery, takeOver } of finished) {
    takers.set(delivery.webhookId, (takers.get(delivery.webhookId) ?? 0) + (takeOver ? 1 : 0));
  }
  const next = await db.transaction().execute(async (trx) => {
    // Held so that no claim parks a delivery between our count of free slots and our
    // hand-over: otherwise that delivery could wait with a slot free.
    await lockWebhooksOf(trx, ids);
    const { rows: handed } = await sql<ClaimedDelivery & { id: string | null }>`
      WITH input AS (
        SELECT * FROM unnest(
          ${ids}::text[], ${rows.map((r) => r.attempt)}::int[],
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
          ${streak.map(([, s]) => s.dead)}::int[], ${streak.map(([id]) => takers.get(id)!)}::int[]
        ) AS t(webhook_id, reset, dead, takers)
      ), webhook_updates AS (
        -- Successes only write when there is a streak to reset: busy webhooks stay quiet.
        UPDATE webhooks w
        SET consecutive_failures = f.failures,
            active = w.active AND f.failures < ${DISABLE_AFTER},
            disabled_at = CASE WHEN w.active AND f.failures >= ${DISABLE_AFTER} THEN now() ELSE w.disabled_at END,
            disabled_reason = CASE WHEN w.active AND f.failures >= ${DISABLE_AFTER}
                                   THEN 'consecutive_failures' ELSE w.disabled_reason END
        FROM (
          SELECT s.webhook_id,
                 CASE WHEN s.reset THEN s.dead ELSE w2.consecutive_failures + s.dead END AS failures
          FROM streak s JOIN webhooks w2 ON w2.id = s.webhook_id
          WHERE s.dead > 0 OR (s.reset AND w2.consecutive_failures > 0)
        ) f
        WHERE w.id = f.webhook_id
      ), next_up AS (
        SELECT p.id, p.rank <= s.takers AS taken
        FROM streak s CROSS JOIN LATERAL (
          SELECT q.id, row_number() OVER (ORDER BY q.attempts DESC, q.next_attempt_at, q.id) AS rank
          FROM (
            SELECT id, attempts, next_attempt_at FROM webhook_deliveries
            WHERE webhook_id = s.webhook_id AND parked_at IS NOT NULL
            ORDER BY attempts DESC, next_attempt_at, id
            LIMIT greatest(0, ${freeSlots(sql.ref('s.webhook_id'), limits.maxInFlight, ids)})
          ) q
        ) p
      ), handed AS (
        UPDATE webhook_deliveries d
        SET parked_at = NULL,
            leased_until = CASE WHEN n.taken
                                THEN now() + make_interval(secs => ${limits.leaseMs / 1000}) END
        FROM next_up n
        WHERE d.id = n.id
        RETURNING d.id, d.webhook_id, d.event, d.payload, d.secret, d.attempts, d.created_at,
                  d.next_attempt_at, n.taken
      ), jobs AS (
        SELECT count(*) AS added FROM graphile_worker.add_jobs(${deliverJobs(
          `(SELECT id, now() + make_interval(secs => delay_s) AS run_at FROM input
              WHERE state = 'RETRYING'
            UNION ALL
            SELECT id, least(next_attempt_at, now()) FROM handed WHERE NOT taken) AS due`,
          'run_at',
        )})
      )
      SELECT h.id, h.webhook_id AS "webhookId", h.event, h.payload, h.secret, h.attempts,
             h.created_at AS "createdAt", w.url, w.active AS "webhookActive"
      FROM jobs LEFT JOIN (handed h JOIN webhooks w ON w.id = h.webhook_id AND h.taken) ON true
    `.execute(trx);
    return handed.filter((row): row is ClaimedDelivery => row.id !== null);
  });
  // One waiting delivery for each attempt that takes one over, from its own webhook.
  return finished.map(({ delivery, takeOver }) => {
    if (!takeOver) return undefined;
    const index = next.findIndex((n) => n.webhookId === delivery.webhookId);
    return index < 0 ? undefined : next.splice(index, 1)[0];
  });
}

/** Closes a delivery of a webhook that was disabled meanwhile, without counting a failure. */
export async function abandonDelivery(db: Conn, deliveryId: string): Promise<void> {
  await db
    .updateTable('webhookDeliveries')
    .set({ state: 'DEAD', leasedUntil: null, parkedAt: null, completedAt: sql<Date>`now()` })
    .where('id', '=', deliveryId)
    .execute();
}

/**
 * Puts back to work the deliveries a dead worker left behind, and nothing else:
 * - an attempt whose lease expired (its worker died mid-send);
 * - a due delivery whose job has been locked longer than any live worker holds one (its
 *   worker died after taking the job) or has vanished;
 * - parked deliveries of a webhook with a slot free (the attempt meant to hand its slot
 *   over died first).
 * Work merely waiting its turn keeps its job untouched, and a re-created job keeps the
 * delivery's original due time, so it never moves behind newer work.
 */
export async function recoverDeliveries(
  db: Conn,
  limits: DispatchLimits & { orphanAfterMs: number },
): Promise<number> {
  const { rows } = await sql<{ count: number }>`
    WITH expired AS (
      SELECT d.id FROM webhook_deliveries d
      WHERE d.state IN ('PENDING', 'RETRYING') AND d.leased_until < now()
      LIMIT 1000
    ), jobless AS (
      SELECT d.id FROM webhook_deliveries d
      WHERE d.state IN ('PENDING', 'RETRYING') AND d.leased_until IS NULL AND d.parked_at IS NULL
        AND d.next_attempt_at < now() - make_interval(secs => ${limits.orphanAfterMs / 1000})
        AND NOT EXISTS (
          SELECT 1 FROM graphile_worker.jobs j
          WHERE j.key = 'webhook-delivery:' || d.id
            AND (j.locked_at IS NULL
                 OR j.locked_at > now() - make_interval(secs => ${limits.orphanAfterMs / 1000}))
        )
      LIMIT 1000
    ), waiting AS (
      SELECT next.id FROM webhooks w CROSS JOIN LATERAL (
        SELECT p.id FROM webhook_deliveries p
        WHERE p.webhook_id = w.id AND p.parked_at IS NOT NULL
        ORDER BY p.attempts DESC, p.next_attempt_at, p.id
        LIMIT greatest(0, ${freeSlots(sql.ref('w.id'), limits.maxInFlight, [])})
      ) next
      WHERE w.id IN (SELECT webhook_id FROM webhook_deliveries WHERE parked_at IS NOT NULL)
    ), revived AS (
      UPDATE webhook_deliveries d
      SET leased_until = NULL, parked_at = NULL
      WHERE d.id IN (SELECT id FROM expired UNION SELECT id FROM jobless UNION SELECT id FROM waiting)
      RETURNING d.id, d.next_attempt_at
    )
    SELECT count(*)::int AS count FROM graphile_worker.add_jobs(${deliverJobs('revived', 'next_attempt_at')}, true)
  `.execute(db);
  return rows[0]?.count ?? 0;
}
