import type { Task } from 'graphile-worker';
import { openSecret } from '../../db/secrets';
import type { Config } from '../../config';
import { createBatcher } from '../../db/batcher';
import type { Db } from '../../db/database';
import { DELIVER_TASK } from '../delivery-jobs';
import {
  abandonDelivery,
  claimDeliveries,
  finishAttempts,
  type ClaimedDelivery,
  type DispatchLimits,
  type FinishedAttempt,
} from '../dispatch';
import { quickMs } from '../allowance';
import { createUnrecordedOutcomes, type UnrecordedOutcomes } from '../recovery';
import type { Sender } from '../sender';
import { observeDeliveryAttempt } from '../../metrics';
import { traceDeliveryAttempt } from '../../telemetry';

declare global {
  namespace GraphileWorker {
    interface Tasks {
      [DELIVER_TASK]: { deliveryId: string };
    }
  }
}

/**
 * The dispatch limits the configuration implies. A claim outlives the attempt's timeout
 * by as much again; a job held longer than a claim plus the local queue's hold time
 * belongs to a dead worker.
 */
export function dispatchLimits(config: Config): DispatchLimits & { orphanAfterMs: number } {
  const leaseMs = config.webhooks.timeoutMs + Math.max(1000, config.webhooks.timeoutMs);
  return {
    leaseMs,
    maxInFlight: config.webhooks.maxInFlight,
    quickMs: quickMs(config.webhooks.timeoutMs),
    orphanAfterMs: leaseMs + LOCAL_QUEUE_TTL_MS,
  };
}

/** How long a job may wait in a worker's local queue before it goes back to the table. */
export const LOCAL_QUEUE_TTL_MS = 60_000;

/**
 * One delivery attempt: claim a slot, POST the signed body, record the outcome (which
 * schedules the retry or ends the delivery). While its webhook has deliveries waiting for
 * a slot, the job goes on with the next one on the slot it holds, so a backlog drains
 * without a job round trip per delivery; it stops taking more once the worker stops.
 * Claims and outcomes of concurrent jobs share one transaction each, so a busy worker
 * spends its round trips per batch, not per delivery. HTTP failures are outcomes, not
 * task errors; only a database failure makes graphile-worker retry the job.
 */
export function deliverTask(
  db: Db,
  sender: Sender,
  config: Config,
  stopping: () => boolean,
  unrecorded: UnrecordedOutcomes = createUnrecordedOutcomes(),
): Task<typeof DELIVER_TASK> {
  const limits = dispatchLimits(config);
  const claim = createBatcher((ids: string[]) => claimDeliveries(db, ids, limits));
  const finish = createBatcher((finished: FinishedAttempt[]) =>
    finishAttempts(db, finished, config.webhooks.retryDelaysMs, limits),
  );
  return async ({ deliveryId }) => {
    // Undefined when finished, pruned, held by another worker, or waiting for a slot.
    let delivery = await claim(deliveryId);
    while (delivery) {
      if (!delivery.webhookActive) return abandonDelivery(db, delivery.id);
      const sending = delivery;
      const outcome = await traceDeliveryAttempt(db, sending, () =>
        sender.send(new URL(sending.url), {
          event: sending.event,
          deliveryId: sending.id,
          body: deliveryBody(sending),
          secret: openSecret(config.secretsKeys, sending.secret),
        }),
      );
      observeDeliveryAttempt(outcome);
      const finished: FinishedAttempt = { delivery, outcome, takeOver: !stopping() };
      try {
        delivery = await finish(finished);
      } catch (error) {
        // Sent, but not recorded: kept to be recorded once the database answers.
        unrecorded.add(finished);
        throw error;
      }
    }
  };
}

/**
 * Byte-for-byte the same body on every attempt and replay; only the signature header's
 * timestamp is fresh.
 */
function deliveryBody(delivery: ClaimedDelivery): string {
  return JSON.stringify({
    event: delivery.event,
    payload: delivery.payload,
    deliveryId: delivery.id,
    webhookId: delivery.webhookId,
    timestamp: new Date(delivery.createdAt).toISOString(),
  });
}
