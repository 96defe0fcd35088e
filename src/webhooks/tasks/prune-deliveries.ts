import type { Task } from 'graphile-worker';
import type { Db } from '../../db/database';
import { pruneDeliveries } from '../deliveries';

export const PRUNE_DELIVERIES = 'webhooks:prune';

declare global {
  namespace GraphileWorker {
    interface Tasks {
      /** Cron: every minute the webhooks in use, every hour (`full`) all of them. */
      [PRUNE_DELIVERIES]: { full?: boolean };
    }
  }
}

/**
 * How far back a frequent run looks for webhooks whose history grew: several runs' worth,
 * so a run that starts late or fails leaves nothing for the next to miss.
 */
const RECENT_SECONDS = 5 * 60;

/** Keeps each webhook's newest 200 deliveries (and every open one). */
export function pruneDeliveriesTask(db: Db): Task<typeof PRUNE_DELIVERIES> {
  return async (payload, helpers) => {
    const pruned = await pruneDeliveries(
      db,
      payload?.full ? {} : { createdWithinSeconds: RECENT_SECONDS },
    );
    if (pruned > 0) helpers.logger.debug(`pruned ${pruned} deliveries`);
  };
}
