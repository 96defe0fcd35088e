import { sql } from 'kysely';
import type { Conn, Db } from '../db/database';
import type { DeliveryState } from '../db/schema';
import { allowanceChange, allowanceSignal, retryAfterMs, type AllowanceSignal } from './allowance';
import type { AttemptOutcome } from './sender';

/**
 * The life of one attempt: claim a slot, send, record the outcome. A webhook has at most
 * its in-flight allowance of attempts in flight (allowance.ts: it adapts to how the
 * receiver answers, below `maxInFlight`); due deliveries beyond that wait parked, without
 * a job and without a worker slot, and each finished attempt hands its slot to the next
 * one (retries first, then the oldest). One hanging receiver therefore holds one slot of
 * the pool after its first timeouts, never all of them.
 */

export const MAX_ATTEMPTS = 5;
/** Consecutive DEAD deliveries, with no success between, that disable a webhook. */
export const DISABLE_AFTER = 15;

export interface DispatchLimits {
  /** How long a claim protects an attempt; an expired lease means its worker died. */
  leaseMs: number;
  /** The ceiling of each webhook's in-flight allowance. */
  maxInFlight: number;
  /** A 2xx answered within this many ms grows its webhook's allowance. */
  quickMs: number;
}

export interface ClaimedDelivery {
  id: string;
  webhookId: string;
  event: string;
  payload: Record<string, unknown>;
  secret: string;
  attempts: number;
  createdAt: string;
  url: string;
  webhookActive: boolean;
}

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
  // webhook_claim_deliveries locks the webhooks of the due deliveries (waiting for a finish
  // that holds one), counts their live leases, leases what fits and parks the rest; it reads
  // the deliveries FOR UPDATE SKIP LOCKED so it never parks one a finishing attempt is
  // taking over.
  const { rows } = await sql<ClaimedDelivery & { admitted: boolean }>`
    SELECT id, webhook_id AS "webhookId", event, payload, secret, attempts,
           created_at AS "createdAt", url, webhook_active AS "webhookActive", admitted
    FROM webhook_claim_deliveries(${deliveryIds}::text[], ${limits.leaseMs / 1000}, ${limits.maxInFlight})
  `.execute(db);
  const byId = new Map(rows.filter((row) => row.admitted).map((row) => [row.id, row]));
  return deliveryIds.map((id) => {
    const row = byId.get(id);
    // Two jobs of one delivery can meet in a batch (a retry job added while the chain's
    // job still ran): only the first one sends.
    byId.delete(id);
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
  /**
   * How many of the webhook's waiting deliveries the caller will send itself next (leased
   * to it at once, in the freed slot and any other free one): 0 when it stops.
   */
  takeOver: number;
}

/**
 * How a run of outcomes, in completion order, moves each webhook's failure streak: a
 * success resets it, each DEAD delivery extends it.
 */
function streaks(finished: { webhookId: string; state: DeliveryState; signal: AllowanceSignal }[]) {
  const byWebhook = new Map<string, { reset: boolean; dead: number; signals: AllowanceSignal[] }>();
  for (const { webhookId, state, signal } of finished) {
    const streak = byWebhook.get(webhookId) ?? { reset: false, dead: 0, signals: [] };
    streak.signals.push(signal);
    if (state === 'SUCCEEDED') byWebhook.set(webhookId, { ...streak, reset: true, dead: 0 });
    else if (state === 'DEAD') byWebhook.set(webhookId, { ...streak, dead: streak.dead + 1 });
    else byWebhook.set(webhookId, streak);
  }
  return [...byWebhook.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([id, { reset, dead, signals }]) =>
        [id, { reset, dead, ...allowanceChange(signals) }] as const,
    );
}

/**
 * Records attempts and their consequences: the attempt rows, each delivery's new state,
 * each webhook's failure streak (a DEAD delivery is one terminal failure; 15 in a row
 * disable the webhook; a success resets it) and the retry jobs. The freed slots go to
 * the webhook's due deliveries nobody holds, parked or with a job still waiting: leased
 * at once to the finished attempts that take them over (one each; no job round trip),
 * parked ones in the rest of the free slots given a new job, as many as `wakeLimit`.
 * Resolves, per finished attempt, with the deliveries it takes over (up to `takeOver`).
 */
export async function finishAttempts(
  db: Db,
  finished: FinishedAttempt[],
  retryDelaysMs: number[],
  limits: DispatchLimits,
  /** The most parked deliveries to give new jobs: the caller's idle worker slots. */
  wakeLimit: number | null = null,
): Promise<ClaimedDelivery[][]> {
  const rows = finished.map(({ delivery, outcome }) => {
    const attempt = delivery.attempts + 1;
    const next = nextState(attempt, outcome.ok, retryDelaysMs);
    // A receiver that asked for a pause (429/503 with Retry-After) gets at least that.
    const delayMs = next.state === 'RETRYING' ? Math.max(next.delayMs, retryAfterMs(outcome)) : 0;
    return { delivery, outcome, attempt, state: next.state, delayMs };
  });
  const ids = rows.map((r) => r.delivery.id);
  const streak = streaks(
    rows.map((r) => ({
      webhookId: r.delivery.webhookId,
      state: r.state,
      signal: allowanceSignal(r.outcome, limits.quickMs),
    })),
  );
  const takers = new Map<string, number>();
  for (const { delivery, takeOver } of finished) {
    takers.set(delivery.webhookId, (takers.get(delivery.webhookId) ?? 0) + takeOver);
  }
  // webhook_finish_attempts records everything and hands the freed slots over under the
  // webhooks' row locks.
  const { rows: next } = await sql<ClaimedDelivery & { id: string | null }>`
    SELECT id, webhook_id AS "webhookId", event, payload, secret, attempts,
           created_at AS "createdAt", url, webhook_active AS "webhookActive"
    FROM webhook_finish_attempts(
      ${ids}::text[], ${rows.map((r) => r.attempt)}::int[],
      ${rows.map((r) => r.outcome.statusCode)}::int[], ${rows.map((r) => r.outcome.error)}::text[],
      ${rows.map((r) => r.outcome.durationMs)}::int[],
      ${rows.map((r) => r.outcome.response && JSON.stringify(r.outcome.response.headers))}::jsonb[],
      ${rows.map((r) => r.outcome.response?.body ?? null)}::text[],
      ${rows.map((r) => r.outcome.response?.cut ?? false)}::boolean[],
      ${rows.map((r) => r.state)}::delivery_state[],
      ${rows.map((r) => r.delayMs / 1000)}::float8[],
      ${streak.map(([id]) => id)}::text[], ${streak.map(([, s]) => s.reset)}::boolean[],
      ${streak.map(([, s]) => s.dead)}::int[], ${streak.map(([id]) => takers.get(id)!)}::int[],
      ${streak.map(([, s]) => s.grow)}::int[], ${streak.map(([, s]) => s.shrink)}::int[],
      ${DISABLE_AFTER}, ${limits.leaseMs / 1000}, ${limits.maxInFlight}, ${wakeLimit}::int
    )
  `.execute(db);
  // The handed deliveries of each webhook, in the order the finish chose them (retries
  // first, then the oldest), shared out among its takers in order: each gets up to what it
  // asked for, and sends them in that order.
  const handed = new Map<string, ClaimedDelivery[]>();
  for (const row of next) {
    if (row.id === null) continue;
    const queue = handed.get(row.webhookId) ?? [];
    queue.push(row);
    handed.set(row.webhookId, queue);
  }
  return finished.map(({ delivery, takeOver }) =>
    (handed.get(delivery.webhookId) ?? []).splice(0, takeOver),
  );
}

/**
 * Gives back deliveries a job held in reserve and will not send: parked, they wait for a
 * slot to be handed to them like any other parked delivery (their jobs were completed when
 * they were taken over). The caller's own finish, which follows, hands over the slots.
 */
export async function parkReserved(db: Conn, deliveryIds: string[]): Promise<void> {
  await db
    .updateTable('webhookDeliveries')
    .set({ leasedUntil: null, parkedAt: sql<string>`now()` })
    .where('id', '=', sql<string>`ANY (${deliveryIds}::text[])`)
    .where('state', 'in', ['PENDING', 'RETRYING'])
    .where('leasedUntil', 'is not', null)
    .execute();
}

/**
 * Gives the parked deliveries of these webhooks that fit their free slots a job each
 * (`webhook_wake_parked`, by the rule the recovery sweep applies to every webhook), for
 * deliveries a job gave back with no finish of their webhook after it to hand them over.
 * Answers how many jobs it added.
 */
export async function wakeParked(
  db: Conn,
  webhookIds: string[],
  limits: DispatchLimits,
): Promise<number> {
  const { rows } = await sql<{ added: number }>`
    SELECT webhook_wake_parked(${webhookIds}::text[], ${limits.maxInFlight}) AS added
  `.execute(db);
  return rows[0]?.added ?? 0;
}

/** Closes a delivery of a webhook that was disabled meanwhile, without counting a failure. */
export async function abandonDelivery(db: Conn, deliveryId: string): Promise<void> {
  await db
    .updateTable('webhookDeliveries')
    .set({ state: 'DEAD', leasedUntil: null, parkedAt: null, completedAt: sql<string>`now()` })
    .where('id', '=', deliveryId)
    .execute();
}

/**
 * Puts back to work the deliveries no worker is going to send (expired leases, due
 * deliveries whose job vanished or is held by a dead worker, parked ones of a webhook with
 * a slot free): the SQL function webhook_recover_deliveries. Answers how many jobs it added.
 */
export async function recoverDeliveries(
  db: Conn,
  limits: DispatchLimits & { orphanAfterMs: number },
): Promise<number> {
  const { rows } = await sql<{ added: number }>`
    SELECT webhook_recover_deliveries(${limits.orphanAfterMs / 1000}, ${limits.maxInFlight}) AS added
  `.execute(db);
  return rows[0]?.added ?? 0;
}
