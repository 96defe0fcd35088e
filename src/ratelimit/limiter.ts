import { sql } from 'kysely';
import { createBatcherPerHandle } from '../db/batcher';
import type { Conn } from '../db/database';
import { AppError } from '../http/errors';
import { countRateLimitRejection } from '../metrics';

/** The verdict for one key, as `rate_limit_count` returns it. */
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

/**
 * The checks of several requests as `rate_limit_count` takes them: parallel arrays, each
 * check tagged with its request's number (1..n).
 */
export function flattenChecks(sets: LimitCheck[][]) {
  const requests: number[] = [];
  const keys: string[] = [];
  const limits: number[] = [];
  sets.forEach((checks, index) => {
    for (const check of checks) {
      requests.push(index + 1);
      keys.push(check.key);
      limits.push(check.limit);
    }
  });
  return { requests, keys, limits };
}

/** Counts the checks of several requests in one statement; verdicts per request, in order. */
async function countRequests(
  db: Conn,
  sets: LimitCheck[][],
  windowMs: number,
  nowMs?: number,
): Promise<LimitResult[][]> {
  const { requests, keys, limits } = flattenChecks(sets);
  const now =
    nowMs === undefined
      ? sql`(extract(epoch FROM clock_timestamp()) * 1000)::bigint`
      : sql`${Math.floor(nowMs)}::bigint`;
  const { rows } = await sql<LimitResult & { request: number }>`
    SELECT request, key, max_requests AS "maxRequests", allowed, remaining,
           reset_ms AS "resetMs", retry_after_ms AS "retryAfterMs"
    FROM rate_limit_count(${requests}::int[], ${keys}::text[], ${limits}::int[],
                          ${windowMs}::int, ${now})
  `.execute(db);
  const results: LimitResult[][] = sets.map(() => []);
  for (const { request, ...row } of rows) {
    results[request - 1]!.push({
      ...row,
      resetMs: Number(row.resetMs),
      retryAfterMs: Number(row.retryAfterMs),
    });
  }
  return results;
}

// Requests counted at the database's clock are batched per pool: under concurrency one
// statement counts them all, instead of each waiting on the last one's counter row lock.
const countBatched = createBatcherPerHandle(async (db: Conn, sets: LimitSet[]) => {
  const results: LimitResult[][] = new Array(sets.length);
  // Sets share the configured window; a batch holding two lengths counts each apart.
  for (const windowMs of new Set(sets.map((set) => set.windowMs))) {
    const indexes = sets.flatMap((set, index) => (set.windowMs === windowMs ? [index] : []));
    const counted = await countRequests(
      db,
      indexes.map((index) => sets[index]!.checks),
      windowMs,
    );
    indexes.forEach((index, n) => (results[index] = counted[n]!));
  }
  return results;
});

/**
 * Counts one request against every check of the set. `nowMs` (Unix milliseconds) places
 * the request at an explicit moment; the service never passes it.
 */
export async function hitLimits(db: Conn, set: LimitSet, nowMs?: number): Promise<LimitResult[]> {
  if (set.checks.length === 0) return [];
  if (nowMs !== undefined) return (await countRequests(db, [set.checks], set.windowMs, nowMs))[0]!;
  return countBatched(db, set);
}

/** The 429 for a refused request, with `Retry-After` in whole seconds (at least 1). */
export function tooManyRequests(
  result: LimitResult,
  headers: Record<string, string> = {},
  message = 'Rate limit exceeded; retry later',
): AppError {
  const retryAfter = Math.max(1, Math.ceil(result.retryAfterMs / 1000));
  countRateLimitRejection(result.key);
  return new AppError(429, message, {
    ...headers,
    'Retry-After': String(retryAfter),
  });
}

/** `X-RateLimit-*` headers of a per-token verdict (the document's `components.headers`). */
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
