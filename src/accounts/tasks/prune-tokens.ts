import type { Task } from 'graphile-worker';
import type { WorkerContext } from '../../feature';
import { pruneTokens } from '../tokens';

export const PRUNE_TOKENS = 'tokens:prune';

declare global {
  namespace GraphileWorker {
    interface Tasks {
      /** Hourly cron: no payload. */
      [PRUNE_TOKENS]: Record<string, never>;
    }
  }
}

/** Deletes single-use tokens a day past their expiry, use or withdrawal. */
export function pruneTokensTask({ db }: WorkerContext): Task<typeof PRUNE_TOKENS> {
  return async (_payload, helpers) => {
    const pruned = await pruneTokens(db);
    if (pruned > 0) helpers.logger.debug(`pruned ${pruned} single-use tokens`);
  };
}
