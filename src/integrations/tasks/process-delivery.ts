import type { Task } from 'graphile-worker';
import type { WorkerContext } from '../../feature';
import { finishDelivery, pendingDelivery, PROCESS_DELIVERY_TASK } from '../deliveries';
import { applyPullRequest } from '../linking';
import { readPullRequest } from '../providers';

declare global {
  namespace GraphileWorker {
    interface Tasks {
      /** Enqueued by storeDelivery with the delivery it processes. */
      [PROCESS_DELIVERY_TASK]: { deliveryId: string };
    }
  }
}

/** Whether a repository's web address is on the connection's host (below its base URL). */
function onHost(repositoryUrl: string, baseUrl: string): boolean {
  return repositoryUrl.toLowerCase().startsWith(`${baseUrl.toLowerCase()}/`);
}

/**
 * Processes a stored pull-request delivery: reads the payload, checks its repository is on
 * the connection's host, and applies it with its outcome in one transaction. A payload it
 * cannot use is rejected with the reason; an error (the database) fails the job, which
 * graphile-worker retries. Whatever fails the last attempt (INTEGRATION_PROCESS_ATTEMPTS),
 * before or in the transaction, is logged and the delivery marked rejected, so none is
 * left pending behind a job that failed for good.
 */
export function processDeliveryTask({
  db,
  eventSubscribers,
}: WorkerContext): Task<typeof PROCESS_DELIVERY_TASK> {
  return async ({ deliveryId }, helpers) => {
    try {
      await processDelivery(db, eventSubscribers, deliveryId);
    } catch (error) {
      if (helpers.job.attempts < helpers.job.max_attempts) throw error;
      helpers.logger.error(`integration delivery ${deliveryId} failed: ${String(error)}`);
      await finishDelivery(
        db,
        deliveryId,
        'rejected',
        'Could not be processed; see the service log',
      );
    }
  };
}

async function processDelivery(
  db: WorkerContext['db'],
  eventSubscribers: WorkerContext['eventSubscribers'],
  deliveryId: string,
): Promise<void> {
  const delivery = await pendingDelivery(db, deliveryId);
  if (!delivery) return;
  const read = readPullRequest(delivery.provider, JSON.parse(delivery.payload ?? 'null'));
  if (read.kind === 'rejected') {
    await finishDelivery(db, deliveryId, 'rejected', read.reason);
    return;
  }
  const { event } = read;
  if (!onHost(event.repositoryUrl, delivery.baseUrl)) {
    const reason = `Repository ${event.repository} is not on ${delivery.baseUrl}`;
    await finishDelivery(db, deliveryId, 'rejected', reason.slice(0, 500));
    return;
  }
  await db.transaction().execute(async (trx) => {
    const detail = await applyPullRequest(trx, delivery, event, eventSubscribers);
    await finishDelivery(trx, deliveryId, 'processed', detail.slice(0, 1000));
  });
}
