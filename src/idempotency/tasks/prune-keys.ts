import type { Task } from 'graphile-worker';
import type { Db } from '../../db/database';
import { pruneKeys } from '../keys';

export const PRUNE_IDEMPOTENCY_KEYS = 'idempotency:prune';

declare global {
  namespace GraphileWorker {
    interface Tasks {
      /** Hourly cron: no payload. */
      [PRUNE_IDEMPOTENCY_KEYS]: Record<string, never>;
    }
  }
}

/** Deletes stored `Idempotency-Key` answers older than 24 hours. */
export function pruneIdempotencyKeysTask(db: Db): Task<typeof PRUNE_IDEMPOTENCY_KEYS> {
  return async (_payload, helpers) => {
    const pruned = await pruneKeys(db);
    if (pruned > 0) helpers.logger.debug(`pruned ${pruned} idempotency keys`);
  };
}
