import type { IncomingMessage, ServerResponse } from 'node:http';

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

/**
 * Counts requests whose handler is still running, including those whose client already
 * hung up, so shutdown can wait for them before closing the database.
 */
export function trackInFlight(handle: Handler) {
  let running = 0;
  let onIdle: (() => void) | undefined;
  const done = () => {
    running -= 1;
    if (running === 0) onIdle?.();
  };
  return {
    handle(req: IncomingMessage, res: ServerResponse) {
      running += 1;
      Promise.resolve(handle(req, res)).then(done, done);
    },
    drained(): Promise<void> {
      if (running === 0) return Promise.resolve();
      return new Promise((resolve) => (onIdle = resolve));
    },
  };
}
