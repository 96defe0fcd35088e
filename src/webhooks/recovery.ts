import type { Db } from '../db/database';
import { finishAttempts, type DispatchLimits, type FinishedAttempt } from './dispatch';

/**
 * Outcomes an attempt had but could not record (the database went away between the POST
 * and the finish) are kept in memory and recorded once the database answers, so the
 * delivery is neither sent again nor left leased until its lease runs out. (A dead job
 * pool's locks are worker.ts's business: see worker-pools.ts.)
 */

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
      held.push({ attempt: { ...attempt, takeOver: 0 }, tries: 0 });
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
