import { deliveryAttemptDuration, deliveryAttempts, rateLimitRejections } from './registry';

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
