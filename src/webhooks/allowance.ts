import type { AttemptOutcome } from './sender';

/**
 * Each webhook's in-flight allowance: how many of its attempts may be in flight at once,
 * between ALLOWANCE_FLOOR and the configured ceiling (WEBHOOK_MAX_IN_FLIGHT), kept in
 * `webhooks.in_flight_allowance` and applied by the claim, the finish and the recovery
 * sweep (webhook_allowance). The rule, per finished batch of a webhook's attempts:
 * - a timeout drops it to the floor at once (a hanging receiver keeps one slot busy, not
 *   the ceiling's worth; TCP does the same on a retransmission timeout);
 * - otherwise a 429, a 5xx or a failed connection halves it (multiplicative decrease);
 * - otherwise each quick 2xx (answered within QUICK_SHARE of the timeout) adds one, so a
 *   receiver that keeps up doubles its allowance with every round of answers, as in TCP's
 *   slow start, until the ceiling. A slow success or another 4xx leaves it as it is.
 * Growth is fast because the decrease is immediate and the ceiling bounds the cost of
 * over-admitting: a receiver that starts failing loses the extra slots on its first
 * failures.
 */

export const ALLOWANCE_FLOOR = 1;
/** Where a new webhook starts (the column's default): the fixed cap of earlier versions. */
export const START_ALLOWANCE = 4;
/** A 2xx answered within this share of the timeout counts as quick. */
const QUICK_SHARE = 0.1;
/** The longest Retry-After honoured; beyond it the retry schedule's own delay applies. */
const MAX_RETRY_AFTER_MS = 60 * 60 * 1000;

/** What an outcome says about the receiver's capacity. */
export type AllowanceSignal = 'grow' | 'hold' | 'halve' | 'floor';

/** How long an answer must take at most to count as quick, for an attempt timeout. */
export function quickMs(timeoutMs: number): number {
  return Math.max(50, Math.round(timeoutMs * QUICK_SHARE));
}

export function allowanceSignal(outcome: AttemptOutcome, quickWithinMs: number): AllowanceSignal {
  if (outcome.timedOut) return 'floor';
  const status = outcome.statusCode;
  if (status === null || status === 429 || status >= 500) return 'halve';
  if (outcome.ok) return outcome.durationMs <= quickWithinMs ? 'grow' : 'hold';
  return 'hold';
}

/** The allowance change of one webhook over a batch: successes to add, or a decrease. */
export interface AllowanceChange {
  grow: number;
  /** 0: none, 1: halve, 2: down to the floor. */
  shrink: 0 | 1 | 2;
}

/** Folds a webhook's signals of one batch: the strongest decrease wins over any growth. */
export function allowanceChange(signals: AllowanceSignal[]): AllowanceChange {
  let grow = 0;
  let shrink: 0 | 1 | 2 = 0;
  for (const signal of signals) {
    if (signal === 'grow') grow++;
    else if (signal === 'halve') shrink = Math.max(shrink, 1) as 0 | 1 | 2;
    else if (signal === 'floor') shrink = 2;
  }
  return shrink > 0 ? { grow: 0, shrink } : { grow, shrink };
}

/**
 * The wait a 429 or 503 asks for with Retry-After (seconds or an HTTP date), in ms,
 * capped at an hour; 0 without one.
 */
export function retryAfterMs(outcome: AttemptOutcome, now = Date.now()): number {
  if (outcome.statusCode !== 429 && outcome.statusCode !== 503) return 0;
  const value = outcome.response?.headers['retry-after']?.trim();
  if (!value) return 0;
  const ms = /^\d+$/.test(value) ? Number(value) * 1000 : Date.parse(value) - now;
  return Number.isFinite(ms) ? Math.min(Math.max(ms, 0), MAX_RETRY_AFTER_MS) : 0;
}
