/** The service's background work: every graphile-worker task by name, and the crontab. */
import type { TaskList } from 'graphile-worker';
import { PRUNE_SESSIONS, pruneSessionsTask } from './auth/tasks/prune-sessions';
import type { Config } from './config';
import type { Db } from './db/database';
import { tracedTasks } from './telemetry';
import { PRUNE_COUNTERS, pruneCountersTask } from './ratelimit/tasks/prune-counters';
import { DELIVER_TASK } from './webhooks/delivery-jobs';
import type { Sender } from './webhooks/sender';
import { deliverTask } from './webhooks/tasks/deliver';
import { PRUNE_DELIVERIES, pruneDeliveriesTask } from './webhooks/tasks/prune-deliveries';

/** Every background task of the service, by name; each lives in its feature's `tasks/`. */
export function taskList(
  db: Db,
  config: Config,
  sender: Sender,
  stopping: () => boolean,
): TaskList {
  return tracedTasks({
    [DELIVER_TASK]: deliverTask(db, sender, config, stopping),
    [PRUNE_DELIVERIES]: pruneDeliveriesTask(db),
    [PRUNE_SESSIONS]: pruneSessionsTask(db, config),
    [PRUNE_COUNTERS]: pruneCountersTask(db, config.rateLimit.windowMs),
  });
}

export const CRONTAB = [
  `0 * * * * ${PRUNE_SESSIONS}`,
  `* * * * * ${PRUNE_COUNTERS}`,
  `* * * * * ${PRUNE_DELIVERIES}`,
].join('\n');
