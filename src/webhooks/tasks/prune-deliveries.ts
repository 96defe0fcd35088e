import type { Task } from 'graphile-worker';
import type { Db } from '../../db/database';
import { pruneDeliveries } from '../deliveries';

export const PRUNE_DELIVERIES = 'webhooks:prune';

declare global {
  namespace GraphileWorker {
    interface Tasks {
      /** Cron, every minute: no payload. */
      [PRUNE_DELIVERIES]: Record<string, never>;
    }
  }
}

/** Keeps each webhook's newest 200 deliveries (and every open one). */
export function pruneDeliveriesTask(db: Db): Task<typeof PRUNE_DELIVERIES> {
  return async (_payload, helpers) => {
    const pruned = await pruneDeliveries(db);
    if (pruned > 0) helpers.logger.debug(`pruned ${pruned} deliveries`);
  };
}
