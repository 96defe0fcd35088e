import type { Task } from 'graphile-worker';
import type { Db } from '../../db/database';
import { pruneAttempts } from '../attempts';

export const PRUNE_SSO_ATTEMPTS = 'sso:prune-attempts';

declare global {
  namespace GraphileWorker {
    interface Tasks {
      /** Hourly cron: no payload. */
      [PRUNE_SSO_ATTEMPTS]: Record<string, never>;
    }
  }
}

/** Deletes sign-ins whose browser never came back from the provider. */
export function pruneAttemptsTask(db: Db): Task<typeof PRUNE_SSO_ATTEMPTS> {
  return async () => {
    await pruneAttempts(db);
  };
}
