import {
  deliveryAttemptDuration,
  deliveryAttempts,
  dispatchBatchDuration,
  dispatchBatchSize,
  rateLimitRejections,
} from './registry';

/** Which limit a refused key belongs to: `ip:…`, `tight:…` (per operation), `pat:…`. */
export function limitName(key: string): 'ip' | 'tight' | 'token' {
  if (key.startsWith('ip:')) return 'ip';
  if (key.startsWith('tight:')) return 'tight';
  return 'token';
}

/** Counts one request refused by a rate limit. */
export function countRateLimitRejection(key: string): void {
  rateLimitRejections.inc({ limit: limitName(key) });
}

export interface ObservedAttempt {
  ok: boolean;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

/** The outcome label of an attempt: a closed set, never the error text itself. */
export function attemptOutcome(attempt: ObservedAttempt): string {
  if (attempt.ok) return 'success';
  if (attempt.statusCode !== null) return 'http_error';
  if (attempt.error?.startsWith('timed out')) return 'timeout';
  if (attempt.error?.includes('refused')) return 'refused';
  return 'network_error';
}

/** Counts one delivery attempt and records how long it took. */
export function observeDeliveryAttempt(attempt: ObservedAttempt): void {
  const outcome = attemptOutcome(attempt);
  deliveryAttempts.inc({ outcome });
  deliveryAttemptDuration.observe({ outcome }, attempt.durationMs / 1000);
}

/** A batched step of the delivery worker: claiming slots, or recording outcomes. */
export type DispatchStep = 'claim' | 'finish';

/**
 * `flush` with each batch's size and round trip recorded. A drain runs one batch of each
 * step at a time, so the finish's duration against the attempts' is where a drain waits.
 */
export function measuredBatch<I, O>(
  step: DispatchStep,
  flush: (items: I[]) => Promise<O[]>,
): (items: I[]) => Promise<O[]> {
  return async (items) => {
    const started = performance.now();
    try {
      return await flush(items);
    } finally {
      dispatchBatchSize.observe({ step }, items.length);
      dispatchBatchDuration.observe({ step }, (performance.now() - started) / 1000);
    }
  };
}
