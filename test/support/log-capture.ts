/** A logger that writes the service's JSON lines into memory, and waits for one. */
import { Writable } from 'node:stream';
import type { Logger } from 'pino';
import { createLogger } from '../../src/logging';

export interface CapturedLog {
  log: Logger;
  lines: string[];
  /** Resolves with the first line (parsed) for which `match` holds, logged or to come. */
  waitFor(match: (entry: Record<string, unknown>) => boolean): Promise<Record<string, unknown>>;
}

export function captureLog(level = 'info'): CapturedLog {
  const lines: string[] = [];
  const waiters: {
    match: (entry: Record<string, unknown>) => boolean;
    resolve: (e: Record<string, unknown>) => void;
  }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) {
        lines.push(line);
        const entry = JSON.parse(line) as Record<string, unknown>;
        for (const waiter of waiters.splice(0)) {
          if (waiter.match(entry)) waiter.resolve(entry);
          else waiters.push(waiter);
        }
      }
      done();
    },
  });
  return {
    log: createLogger(level, stream),
    lines,
    waitFor(match) {
      const found = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve) => waiters.push({ match, resolve }));
    },
  };
}
