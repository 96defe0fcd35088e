import pino, { type DestinationStream, type Logger } from 'pino';
import { Logger as GraphileLogger } from 'graphile-worker';

/** Paths whose values never reach a log line. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
  '*.secret',
  '*.passwordHash',
];

/** The service's logger; `destination` (stdout by default) lets tests read its lines. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = { level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } };
  return destination ? pino(options, destination) : pino(options);
}

/** Routes graphile-worker's own log lines into pino. */
export function workerLogger(logger: Logger): GraphileLogger {
  return new GraphileLogger((scope) => (level, message, meta) => {
    const method = level === 'warning' ? 'warn' : level;
    logger[method as 'info']({ scope, ...meta }, message);
  });
}
