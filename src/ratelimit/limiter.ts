import { sql } from 'kysely';
import type { Conn } from '../db/database';
import { AppError } from '../http/errors';

/** The verdict for one key, as `rate_limit_hit` returns it. */
export interface LimitResult {
  key: string;
  maxRequests: number;
  allowed: boolean;
  remaining: number;
  resetMs: number;
  retryAfterMs: number;
}

export interface LimitCheck {
  key: string;
  limit: number;
}

/** Checks counted together; they share one window length. */
export interface LimitSet {
  checks: LimitCheck[];
  windowMs: number;
}

/** SQL calling `rate_limit_hit` for a set, at the database's clock unless `nowMs` is given. */
function limitHitSql({ checks, windowMs }: LimitSet, nowMs?: number) {
  const keys = sql`${checks.map((c) => c.key)}::text[]`;
  const limits = sql`${checks.map((c) => c.limit)}::int[]`;
  return nowMs === undefined
    ? sql`rate_limit_hit(${keys}, ${limits}, ${windowMs}::int)`
    : sql`rate_limit_hit(${keys}, ${limits}, ${windowMs}::int, ${Math.floor(nowMs)}::bigint)`;
}

/**
 * Counts one request against every check of the set in one round trip. `nowMs` (Unix
 * milliseconds) places the request at an explicit moment; the service never passes it.
 */
export async function hitLimits(db: Conn, set: LimitSet, nowMs?: number): Promise<LimitResult[]> {
  if (set.checks.length === 0) return [];
  const { rows } = await sql<LimitResult>`
    SELECT key, max_requests AS "maxRequests", allowed, remaining,
           reset_ms AS "resetMs", retry_after_ms AS "retryAfterMs"
    FROM ${limitHitSql(set, nowMs)}
  `.execute(db);
  return rows.map((row) => ({
    ...row,
    resetMs: Number(row.resetMs),
    retryAfterMs: Number(row.retryAfterMs),
  }));
}

/** The 429 for a refused request, with `Retry-After` in whole seconds (at least 1). */
export function tooManyRequests(
  result: LimitResult,
  headers: Record<string, string> = {},
  message = 'Rate limit exceeded; retry later',
): AppError {
  const retryAfter = Math.max(1, Math.ceil(result.retryAfterMs / 1000));
  return new AppError(429, message, {
    ...headers,
    'Retry-After': String(retryAfter),
  });
}

/** `X-RateLimit-*` headers of a per-token verdict (spec 8). */
export function rateLimitHeaders(result: LimitResult): Record<string, string> {
  return {
    'X-RateLimit-Limit': String(result.maxRequests),
    'X-RateLimit-Remaining': String(result.remaining),
    'X-RateLimit-Reset': String(Math.ceil(result.resetMs / 1000)),
  };
}

/** Deletes counters no sliding window can reach any more (background task). */
export async function pruneCounters(db: Conn, windowMs: number): Promise<number> {
  const result = await sql`
    DELETE FROM rate_limit_counters
    WHERE window_start < (extract(epoch FROM now()) * 1000)::bigint - 2 * ${windowMs}::bigint
  `.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
