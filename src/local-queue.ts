import type { WorkerEvents } from 'graphile-worker';

/**
 * Whether a graphile-worker pool's local queue holds fetched jobs, from its documented
 * `localQueue:setMode` events, so a stop can wait until it holds none.
 *
 * Why: graphile-worker 0.17.3 cannot release a local queue that holds jobs (mode
 * WAITING). LocalQueue.setModeReleased switches to RELEASED first and then calls
 * returnJobs(), whose background() throws "Cannot background something when the queue
 * is already released" when nothing else is running in the background. Every stop under
 * load then logs "Releasing local queue failed", "Deactivation failed" and a forceful
 * shutdown, and the rejection of the return it started goes unobserved (the jobs are
 * still returned). The only documented option that avoids it, `localQueue.size: -1`,
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
