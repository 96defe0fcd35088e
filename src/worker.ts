import { EventEmitter } from 'node:events';
import { readFileSync } from 'node:fs';
import { run, type Runner, type TaskList, type WorkerEvents } from 'graphile-worker';
import type { Logger } from 'pino';
import { PRUNE_SESSIONS, pruneSessionsTask } from './auth/tasks/prune-sessions';
import type { Config } from './config';
import { createDb, createPool, type Db } from './db/database';
import { connectionErrorFields } from './db/unavailable';
import { workerLogger } from './logging';
import { watchLocalQueue } from './local-queue';
import { forgetPool, observePool } from './metrics';
import { tracedTasks } from './telemetry';
import { PRUNE_COUNTERS, pruneCountersTask } from './ratelimit/tasks/prune-counters';
import { DELIVER_TASK } from './webhooks/deliveries';
import { recoverDeliveries } from './webhooks/dispatch';
import {
  createUnrecordedOutcomes,
  heartbeat,
  HEARTBEAT_MS,
  unlockPools,
  unlockStalePools,
  type UnrecordedOutcomes,
} from './webhooks/recovery';
import { createSender, type Sender } from './webhooks/sender';
import { deliverTask, dispatchLimits, LOCAL_QUEUE_TTL_MS } from './webhooks/tasks/deliver';
import { PRUNE_DELIVERIES, pruneDeliveriesTask } from './webhooks/tasks/prune-deliveries';

/** Every background task of the service, by name; each lives in its feature's `tasks/`. */
export function taskList(
  db: Db,
  config: Config,
  sender: Sender,
  stopping: () => boolean,
  unrecorded: UnrecordedOutcomes = createUnrecordedOutcomes(),
): TaskList {
  return tracedTasks({
    [DELIVER_TASK]: deliverTask(db, sender, config, stopping, unrecorded),
    [PRUNE_DELIVERIES]: pruneDeliveriesTask(db),
    [PRUNE_SESSIONS]: pruneSessionsTask(db, config),
    [PRUNE_COUNTERS]: pruneCountersTask(db, config.rateLimit.windowMs),
  });
}

const CRONTAB = [
  `0 * * * * ${PRUNE_SESSIONS}`,
  `* * * * * ${PRUNE_COUNTERS}`,
  `* * * * * ${PRUNE_DELIVERIES}`,
].join('\n');

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
 * runner as soon as the database answers. A sweep puts back to work what a dead worker
 * process left behind. `stop()` waits for running jobs.
 */
export async function startWorker(
  databaseUrl: string,
  config: Config,
  log: Logger,
): Promise<Worker> {
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
  const sender = createSender({
    timeoutMs: config.webhooks.timeoutMs,
    allowedHosts: config.webhooks.allowedHosts,
    ca: config.webhooks.caFile ? readFileSync(config.webhooks.caFile, 'utf8') : undefined,
  });
  const unrecorded = createUnrecordedOutcomes();
  // A job of a runner declared dead stops taking deliveries over, so its pool ends
  // promptly and the new runner takes the backlog.
  const tasks = taskList(db, config, sender, () => state !== 'running', unrecorded);
  const limits = dispatchLimits(config);
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

  /** Records attempts sent but not recorded; one that keeps failing is left to its lease. */
  const recordUnrecorded = async () => {
    const { dropped } = await unrecorded.record(db, config.webhooks.retryDelaysMs, limits);
    if (dropped > 0)
      log.warn({ dropped }, 'gave up recording attempt outcomes; leases will expire');
  };

  const restart = async (deadPoolIds: string[]) => {
    for (let attempt = 0; state === 'restarting'; attempt++) {
      await new Promise((resolve) =>
        setTimeout(resolve, RESTART_BACKOFF_MS[Math.min(attempt, RESTART_BACKOFF_MS.length - 1)]),
      );
      if (state !== 'restarting') return;
      try {
        // Jobs the dead runner had fetched or was completing are still locked under its
        // ids; nothing else would release them for hours. Attempts it sent but could not
        // record are recorded now, so their deliveries move on without a resend.
        await unlockPools(db, deadPoolIds);
        await recordUnrecorded();
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
  supervise(current);

  const sweep = async () => {
    if (state !== 'running') return;
    try {
      await recordUnrecorded();
      const unlocked = await unlockStalePools(db);
      if (unlocked.length > 0) log.warn({ pools: unlocked }, 'unlocked the jobs of dead job pools');
      const recovered = await recoverDeliveries(db, limits);
      if (recovered > 0) log.warn({ recovered }, 're-enqueued deliveries a dead worker left');
    } catch (error) {
      log.warn({ err: error }, 'delivery recovery failed; will retry');
    }
  };
  await sweep();
  const timer = setInterval(
    () => void sweep(),
    Math.min(10_000, Math.max(250, config.webhooks.timeoutMs)),
  );
  // This process's live pools, vouched for so that other processes' sweeps leave their
  // jobs alone; a dead pool stops being vouched for.
  const beat = async () => {
    if (state !== 'running') return;
    await heartbeat(db, current.poolIds).catch((error: unknown) =>
      log.debug({ err: error }, 'worker heartbeat failed; will retry'),
    );
  };
  await beat();
  const heartbeatTimer = setInterval(() => void beat(), HEARTBEAT_MS);

  return {
    status: () => state,
    async stop() {
      const wasRunning = state === 'running';
      state = 'stopped';
      clearInterval(timer);
      clearInterval(heartbeatTimer);
      await restarted;
      if (wasRunning) {
        // Its jobs take nothing over now; once the workers have taken what the local
        // queue held, it releases cleanly (see watchLocalQueue).
        await current.localQueue.notHolding(config.webhooks.timeoutMs + 1000);
        await current.runner.stop();
      }
      // Whatever our pools still hold (a return that failed on the way out) is free now.
      await unlockPools(db, current.poolIds).catch(() => undefined);
      sender.close();
      forgetPool('worker', pool);
      await db.destroy();
    },
  };
}
