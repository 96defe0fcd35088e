import { sql } from 'kysely';
import type { Conn, Db } from '../db/database';
import { finishAttempts, type DispatchLimits, type FinishedAttempt } from './dispatch';

/**
 * Catching up after the job runner or its database died, without waiting for a timer.
 *
 * graphile-worker (0.17) locks the jobs a pool fetches under that pool's id and unlocks
 * them only when the same pool completes, fails or returns them. It keeps no registry of
 * live pools and no heartbeat: jobs locked by a pool that died stay locked until its
 * `reset_locked` rule (four hours), and a pool that loses its database mid-batch cannot
 * release what it holds. Its documented way out is `force_unlock_workers(ids)`
 * (WorkerUtils.forceUnlockWorkers), which needs the dead pools' ids. So:
 * - the supervisor (src/worker.ts) knows the ids of the pools it saw die and unlocks
 *   them at once, when the runner is back and again once the dead pool has settled;
 * - each worker process records its live pools in `worker_pools` (a heartbeat), so the
 *   sweep unlocks jobs held by a pool nobody has vouched for lately: a process that died
 *   outright. Jobs are only ever read through the `graphile_worker.jobs` view and
 *   unlocked through force_unlock_workers; its private tables are never written.
 * - outcomes an attempt had but could not record (the database went away between the
 *   POST and the finish) are kept in memory and recorded once the database answers, so
 *   the delivery is neither sent again nor left leased until its lease runs out.
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

/** Tries at recording a held outcome before it is left to the lease's expiry. */
const RECORD_TRIES = 5;

/**
 * Attempts sent whose outcome could not be recorded, per process. The deliver task adds
 * one when its finish fails; the supervisor and the sweep record them once the database
 * answers. An outcome that still cannot be recorded after RECORD_TRIES is dropped: its
 * lease runs out and the sweep sends the delivery again (at least once, as before).
 */
export function createUnrecordedOutcomes() {
  let held: { attempt: FinishedAttempt; tries: number }[] = [];
  return {
    add(attempt: FinishedAttempt) {
      // Nothing to take over: the job that sent it has failed.
      held.push({ attempt: { ...attempt, takeOver: false }, tries: 0 });
    },
    get size() {
      return held.length;
    },
    /**
     * Records what is held. Answers how many were recorded and how many were given up;
     * on a failure keeps the rest for the next call and rethrows.
     */
    async record(
      db: Db,
      retryDelaysMs: number[],
      limits: DispatchLimits,
    ): Promise<{ recorded: number; dropped: number }> {
      if (held.length === 0) return { recorded: 0, dropped: 0 };
      const batch = held;
      held = [];
      try {
        // A late outcome changes nothing when the attempt was made again meanwhile: the
        // finish only counts the first outcome of an attempt number.
        await finishAttempts(
          db,
          batch.map((entry) => entry.attempt),
          retryDelaysMs,
          limits,
        );
        return { recorded: batch.length, dropped: 0 };
      } catch (error) {
        const kept = batch
          .map((entry) => ({ ...entry, tries: entry.tries + 1 }))
          .filter((entry) => entry.tries < RECORD_TRIES);
        held = [...kept, ...held];
        if (kept.length === batch.length) throw error;
        return { recorded: 0, dropped: batch.length - kept.length };
      }
    },
  };
}

export type UnrecordedOutcomes = ReturnType<typeof createUnrecordedOutcomes>;
