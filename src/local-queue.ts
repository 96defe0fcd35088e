import type { WorkerEvents } from 'graphile-worker';
import type { Logger } from 'pino';

/**
 * Whether a graphile-worker pool's local queue holds fetched jobs, from its documented
 * `localQueue:setMode` events, so a stop can wait until it holds none.
 *
 * Why: graphile-worker 0.17.3 cannot release a local queue that holds jobs (mode
 * WAITING). LocalQueue.setModeReleased switches to RELEASED first and then calls
 * returnJobs(), whose background() throws "Cannot background something when the queue
 * is already released" when nothing else is running in the background. Every stop under
 * load then logs "Releasing local queue failed", "Deactivation failed" and a forceful
 * shutdown, and the return query it started is left without a handler: the jobs go
 * back when the query succeeds, and when it fails the process meets an unhandled
 * rejection (see guardUnobservedJobReturn below). The only documented option that avoids it, `localQueue.size: -1`,
 * turns the local queue off and costs a fetch per job. A queue being polled or fetching
 * releases cleanly, so the stop waits (bounded) for the queue to hand out what it holds.
 * Reproduction: src/webhooks/README.md, "Known issues".
 */
export function watchLocalQueue(events: WorkerEvents) {
  let holding = false;
  const waiters = new Set<() => void>();
  events.on('localQueue:setMode', ({ newMode }) => {
    holding = newMode === 'WAITING';
    if (holding) return;
    for (const wake of waiters) wake();
    waiters.clear();
  });
  return {
    /** Resolves true once the queue holds no jobs, or false after `ms`. */
    notHolding(ms: number): Promise<boolean> {
      if (!holding) return Promise.resolve(true);
      return new Promise((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          resolve(true);
        };
        const timer = setTimeout(() => {
          waiters.delete(wake);
          resolve(false);
        }, ms);
        waiters.add(wake);
      });
    },
  };
}

/** How graphile-worker 0.17.3 words the failed return that it leaves unobserved. */
const UNOBSERVED_RETURN = 'Error occurred whilst returning jobs from local queue to database queue';

let returnGuardLog: Logger | undefined;

/**
 * Keeps the process alive through graphile-worker's unobserved job return, and only that.
 *
 * The same release path as above, during a database outage: the pool shuts down while its
 * local queue holds jobs, background() throws, and the return query it started (left with
 * no handler) fails on the dead connection; its error handler, seeing the queue RELEASED,
 * throws. The rejection is unhandled, and Node ends the process: API and worker alike, on a
 * database restart (`test/webhooks/database-restart.test.ts` hit it about one run in eight
 * on a loaded machine). Nothing is lost by going on: the jobs stay locked by the dead pool,
 * which the supervisor unlocks when the runner comes back (worker-pools.ts). Any other
 * unhandled rejection is rethrown, so it still ends the process as Node's default does.
 */
export function guardUnobservedJobReturn(log: Logger): void {
  if (returnGuardLog) return;
  returnGuardLog = log;
  process.on('unhandledRejection', (reason) => {
    if (reason instanceof Error && reason.message.startsWith(UNOBSERVED_RETURN)) {
      returnGuardLog!.warn(
        { err: reason.message },
        'job runner: a dead pool could not return its fetched jobs; they are unlocked when the runner restarts',
      );
      return;
    }
    throw reason;
  });
}
