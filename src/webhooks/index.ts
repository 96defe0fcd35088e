/** Webhooks as a feature: their routes, the fan-out of events, the delivery task and sweep. */
import { readFileSync } from 'node:fs';
import type { Feature, WorkerContext } from '../feature';
import { DELIVER_TASK } from './delivery-jobs';
import { recoverDeliveries } from './dispatch';
import { fanOut } from './fan-out';
import { webhookHandlers } from './handlers';
import { createUnrecordedOutcomes } from './recovery';
import { createSender } from './sender';
import { deliverTask, dispatchLimits } from './tasks/deliver';
import { PRUNE_DELIVERIES, pruneDeliveriesTask } from './tasks/prune-deliveries';

/** What the delivery task and the sweep of one worker process share. */
const perWorker = new WeakMap<WorkerContext, ReturnType<typeof startDelivering>>();

function startDelivering({ config, onStop }: WorkerContext) {
  const sender = createSender({
    timeoutMs: config.webhooks.timeoutMs,
    allowedHosts: config.webhooks.allowedHosts,
    ca: config.webhooks.caFile ? readFileSync(config.webhooks.caFile, 'utf8') : undefined,
  });
  onStop(() => sender.close());
  return { sender, unrecorded: createUnrecordedOutcomes() };
}

function ofWorker(context: WorkerContext) {
  let shared = perWorker.get(context);
  if (!shared) perWorker.set(context, (shared = startDelivering(context)));
  return shared;
}

export const webhooks = {
  name: 'webhooks',
  handlers: () => webhookHandlers,
  subscribers: [fanOut],
  tasks: (context) => {
    const { db, config, stopping } = context;
    const { sender, unrecorded } = ofWorker(context);
    return {
      [DELIVER_TASK]: deliverTask(db, sender, config, stopping, unrecorded),
      [PRUNE_DELIVERIES]: pruneDeliveriesTask(db),
    };
  },
  cron: [
    `* * * * * ${PRUNE_DELIVERIES}`,
    `23 * * * * ${PRUNE_DELIVERIES} ?id=webhooks_prune_full {full:true}`,
  ],
  // Records what attempts sent but could not record, then puts back to work what a dead
  // worker process left behind.
  sweeps: (context) => {
    const { db, config, log } = context;
    const { unrecorded } = ofWorker(context);
    const limits = dispatchLimits(config);
    return [
      {
        intervalMs: Math.min(10_000, Math.max(250, config.webhooks.timeoutMs)),
        failure: 'delivery recovery failed; will retry',
        run: async () => {
          const { dropped } = await unrecorded.record(db, config.webhooks.retryDelaysMs, limits);
          if (dropped > 0) {
            log.warn({ dropped }, 'gave up recording attempt outcomes; leases will expire');
          }
          const recovered = await recoverDeliveries(db, limits);
          // A dead worker's leftovers: its leases, its jobs, the slots it was to hand over.
          if (recovered > 0) log.warn({ recovered }, 're-enqueued deliveries no worker held');
        },
      },
    ];
  },
} satisfies Feature;
