import type { Task } from 'graphile-worker';
import { secretOpener } from '../../db/secrets';
import type { Config } from '../../config';
import { createBatcher } from '../../db/batcher';
import type { Db } from '../../db/database';
import { DELIVER_TASK } from '../delivery-jobs';
import {
  abandonDelivery,
  claimDeliveries,
  finishAttempts,
  parkReserved,
  type ClaimedDelivery,
  type DispatchLimits,
  type FinishedAttempt,
} from '../dispatch';
import { allowanceSignal, quickMs } from '../allowance';
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
 * The dispatch limits the configuration implies. A claim outlives two attempts' timeouts
 * (a delivery held in reserve waits behind one attempt, then makes its own) and as much
 * as one again for the outcome to be recorded; a job held longer than a claim plus the
 * local queue's hold time belongs to a dead worker.
 */
export function dispatchLimits(config: Config): DispatchLimits & { orphanAfterMs: number } {
  const { timeoutMs } = config.webhooks;
  const leaseMs = 2 * timeoutMs + Math.max(1000, timeoutMs);
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
 * a slot, the job goes on with the next one on the slot it holds (and, while the receiver
 * answers quickly, one more held in reserve), so a backlog drains without a job round trip
 * per delivery; it stops taking more once the worker stops.
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
  const openSecret = secretOpener(config.secretsKeys);
  const send = (delivery: ClaimedDelivery) =>
    traceDeliveryAttempt(db, delivery, () =>
      sender.send(new URL(delivery.url), {
        event: delivery.event,
        deliveryId: delivery.id,
        body: deliveryBody(delivery),
        secret: openSecret(delivery.secret),
      }),
    );
  const claim = createBatcher((ids: string[]) => claimDeliveries(db, ids, limits));
  const finish = createBatcher((finished: FinishedAttempt[]) =>
    finishAttempts(db, finished, config.webhooks.retryDelaysMs, limits),
  );
  // Per webhook, the troubled answers (timeouts, 429s, 5xxs, failed connections) of this
  // process's jobs whose outcomes are being recorded. Until they are, the webhook's
  // allowance in the database is the one of before, and so is every claim and hand-over
  // made under it: when recording is slower than the receiver times out, those would
  // send a hanging receiver more than the floor's worth. What a job gets meanwhile waits
  // for a slot again instead.
  const troubled = createCounts();
  return async ({ deliveryId }) => {
    // Undefined when finished, pruned, held by another worker, or waiting for a slot.
    const claimed = await claim(deliveryId);
    // Deliveries leased to this job, sent one after another. After a quick answer the job
    // keeps one more in reserve, so its next POST starts as soon as one ends while the
    // outcome is being recorded (the batch of outcomes is the slowest step of a drain);
    // after any other answer it takes the next one only once the outcome is in.
    const held = claimed ? [claimed] : [];
    const recording = new Set<Promise<void>>();
    // How many deliveries the outcomes being recorded will bring at most.
    let coming = 0;
    let failure: { error: unknown } | undefined;
    /**
     * Deliveries leased to this job that it will not send, given back: parked, they wait
     * for a slot like any other (the allowance shrinks with the troubled outcome, and a
     * slot freed later goes to the oldest waiting delivery).
     */
    const giveBack = async (deliveries: ClaimedDelivery[]) => {
      await parkReserved(
        db,
        deliveries.map((d) => d.id),
      ).catch((error: unknown) => {
        // Left leased: the sweep takes them back when the lease runs out.
        failure = { error };
      });
    };
    while (held.length > 0 || recording.size > 0) {
      const delivery = held.shift();
      if (!delivery) {
        await Promise.race(recording);
        continue;
      }
      if (!delivery.webhookActive) {
        await abandonDelivery(db, delivery.id);
        continue;
      }
      if (troubled.has(delivery.webhookId) && !failure) {
        // What a job holds is all its webhook's.
        await giveBack([delivery, ...held.splice(0)]);
        continue;
      }
      const outcome = await send(delivery);
      observeDeliveryAttempt(outcome);
      const signal = allowanceSignal(outcome, limits.quickMs);
      const trouble = signal === 'floor' || signal === 'halve';
      // What the job holds in reserve does not follow this attempt into the receiver's
      // trouble; given back before this outcome's finish, which hands freed slots over.
      if (trouble && held.length > 0 && !failure) await giveBack(held.splice(0));
      const wanted = signal === 'grow' ? 1 + RESERVE : 1;
      const finished: FinishedAttempt = {
        delivery,
        outcome,
        takeOver: stopping() || failure ? 0 : Math.max(0, wanted - held.length - coming),
      };
      if (failure) {
        // The database is gone: what the job still holds is sent, and its outcomes are
        // kept to be recorded once the database answers, as the failed one's are.
        unrecorded.add(finished);
        continue;
      }
      coming += finished.takeOver;
      if (trouble) troubled.add(delivery.webhookId);
      const recorded: Promise<void> = finish(finished)
        .then(
          (next) => void held.push(...next),
          (error: unknown) => {
            // Sent, but not recorded: kept to be recorded once the database answers.
            unrecorded.add(finished);
            failure ??= { error };
          },
        )
        .finally(() => {
          if (trouble) troubled.remove(delivery.webhookId);
          coming -= finished.takeOver;
          recording.delete(recorded);
        });
      recording.add(recorded);
    }
    if (failure) throw failure.error;
  };
}

/** A count per key; a key counted down to zero is forgotten. */
function createCounts() {
  const counts = new Map<string, number>();
  return {
    add: (key: string) => void counts.set(key, (counts.get(key) ?? 0) + 1),
    remove(key: string) {
      const left = (counts.get(key) ?? 0) - 1;
      if (left > 0) counts.set(key, left);
      else counts.delete(key);
    },
    has: (key: string) => counts.has(key),
  };
}

/**
 * Deliveries a job holds leased beyond the one it sends, while its receiver answers
 * quickly. One: a reserve waits behind at most one attempt, which the lease allows for.
 */
const RESERVE = 1;

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
    // Already ISO 8601 in UTC to the millisecond, as the database driver hands every
    // timestamp over (src/db/timestamps.ts).
    timestamp: delivery.createdAt,
  });
}
