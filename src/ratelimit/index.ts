/** Rate limits' counters, as a feature of the service: their clean-up task. */
import type { Feature } from '../feature';
import { PRUNE_COUNTERS, pruneCountersTask } from './tasks/prune-counters';

export const ratelimit = {
  name: 'ratelimit',
  tasks: ({ db, config }) => ({
    [PRUNE_COUNTERS]: pruneCountersTask(db, config.rateLimit.windowMs),
  }),
  cron: [`* * * * * ${PRUNE_COUNTERS}`],
} satisfies Feature;
