import type { Task } from 'graphile-worker';
import type { Db } from '../../db/database';
import { pruneDeliveries } from '../deliveries';

export const PRUNE_INTEGRATION_DELIVERIES = 'integrations:prune-deliveries';

declare global {
  namespace GraphileWorker {
    interface Tasks {
      /** Hourly cron: no payload. */
      [PRUNE_INTEGRATION_DELIVERIES]: Record<string, never>;
    }
  }
}

/** Deletes code-host deliveries no longer listed nor needed to recognise a repeat. */
export function pruneIntegrationDeliveriesTask(db: Db): Task<typeof PRUNE_INTEGRATION_DELIVERIES> {
  return async (_payload, helpers) => {
    const pruned = await pruneDeliveries(db);
    if (pruned > 0) helpers.logger.debug(`pruned ${pruned} code-host deliveries`);
  };
}
