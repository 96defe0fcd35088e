import { run, type Runner, type TaskList } from 'graphile-worker';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { Db } from './db/database';
import { workerLogger } from './logging';
import { pruneSessions } from './auth/sessions';
import type { Config } from './config';
import { pruneCounters } from './ratelimit/limiter';

/** Every background task of the service, by name. */
export function taskList(db: Db, config: Config): TaskList {
  return {
    'sessions:prune': async (_payload, helpers) => {
      const deleted = await pruneSessions(db);
      helpers.logger.info(`pruned ${deleted} sessions`);
    },
    'ratelimit:prune': async (_payload, helpers) => {
      const deleted = await pruneCounters(db, config.rateLimit.windowMs);
      helpers.logger.debug(`pruned ${deleted} rate-limit counters`);
    },
  };
}

const CRONTAB = ['0 * * * * sessions:prune', '* * * * * ratelimit:prune'].join('\n');

/** Starts graphile-worker on the shared pool; `stop()` waits for running jobs. */
export async function startWorker(
  pool: pg.Pool,
  db: Db,
  config: Config,
  log: Logger,
): Promise<Runner> {
  return run({
    pgPool: pool,
    taskList: taskList(db, config),
    crontab: CRONTAB,
    concurrency: 10,
    noHandleSignals: true,
    pollInterval: 2000,
    logger: workerLogger(log.child({ component: 'worker' })),
  });
}
