/** The worker's share of the features: every task by name, the crontab, the sweeps. */
import type { TaskList } from 'graphile-worker';
import type { Sweep, WorkerContext } from './feature';
import { features } from './features';
import { tracedTasks } from './telemetry';

/** Every background task of the service, by name; each lives in its feature's `tasks/`. */
export function taskList(context: WorkerContext): TaskList {
  const tasks: TaskList[] = features.map((feature) =>
    'tasks' in feature ? feature.tasks(context) : {},
  );
  return tracedTasks(Object.assign({}, ...tasks));
}

export const CRONTAB = features
  .flatMap((feature) => ('cron' in feature ? feature.cron : []))
  .join('\n');

/** The features' sweeps, which the worker runs on their timers. */
export function sweepList(context: WorkerContext): Sweep[] {
  return features.flatMap((feature) => ('sweeps' in feature ? feature.sweeps(context) : []));
}
