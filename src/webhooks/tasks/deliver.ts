import type { Task } from 'graphile-worker';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { abandonDelivery, claimDelivery, finishAttempt } from '../deliveries';
import type { Sender } from '../sender';

export interface DeliverPayload {
  deliveryId: string;
}

/** How long a claim protects an attempt: the timeout plus as much again for slack. */
export function leaseMs(config: Config): number {
  return config.webhooks.timeoutMs + Math.max(1000, config.webhooks.timeoutMs);
}

/**
 * One delivery attempt: claim, POST the signed body, record the outcome (which schedules
 * the retry or ends the delivery). HTTP failures are outcomes, not task errors; only a
 * database failure makes graphile-worker retry the job.
 */
export function deliverTask(db: Db, sender: Sender, config: Config): Task {
  return async (payload) => {
    const { deliveryId } = payload as DeliverPayload;
    const delivery = await claimDelivery(db, deliveryId, leaseMs(config));
    if (!delivery) return; // Finished, pruned, or another worker holds it.
    if (!delivery.webhookActive) return abandonDelivery(db, delivery.id);
    // Byte-for-byte the same body on every attempt and replay; only the signature header
    // timestamp is fresh.
    const body = JSON.stringify({
      event: delivery.event,
      payload: delivery.payload,
      deliveryId: delivery.id,
      webhookId: delivery.webhookId,
      timestamp: new Date(delivery.createdAt).toISOString(),
    });
    const outcome = await sender.send(new URL(delivery.url), body, delivery.secret);
    await finishAttempt(db, delivery, outcome, config.webhooks.retryDelaysMs);
  };
}
