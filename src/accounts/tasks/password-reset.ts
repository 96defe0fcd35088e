import type { Task } from 'graphile-worker';
import type { WorkerContext } from '../../feature';
import { issuePasswordReset } from '../reset';

export const PASSWORD_RESET_REQUESTED = 'accounts:password-reset';

declare global {
  namespace GraphileWorker {
    interface Tasks {
      /** The email someone asked a reset link for; it may belong to no account. */
      [PASSWORD_RESET_REQUESTED]: { email: string };
    }
  }
}

/**
 * Looks the email up and mails a reset link when it belongs to an account. Done here,
 * not in the request, so the request does the same work whether or not it does.
 */
export function passwordResetTask({
  db,
  config,
  log,
}: WorkerContext): Task<typeof PASSWORD_RESET_REQUESTED> {
  return async ({ email }) => {
    const outcome = await issuePasswordReset(db, config, email, { mail: true, limit: true });
    if (outcome.kind === 'limited') {
      log.info(
        { component: 'accounts' },
        `password reset not mailed: the account had ${config.tokens.resetMailsPerHour} reset mails this hour (PASSWORD_RESET_MAILS_PER_HOUR)`,
      );
    }
  };
}
