// First: tracing patches `pg` as it loads, so it must be on before anything requires it.
import './telemetry/register';
import net from 'node:net';
import { createApp } from './app';
import { serve, type RunningServer } from './http/server';
import { ConfigError, loadConfig, loadEnvFile, type Config } from './config';
import { connectDatabase, type DatabaseHandle } from './db/connect';
import { migrate, migrationContext } from './db/migrate';
import { resolveSecretsKeys } from './db/secrets-key';
import { createLogger } from './logging';
import { describeMail } from './mail';
import { startWorker, type Worker } from './worker';
import { LiveHub } from './live/hub';
import { allowanceFigures } from './webhooks/health';
import { stopTracing } from './telemetry';
import {
  observeDatabase,
  observeLiveStreams,
  observeWebhookAllowances,
  observePool,
  serveMetrics,
  type MetricsServer,
} from './metrics';

const EX_CONFIG = 78;

/** Fails with one line when another process listens on the port, before any slow step. */
function checkPortFree(port: number, host: string | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      const where = host ? `${host}:${port}` : `port ${port}`;
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `PORT ${port} is already in use${host ? ` on ${host}` : ''}: stop the process listening there or set PORT`
            : `Cannot listen on ${where}: ${error.message}; check PORT and HOST`,
        ),
      );
    });
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}

/** The one line a person reads at start-up: where to go, where data lives, what runs. */
function readyLine(config: Config, database: DatabaseHandle): string {
  const listening = `${config.host ?? 'all interfaces'}, port ${config.port}`;
  const serving =
    config.role === 'worker'
      ? 'Worker running'
      : `Serving ${config.baseUrl}/api (listening on ${listening})`;
  return `${serving}; database: ${database.description}; role: ${config.role}`;
}

/** Starts the roles this process plays: `all` (default), `api` or `worker`. */
async function main(): Promise<void> {
  let config;
  try {
    loadEnvFile();
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(error instanceof ConfigError ? EX_CONFIG : 1);
  }
  const log = createLogger(config.logLevel, config.logFormat);
  const started = Date.now();
  if (config.role !== 'worker') await checkPortFree(config.port, config.host);

  // What this process started, stopped in reverse order.
  const parts: {
    server?: RunningServer;
    live?: LiveHub;
    worker?: Worker;
    database?: DatabaseHandle;
    metrics?: MetricsServer;
  } = {};
  let running = false;
  let stopping = false;
  let stopSignal: string | undefined;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      log.error('shutdown took longer than 25 s, exiting');
      process.exit(1);
    }, 25_000);
    force.unref();
    // The database goes last: running requests and jobs still need it.
    // Open streams would hold the server open: they end first, and clients resume elsewhere.
    await parts.live?.close();
    await parts.server?.stop();
    await parts.worker?.stop();
    await parts.metrics?.stop();
    await parts.database?.close();
    await stopTracing();
    log.info('stopped');
    process.exit(0);
  };
  // A signal during start-up stops the service as soon as the step under way ends.
  const onSignal = (signal: string) => {
    if (running) void stop(signal);
    else stopSignal ??= signal;
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  const database = (parts.database = await connectDatabase(config, log));
  try {
    if (stopSignal) throw new Error(`Stopped by ${stopSignal} while starting`);
    // After the data directory is known usable and ours: a generated key goes there.
    config = { ...config, secretsKeys: resolveSecretsKeys(config, log) };
    await migrate(database.url, log, migrationContext(config));
    observePool(config.role === 'worker' ? 'migrations' : 'api', database.pool);
    observeDatabase(database.db);
    const ceiling = config.webhooks.maxInFlight;
    observeWebhookAllowances(() => allowanceFigures(database.db, ceiling));
    if (config.metrics.port) parts.metrics = await serveMetrics(config.metrics.port);
    if (config.role !== 'worker') {
      const live = new LiveHub(database.db, config.live, log);
      parts.live = live;
      live.listen(database.url);
      observeLiveStreams(() => live.size, config.live.maxStreams);
      const app = createApp({
        config,
        db: database.db,
        log,
        live: parts.live,
        workerStatus: () => parts.worker?.status(),
      });
      parts.server = await serve(app, config.port, config.host);
    }
    if (config.role !== 'api') parts.worker = await startWorker(database.url, config, log);
  } catch (error) {
    // Never leave an embedded PostgreSQL running behind a failed start.
    await parts.live?.close().catch(() => undefined);
    await parts.server?.stop().catch(() => undefined);
    await parts.metrics?.stop().catch(() => undefined);
    await database.close().catch(() => undefined);
    throw error;
  }
  log.info({ smtp: Boolean(config.mail.smtpUrl) }, describeMail(config));
  log.info(
    { role: config.role, port: config.port, host: config.host, ms: Date.now() - started },
    readyLine(config, database),
  );
  running = true;
  if (stopSignal) void stop(stopSignal);
}

// Running out of work before start-up settled is a bug; it must not look like success.
process.exitCode = 70;
main().then(
  () => {
    process.exitCode = 0;
  },
  (error) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
