/** Runs graphile-worker under a supervisor that restarts it when the database comes back. */
import { EventEmitter } from 'node:events';
import { run, type Runner, type WorkerEvents } from 'graphile-worker';
import type { Logger } from 'pino';
import type { Config } from './config';
import { createDb, createPool } from './db/database';
import { connectionErrorFields } from './db/unavailable';
import { workerLogger } from './logging';
import { guardUnobservedJobReturn, watchLocalQueue } from './local-queue';
import { forgetPool, observePool } from './metrics';
import type { WorkerContext } from './feature';
import { eventSubscribers } from './features';
import { CRONTAB, sweepList, taskList } from './tasks';
import { heartbeat, HEARTBEAT_MS, unlockPools, unlockStalePools } from './worker-pools';
import { LOCAL_QUEUE_TTL_MS } from './webhooks/tasks/deliver';

/**
 * graphile-worker settings we ship: jobs fetched in batches into a local queue and
 * completions batched, so a busy worker spends its round trips on deliveries rather than
 * on queue bookkeeping. A failed batch stops the runner; the supervisor below restarts
 * it. Shared with the benchmark, which measures with the same settings.
 */
export function workerPreset(config: Config) {
  return {
    worker: {
      localQueue: { size: config.workerConcurrency * 2, ttl: LOCAL_QUEUE_TTL_MS },
      completeJobBatchDelay: 0,
      failJobBatchDelay: 0,
    },
  };
}

export type WorkerStatus = 'running' | 'restarting' | 'stopped';

export interface Worker {
  /** `restarting` while the database is unreachable and the runner is being brought back. */
  status(): WorkerStatus;
  stop(): Promise<void>;
}

const RESTART_BACKOFF_MS = [100, 250, 500, 1000];

/**
 * Connections the worker's pool has beyond one per job slot: graphile-worker's LISTEN
 * connection, held for good, and one for fetching and completing jobs. Without them a
 * single-slot worker waited forever for a connection to fetch its first job.
 */
const QUEUE_CONNECTIONS = 2;

interface Launched {
  runner: Runner;
  /** The ids its pool locks jobs under, released when it dies. */
  poolIds: string[];
  /** Settles when the pool has shut down (by itself, or because we stopped it). */
  poolEnded: Promise<void>;
  localQueue: ReturnType<typeof watchLocalQueue>;
}

/**
 * Runs graphile-worker on its own pool (opened on demand, up to one connection per job
 * slot and its own two, so it never competes with the API for connections) under a supervisor: when the
 * runner stops by itself (a database restart fails a batch of completions), the
 * supervisor logs it, releases the jobs the dead runner still held, and starts a new
 * runner as soon as the database answers. The features' tasks, crontab and sweeps come from
 * src/features.ts (webhooks' sweep puts back to work what a dead worker process left
 * behind). `stop()` waits for running jobs.
 */
export async function startWorker(
  databaseUrl: string,
  config: Config,
  log: Logger,
): Promise<Worker> {
  guardUnobservedJobReturn(log);
  const pool = createPool(databaseUrl, config.workerConcurrency + QUEUE_CONNECTIONS);
  let state: WorkerStatus = 'running';
  const reportPoolError = (error: Error) => {
    if (state !== 'stopped')
      log.warn(connectionErrorFields(error), 'worker database connection lost');
  };
  pool.on('error', reportPoolError);
  pool.on('connect', (client) => client.on('error', reportPoolError));
  observePool('worker', pool);
  const db = createDb(pool, config.databasePreparedStatements);
  const closers: (() => void)[] = [];
  const context: WorkerContext = {
    db,
    config,
    log,
    // A job of a runner declared dead takes nothing more on, so its pool ends promptly
    // and the new runner takes the backlog.
    stopping: () => state !== 'running',
    onStop: (close) => closers.push(close),
    eventSubscribers,
  };
  const tasks = taskList(context);
  const workerLog = log.child({ component: 'worker' });

  /**
   * Starts a runner; resolves with it, the ids its pool locks jobs under, and a promise
   * that settles when its pool has shut down by itself.
   */
  async function launch(): Promise<Launched> {
    const poolIds: string[] = [];
    const events: WorkerEvents = new EventEmitter();
    events.on('pool:create', ({ workerPool }) => poolIds.push(workerPool.id));
    const localQueue = watchLocalQueue(events);
    const poolEnded = new Promise<void>((resolve) => {
      events.on('pool:gracefulShutdown:complete', () => resolve());
      events.on('pool:forcefulShutdown:complete', () => resolve());
      events.on('pool:forcefulShutdown:error', () => resolve());
    });
    const runner = await run({
      pgPool: pool,
      taskList: tasks,
      crontab: CRONTAB,
      concurrency: config.workerConcurrency,
      preset: workerPreset(config),
      noHandleSignals: true,
      pollInterval: config.workerPollIntervalMs,
      logger: workerLogger(workerLog),
      events,
    });
    return { runner, poolIds, poolEnded, localQueue };
  }

  let current = await launch();
  let restarted: Promise<void> = Promise.resolve();

  const supervise = (launched: Launched) => {
    const onExit = (error?: unknown) => {
      if (state === 'stopped' || launched !== current) return;
      state = 'restarting';
      log.error({ err: error }, 'job runner stopped unexpectedly; restarting it');
      // Releases the dead runner's cron; its pool has already stopped taking jobs.
      launched.runner.stop().catch(() => undefined);
      restarted = restart(launched.poolIds);
      // Its jobs still running when it was declared dead may lock more on the way out
      // (completions that fail): unlocked again once it has settled.
      void launched.poolEnded.then(() =>
        restarted.then(() => unlockPools(db, launched.poolIds)).catch(() => undefined),
      );
    };
    launched.runner.promise.then(() => onExit(), onExit);
    // graphile-worker 0.17 can leave `runner.promise` pending for good after its pool shut
    // itself down (a batcher that failed twice never finishes releasing), so the pool's
    // own shutdown counts as the runner's end too.
    void launched.poolEnded.then(() => onExit(new Error('the job pool shut itself down')));
  };

  const restart = async (deadPoolIds: string[]) => {
    for (let attempt = 0; state === 'restarting'; attempt++) {
      await new Promise((resolve) =>
        setTimeout(resolve, RESTART_BACKOFF_MS[Math.min(attempt, RESTART_BACKOFF_MS.length - 1)]),
      );
      if (state !== 'restarting') return;
      try {
        // Jobs the dead runner had fetched or was completing are still locked under its
        // ids; nothing else would release them for hours. Then every sweep runs once (the
        // webhooks' records what attempts sent but could not record), so the new runner
        // starts from a settled state.
        await unlockPools(db, deadPoolIds);
        for (const each of sweeps) await each.run();
        const launched = await launch();
        if (state !== 'restarting') {
          await launched.runner.stop();
          return;
        }
        current = launched;
        supervise(current);
        state = 'running';
        log.warn({ attempts: attempt + 1 }, 'job runner restarted');
      } catch (error) {
        if (attempt % 10 === 0) log.warn({ err: error }, 'job runner restart failed; retrying');
      }
    }
  };
  const sweeps = sweepList(context);
  supervise(current);

  const sweep = async ({ run, failure }: (typeof sweeps)[number]) => {
    if (state !== 'running') return;
    try {
      await run();
    } catch (error) {
      log.warn({ err: error }, failure);
    }
  };
  for (const each of sweeps) await sweep(each);
  const timers = sweeps.map((each) => setInterval(() => void sweep(each), each.intervalMs));
  // This process vouches for its live pools each beat, and frees the jobs of pools nobody
  // vouches for any more: a worker process that died outright.
  const beat = async () => {
    if (state !== 'running') return;
    try {
      await heartbeat(db, current.poolIds);
      const unlocked = await unlockStalePools(db);
      if (unlocked.length > 0) log.warn({ pools: unlocked }, 'unlocked the jobs of dead job pools');
    } catch (error) {
      log.debug({ err: error }, 'worker heartbeat failed; will retry');
    }
  };
  await beat();
  timers.push(setInterval(() => void beat(), HEARTBEAT_MS));

  return {
    status: () => state,
    async stop() {
      const wasRunning = state === 'running';
      state = 'stopped';
      for (const timer of timers) clearInterval(timer);
      await restarted;
      if (wasRunning) {
        // Its jobs take nothing over now; once the workers have taken what the local
        // queue held, it releases cleanly (see watchLocalQueue).
        await current.localQueue.notHolding(config.webhooks.timeoutMs + 1000);
        await current.runner.stop();
      }
      // Whatever our pools still hold (a return that failed on the way out) is free now.
      await unlockPools(db, current.poolIds).catch(() => undefined);
      for (const close of closers) close();
      forgetPool('worker', pool);
      await db.destroy();
    },
  };
}
