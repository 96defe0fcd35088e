import { sql } from 'kysely';
import type { Conn } from './db/database';

/**
 * Which job pools are alive, so that a dead one's jobs are unlocked at once instead of
 * waiting for a timer.
 *
 * graphile-worker (0.17) locks the jobs a pool fetches under that pool's id and unlocks
 * them only when the same pool completes, fails or returns them. It keeps no registry of
 * live pools and no heartbeat: jobs locked by a pool that died stay locked until its
 * `reset_locked` rule (four hours), and a pool that loses its database mid-batch cannot
 * release what it holds. Its documented way out is `force_unlock_workers(ids)`
 * (WorkerUtils.forceUnlockWorkers), which needs the dead pools' ids. So:
 * - the supervisor (worker.ts) knows the ids of the pools it saw die and unlocks them at
 *   once, when the runner is back and again once the dead pool has settled;
 * - each worker process records its live pools in `worker_pools` (a heartbeat), and
 *   unlocks jobs held by a pool nobody has vouched for lately: a process that died
 *   outright. Jobs are only ever read through the `graphile_worker.jobs` view and
 *   unlocked through force_unlock_workers; its private tables are never written.
 */

/** How often a worker process vouches for its live pools. */
export const HEARTBEAT_MS = 1000;
/** A pool not vouched for this long is dead; its jobs are unlocked. */
export const POOL_STALE_MS = 5 * HEARTBEAT_MS;

/** Records that these pools of this process are alive. */
export async function heartbeat(db: Conn, poolIds: string[]): Promise<void> {
  if (poolIds.length === 0) return;
  await sql`
    INSERT INTO worker_pools (id, seen_at)
    SELECT unnest(${poolIds}::text[]), now()
    ON CONFLICT (id) DO UPDATE SET seen_at = excluded.seen_at
  `.execute(db);
}

/**
 * Unlocks the jobs of pools known dead (they no longer vouch for themselves either) with
 * graphile_worker.force_unlock_workers.
 */
export async function unlockPools(db: Conn, poolIds: string[]): Promise<void> {
  if (poolIds.length === 0) return;
  await sql`
    WITH gone AS (DELETE FROM worker_pools WHERE id = ANY (${poolIds}::text[]))
    SELECT graphile_worker.force_unlock_workers(${poolIds}::text[])
  `.execute(db);
}

/**
 * Unlocks the jobs held by pools no live process vouches for: locked by a pool missing
 * from `worker_pools` or stale in it, at least `staleMs` ago (a pool that just started may
 * lock jobs before its first heartbeat lands). Answers the pool ids it unlocked.
 */
export async function unlockStalePools(db: Conn, staleMs = POOL_STALE_MS): Promise<string[]> {
  const { rows } = await sql<{ ids: string[] | null }>`
    WITH stale AS (
      SELECT DISTINCT j.locked_by AS id
      FROM graphile_worker.jobs j
      WHERE j.locked_by IS NOT NULL
        AND j.locked_at < now() - make_interval(secs => ${staleMs / 1000})
        AND NOT EXISTS (
          SELECT 1 FROM worker_pools p
          WHERE p.id = j.locked_by
            AND p.seen_at > now() - make_interval(secs => ${staleMs / 1000}))
    ), forgotten AS (
      DELETE FROM worker_pools
      WHERE seen_at < now() - make_interval(secs => ${staleMs / 1000})
    )
    SELECT (SELECT array_agg(id) FROM stale) AS ids,
           graphile_worker.force_unlock_workers(coalesce((SELECT array_agg(id) FROM stale), '{}'))
  `.execute(db);
  return rows[0]?.ids ?? [];
}
