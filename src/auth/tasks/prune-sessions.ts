import type { Task } from 'graphile-worker';
import type { Db } from '../../db/database';
import { pruneSessions } from '../sessions';

export const PRUNE_SESSIONS = 'sessions:prune';

declare global {
  namespace GraphileWorker {
    interface Tasks {
      /** Hourly cron: no payload. */
      [PRUNE_SESSIONS]: Record<string, never>;
    }
  }
}

/** Deletes sessions that expired or were revoked more than a day ago. */
export function pruneSessionsTask(db: Db): Task<typeof PRUNE_SESSIONS> {
  return async (_payload, helpers) => {
    const pruned = await pruneSessions(db);
    if (pruned > 0) helpers.logger.info(`pruned ${pruned} sessions`);
  };
}
