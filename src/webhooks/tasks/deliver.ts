import type { Task } from 'graphile-worker';
import type { Config } from '../../config';
import { createBatcher } from '../../db/batcher';
import type { Db } from '../../db/database';
import {
  abandonDelivery,
  claimDeliveries,
  finishAttempts,
  type FinishedAttempt,
} from '../deliveries';
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
 * the retry or ends the delivery). Claims and outcomes of concurrent jobs share one
 * statement each, so a busy worker spends two round trips per batch, not per delivery.
 * HTTP failures are outcomes, not task errors; only a database failure makes
 * graphile-worker retry the job.
 */
export function deliverTask(db: Db, sender: Sender, config: Config): Task {
  const claim = createBatcher((ids: string[]) => claimDeliveries(db, ids, leaseMs(config)));
  const finish = createBatcher((finished: FinishedAttempt[]) =>
    finishAttempts(db, finished, config.webhooks.retryDelaysMs),
  );
  return async (payload) => {
    const { deliveryId } = payload as DeliverPayload;
    const delivery = await claim(deliveryId);
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
    const outcome = await sender.send(new URL(delivery.url), {
      event: delivery.event,
      deliveryId: delivery.id,
      body,
      secret: delivery.secret,
    });
    await finish({ delivery, outcome });
  };
}
