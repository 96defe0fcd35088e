import type { Task } from 'graphile-worker';
import type { WorkerContext } from '../../feature';
import { enqueueMail } from '../../mail/queue';
import { composeDigest } from '../digest';
import { markEmailed, pendingForEmail } from '../email-queries';

export const EMAIL_TASK = 'notifications:email';
/** One batch job per person: its key is the prefix and the person's id. */
export const EMAIL_KEY_PREFIX = 'notify-email:';

declare global {
  namespace GraphileWorker {
    interface Tasks {
      /** Due NOTIFICATION_EMAIL_DELAY_S after the first unread entry of a batch. */
      [EMAIL_TASK]: { userId: string };
    }
  }
}

/**
 * Sends one email listing the person's entries that are still unread and not yet emailed
 * (whatever was read during the window is left out), and marks them emailed, in one
 * transaction with the mail's own job: a retry never sends the same entries twice.
 */
export function emailTask({ db, config }: WorkerContext): Task<typeof EMAIL_TASK> {
  return async ({ userId }) => {
    await db.transaction().execute(async (trx) => {
      const pending = await pendingForEmail(trx, userId);
      if (!pending) return;
      await enqueueMail(trx, config.secretsKeys, composeDigest(config, pending));
      await markEmailed(
        trx,
        userId,
        pending.entries.map((entry) => entry.id),
      );
    });
  };
}
