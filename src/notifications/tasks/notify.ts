import type { Task } from 'graphile-worker';
import type { WorkerContext } from '../../feature';
import { notifyOfEvent } from '../write';

export const NOTIFY_TASK = 'notifications:notify';
/** A job's key: the prefix and its event's id (one job per event, visible in the jobs view). */
export const NOTIFY_KEY_PREFIX = 'notify:';

declare global {
  namespace GraphileWorker {
    interface Tasks {
      /** Queued by the statement that records an event that may notify someone. */
      [NOTIFY_TASK]: { eventId: string };
    }
  }
}

/** Writes the inbox entries of one recorded event (idempotent: a retry changes nothing more). */
export function notifyTask({ db, config }: WorkerContext): Task<typeof NOTIFY_TASK> {
  return async ({ eventId }) => {
    await notifyOfEvent(db, eventId, config.notifications.emailDelaySeconds);
  };
}
