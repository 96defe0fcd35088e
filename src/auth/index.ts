/** Sign-up, login and sessions, as a feature of the service. */
import type { Feature } from '../feature';
import { authHandlers } from './handlers';
import { PRUNE_SESSIONS, pruneSessionsTask } from './tasks/prune-sessions';

export const auth = {
  name: 'auth',
  handlers: () => authHandlers,
  tasks: ({ db, config }) => ({ [PRUNE_SESSIONS]: pruneSessionsTask(db, config) }),
  cron: [`0 * * * * ${PRUNE_SESSIONS}`],
} satisfies Feature;
