import { readFileSync } from 'node:fs';
import { run, type Runner, type TaskList } from 'graphile-worker';
import type pg from 'pg';
import type { Logger } from 'pino';
import { pruneSessions } from './auth/sessions';
import type { Config } from './config';
import type { Db } from './db/database';
import { workerLogger } from './logging';
import { pruneCounters } from './ratelimit/limiter';
import { pruneDeliveries, recoverDeliveries } from './webhooks/deliveries';
import { createSender, type Sender } from './webhooks/sender';
import { deliverTask } from './webhooks/tasks/deliver';

/** Every background task of the service, by name. */
export function taskList(db: Db, config: Config, sender: Sender): TaskList {
  return {
    'webhooks:deliver': deliverTask(db, sender, config),
    'webhooks:prune': async (_payload, helpers) => {
      helpers.logger.debug(`pruned ${await pruneDeliveries(db)} deliveries`);
    },
    'sessions:prune': async (_payload, helpers) => {
      helpers.logger.info(`pruned ${await pruneSessions(db)} sessions`);
    },
    'ratelimit:prune': async (_payload, helpers) => {
      helpers.logger.debug(`pruned ${await pruneCounters(db, config.rateLimit.windowMs)} counters`);
    },
  };
}

const CRONTAB = [
  '0 * * * * sessions:prune',
  '* * * * * ratelimit:prune',
  '* * * * * webhooks:prune',
].join('\n');

/**
 * graphile-worker settings we ship: jobs fetched in batches into a local queue and
 * completions batched, so a busy worker spends its round trips on deliveries rather than
 * on queue bookkeeping. Shared with the benchmark, which measures with the same settings.
 */
export function workerPreset(config: Config) {
  return {
    worker: {
      localQueue: { size: config.workerConcurrency * 2 },
      completeJobBatchDelay: 0,
      failJobBatchDelay: 0,
    },
  };
}

export interface Worker {
  stop(): Promise<void>;
}

/**
 * Starts graphile-worker on the shared pool, plus the sweep that re-enqueues deliveries
 * whose worker died mid-attempt. `stop()` waits for running jobs.
 */
export async function startWorker(
  pool: pg.Pool,
  db: Db,
  config: Config,
  log: Logger,
): Promise<Worker> {
  const sender = createSender({
    timeoutMs: config.webhooks.timeoutMs,
    allowedHosts: config.webhooks.allowedHosts,
    ca: config.webhooks.caFile ? readFileSync(config.webhooks.caFile, 'utf8') : undefined,
  });
  const runner: Runner = await run({
    pgPool: pool,
    taskList: taskList(db, config, sender),
    crontab: CRONTAB,
    concurrency: config.workerConcurrency,
    preset: workerPreset(config),
    noHandleSignals: true,
    pollInterval: config.workerPollIntervalMs,
    logger: workerLogger(log.child({ component: 'worker' })),
  });
  const sweep = async () => {
    try {
      const recovered = await recoverDeliveries(db);
      if (recovered > 0) log.warn({ recovered }, 're-enqueued deliveries of a dead worker');
    } catch (error) {
      log.error({ err: error }, 'delivery recovery failed');
    }
  };
  await sweep();
  const interval = Math.min(60_000, Math.max(1000, config.webhooks.timeoutMs));
  const timer = setInterval(() => void sweep(), interval);
  return {
    async stop() {
      clearInterval(timer);
      await runner.stop();
      sender.close();
    },
  };
}
