import type { Task } from 'graphile-worker';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { pruneLoginFailures } from '../login-limit';
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

/**
 * Deletes sessions that expired or were revoked more than a day ago, and login attempt
 * counts whose window has ended.
 */
export function pruneSessionsTask(db: Db, config: Config): Task<typeof PRUNE_SESSIONS> {
  return async (_payload, helpers) => {
    const pruned = await pruneSessions(db);
    if (pruned > 0) helpers.logger.info(`pruned ${pruned} sessions`);
    const counts = await pruneLoginFailures(db, config.loginLimit.windowSeconds);
    if (counts > 0) helpers.logger.debug(`pruned ${counts} login attempt counts`);
  };
}
