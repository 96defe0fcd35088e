import pino, { type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';
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

/**
 * The service's logger: JSON lines on stdout by default; `pretty` writes readable lines
 * for a terminal; a stream (tests) receives the JSON lines instead of stdout.
 */
export function createLogger(
  level: string,
  output: 'json' | 'pretty' | DestinationStream = 'json',
): Logger {
  const options = { level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } };
  if (output === 'json') return pino(options);
  if (output !== 'pretty') return pino(options, output);
  // Synchronous, in this thread: a line logged just before process.exit() is not lost.
  const stream = pretty({ sync: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' });
  return pino(options, stream);
}

/** Routes graphile-worker's own log lines into pino. */
export function workerLogger(logger: Logger): GraphileLogger {
  return new GraphileLogger((scope) => (level, message, meta) => {
    // A job that succeeded (every minute for each cron task) is routine: debug, not info.
    const routine = (meta as { success?: unknown } | undefined)?.success === true;
    const method = routine ? 'debug' : level === 'warning' ? 'warn' : level;
    // The job row is ~700 bytes; its id, task and attempt say which job it was.
    const { job, ...rest } = (meta ?? {}) as { job?: JobRow } & Record<string, unknown>;
    const jobFields = job && { jobId: job.id, task: job.task_identifier, attempt: job.attempts };
    logger[method as 'info']({ scope, ...rest, ...jobFields }, message);
  });
}

interface JobRow {
  id: string;
  task_identifier: string;
  attempts: number;
}
