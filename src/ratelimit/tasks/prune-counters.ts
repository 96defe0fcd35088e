import type { Task } from 'graphile-worker';
import type { Db } from '../../db/database';
import { pruneCounters } from '../limiter';

export const PRUNE_COUNTERS = 'ratelimit:prune';

declare global {
  namespace GraphileWorker {
    interface Tasks {
      /** Cron, every minute: no payload. */
      [PRUNE_COUNTERS]: Record<string, never>;
    }
  }
}

/** Deletes rate-limit counters that no sliding window can reach any more. */
export function pruneCountersTask(db: Db, windowMs: number): Task<typeof PRUNE_COUNTERS> {
  return async (_payload, helpers) => {
    const pruned = await pruneCounters(db, windowMs);
    if (pruned > 0) helpers.logger.debug(`pruned ${pruned} rate-limit counters`);
  };
}
