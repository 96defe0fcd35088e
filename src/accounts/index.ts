/** One's own account: password reset by mail, password and email changes, sessions. */
import type { Feature } from '../feature';
import { accountHandlers } from './handlers';
import { PASSWORD_RESET_REQUESTED, passwordResetTask } from './tasks/password-reset';
import { PRUNE_TOKENS, pruneTokensTask } from './tasks/prune-tokens';

export const accounts = {
  name: 'accounts',
  handlers: () => accountHandlers,
  tasks: (context) => ({
    [PASSWORD_RESET_REQUESTED]: passwordResetTask(context),
    [PRUNE_TOKENS]: pruneTokensTask(context),
  }),
  cron: [`17 * * * * ${PRUNE_TOKENS}`],
} satisfies Feature;
