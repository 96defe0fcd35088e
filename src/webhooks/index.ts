/** Webhooks as a feature: their routes, the fan-out of events, the delivery task and sweep. */
import { readFileSync } from 'node:fs';
import type { Feature } from '../feature';
import { DELIVER_TASK } from './delivery-jobs';
import { recoverDeliveries } from './dispatch';
import { fanOut } from './fan-out';
import { webhookHandlers } from './handlers';
import { createSender } from './sender';
import { deliverTask, dispatchLimits } from './tasks/deliver';
import { PRUNE_DELIVERIES, pruneDeliveriesTask } from './tasks/prune-deliveries';

export const webhooks = {
  name: 'webhooks',
  handlers: () => webhookHandlers,
  subscribers: [fanOut],
  tasks: ({ db, config, stopping, onStop }) => {
    const sender = createSender({
      timeoutMs: config.webhooks.timeoutMs,
      allowedHosts: config.webhooks.allowedHosts,
      ca: config.webhooks.caFile ? readFileSync(config.webhooks.caFile, 'utf8') : undefined,
    });
    onStop(() => sender.close());
    return {
      [DELIVER_TASK]: deliverTask(db, sender, config, stopping),
      [PRUNE_DELIVERIES]: pruneDeliveriesTask(db),
    };
  },
  cron: [`* * * * * ${PRUNE_DELIVERIES}`],
  // Puts back to work what a dead worker process left behind.
  sweeps: ({ db, config, log }) => {
    const limits = dispatchLimits(config);
    return [
      {
        intervalMs: Math.min(10_000, Math.max(250, config.webhooks.timeoutMs)),
        failure: 'delivery recovery failed; will retry',
        run: async () => {
          const recovered = await recoverDeliveries(db, limits);
          if (recovered > 0) log.warn({ recovered }, 're-enqueued deliveries a dead worker left');
        },
      },
    ];
  },
} satisfies Feature;
