import type { Task } from 'graphile-worker';
import { secretOpener } from '../../db/secrets';
import { signingSecretPurpose } from '../queries';
import type { Config } from '../../config';
import { createBatcher } from '../../db/batcher';
import type { Db } from '../../db/database';
import { DELIVER_TASK } from '../delivery-jobs';
import {
  abandonDelivery,
  claimDeliveries,
  finishAttempts,
  parkReserved,
  wakeParked,
  type ClaimedDelivery,
  type DispatchLimits,
  type FinishedAttempt,
} from '../dispatch';
import { allowanceSignal, quickMs, type AllowanceSignal } from '../allowance';
import { createUnrecordedOutcomes, type UnrecordedOutcomes } from '../recovery';
import { createTroubleLog } from '../troubles';
import type { Sender } from '../sender';
import { measuredBatch, observeDeliveryAttempt } from '../../metrics';
import { traceDeliveryAttempt } from '../../telemetry';

declare global {
  namespace GraphileWorker {
    interface Tasks {
      [DELIVER_TASK]: { deliveryId: string };
    }
  }
}

/**
 * Deliveries a job holds leased beyond the one it sends next, while its receiver answers
 * quickly: enough to keep sending through one round trip of the batched finish, which
 * hands the job its next deliveries. A drain on two cores kept 21-22 of its 64 requests
 * open with one in reserve (the jobs waited on the finish), 38-42 with three, which
 * raised its ratio to a plain loop of the same POSTs by about a sixth; six did no better
 * (bench/RESULTS.md).
 */
const RESERVE = 3;

/**
 * The dispatch limits the configuration implies. A claim outlives what a delivery held in
 * reserve can wait before it is sent and recorded: the quick attempts ahead of it (a job
 * keeps more than one delivery waiting only while every answer is quick), one slow attempt
 * (after which the job keeps only the next one), its own attempt, and as much as one
 * timeout again for the outcome to be recorded. A job held longer than a claim plus the
 * local queue's hold time belongs to a dead worker.
 */
export function dispatchLimits(config: Config): DispatchLimits & { orphanAfterMs: number } {
  const { timeoutMs } = config.webhooks;
  const quick = quickMs(timeoutMs);
  const leaseMs = (RESERVE - 1) * quick + 2 * timeoutMs + Math.max(1000, timeoutMs);
  return {
    leaseMs,
    maxInFlight: config.webhooks.maxInFlight,
    quickMs: quick,
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
        secret: openSecret(delivery.secret, signingSecretPurpose(delivery.webhookId)),
      }),
    );
  const claim = createBatcher(
    measuredBatch('claim', (ids: string[]) => claimDeliveries(db, ids, limits)),
  );
  // What this process's jobs know of their receivers' trouble before the database does.
  const troubles = createTroubleLog();
  // Jobs of this process sending what they hold: each keeps its worker slot until nothing
  // is handed to it any more. (A job whose claim got nothing ends at once.)
  let sending = 0;
  // A parked delivery given a job while every worker slot is busy waits for one, and its
  // delivery is soon taken over by a running job: so the finish adds no more such jobs
  // than this worker has slots free. Running jobs take the rest over as they finish.
  const record = measuredBatch('finish', (finished: FinishedAttempt[]) =>
    finishAttempts(
      db,
      finished,
      config.webhooks.retryDelaysMs,
      limits,
      Math.max(0, config.workerConcurrency - sending),
    ),
  );
  // Webhooks whose deliveries a job gave back while a trouble of theirs was being recorded.
  const toWake = new Set<string>();
  /**
   * After a job gave back deliveries it will not send, with no finish of its own after them
   * to hand the slots over: wakes the webhook's parked deliveries that fit its free slots.
   * At once when none of its troubles is being recorded (the allowance in the database is
   * the one after them); otherwise once they are, as the finish recording them may have
   * looked for parked deliveries before these were parked.
   */
  const wakeAfterGiveBack = async (webhookId: string) => {
    if (troubles.quiet(webhookId)) await wakeParked(db, [webhookId], limits);
    else toWake.add(webhookId);
  };
  const finish = createBatcher(async (finished: FinishedAttempt[]) => {
    try {
      return await record(finished);
    } finally {
      // Recorded (or given up on) together, before anyone sees what the batch handed
      // over: that was decided with every one of its troubles counted.
      for (const { delivery, outcome } of finished) {
        if (isTrouble(allowanceSignal(outcome, limits.quickMs))) troubles.end(delivery.webhookId);
      }
      const quiet = [...toWake].filter((webhookId) => troubles.quiet(webhookId));
      for (const webhookId of quiet) toWake.delete(webhookId);
      // Not waited for; one that fails leaves them to the recovery sweep.
      if (quiet.length > 0) void wakeParked(db, quiet, limits).catch(() => undefined);
    }
  });
  return async ({ deliveryId }) => {
    const claimedAt = troubles.now();
    // Undefined when finished, pruned, held by another worker, or waiting for a slot.
    const claimed = await claim(deliveryId);
    if (!claimed) return;
    sending += 1;
    try {
      await sendAll({ delivery: claimed, since: claimedAt });
    } finally {
      sending -= 1;
    }
  };

  /** One job's work: its own delivery, then what its finishes hand it. */
  async function sendAll(first: Held): Promise<void> {
    // Deliveries leased to this job, sent one after another, each with the stamp of the
    // call that leased it. After a quick answer the job keeps RESERVE more waiting, so its
    // next POSTs start as soon as one ends while the outcomes are being recorded (the batch
    // of outcomes is the slowest step of a drain); after a slow answer it keeps only the
    // next one, and after trouble none.
    const held: Held[] = [first];
    const recording = new Set<Promise<void>>();
    // How many deliveries the outcomes being recorded will bring at most.
    let coming = 0;
    let failure: { error: unknown } | undefined;
    /**
     * Deliveries leased to this job that it will not send, given back: parked, they wait
     * for a slot like any other (decided under the allowance the trouble left, and a slot
     * freed later goes to the oldest waiting delivery).
     */
    const giveBack = async (deliveries: Held[]) => {
      await parkReserved(
        db,
        deliveries.map((h) => h.delivery.id),
      ).catch((error: unknown) => {
        // Left leased: the sweep takes them back when the lease runs out.
        failure = { error };
      });
    };
    while (held.length > 0 || recording.size > 0) {
      const next = held.shift();
      if (!next) {
        await Promise.race(recording);
        continue;
      }
      const { delivery } = next;
      if (!delivery.webhookActive) {
        await abandonDelivery(db, delivery.id);
        continue;
      }
      if (!failure && !troubles.quietSince(delivery.webhookId, next.since)) {
        // Leased under an allowance the receiver's trouble shrinks. What a job holds is
        // all its webhook's.
        await giveBack([next, ...held.splice(0)]);
        // No finish of this job's follows to hand the freed slots over. One that fails
        // (a deadlock, a timeout) leaves them parked for the recovery sweep to wake: it is
        // no reason to stop checking what the job is still handed.
        if (!failure) await wakeAfterGiveBack(delivery.webhookId).catch(() => undefined);
        continue;
      }
      const outcome = await send(delivery);
      observeDeliveryAttempt(outcome);
      const signal = allowanceSignal(outcome, limits.quickMs);
      const trouble = isTrouble(signal);
      // At once, so no other job sends to the receiver meanwhile.
      if (trouble) troubles.begin(delivery.webhookId);
      // What the job holds in reserve does not follow this attempt into the receiver's
      // trouble, nor more than the next one past a slow answer (which the lease allows
      // for); given back before this outcome's finish, which hands freed slots over.
      const keep = trouble ? 0 : signal === 'grow' ? held.length : 1;
      if (held.length > keep && !failure) await giveBack(held.splice(keep));
      const wanted = signal === 'grow' ? 1 + RESERVE : 1;
      const finished: FinishedAttempt = {
        delivery,
        outcome,
        takeOver: stopping() || failure ? 0 : Math.max(0, wanted - held.length - coming),
      };
      if (failure) {
        // The database is gone: what the job still holds is sent, and its outcomes are
        // kept to be recorded once the database answers, as the failed one's are.
        if (trouble) troubles.end(delivery.webhookId);
        unrecorded.add(finished);
        continue;
      }
      coming += finished.takeOver;
      const recorded: Promise<void> = finish(finished)
        .then(
          (handed) => {
            // Handed over under the allowance the batch's outcomes left, unless another
            // trouble of the receiver is still being recorded.
            const since = troubles.quiet(delivery.webhookId) ? troubles.now() : NEVER_QUIET;
            held.push(...handed.map((d) => ({ delivery: d, since })));
          },
          (error: unknown) => {
            // Sent, but not recorded: kept to be recorded once the database answers.
            unrecorded.add(finished);
            failure ??= { error };
          },
        )
        .finally(() => {
          coming -= finished.takeOver;
          recording.delete(recorded);
        });
      recording.add(recorded);
    }
    if (failure) throw failure.error;
  }
}

/** A timeout, a 429, a 5xx or a failed connection: the allowance shrinks. */
const isTrouble = (signal: AllowanceSignal) => signal === 'floor' || signal === 'halve';

/** A delivery a job holds, and the trouble log's stamp of the call that leased it. */
interface Held {
  delivery: ClaimedDelivery;
  since: number;
}

/** The stamp of a delivery leased under an allowance a trouble has shrunk since. */
const NEVER_QUIET = -1;

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
