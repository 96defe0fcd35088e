import { createApp } from './app';
import { serve, type RunningServer } from './http/server';
import { ConfigError, loadConfig } from './config';
import { connectDatabase } from './db/connect';
import { migrate } from './db/migrate';
import { createLogger } from './logging';
import { startWorker, type Worker } from './worker';

/** Starts the roles this process plays: `all` (default), `api` or `worker`. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
  const log = createLogger(config.logLevel);
  const started = Date.now();
  const database = await connectDatabase(config, log);
  let server: RunningServer | undefined;
  let worker: Worker | undefined;
  try {
    await migrate(database.db, database.pool, log);
    if (config.role !== 'worker') {
      const app = createApp({
        config,
        db: database.db,
        log,
        workerStatus: () => worker?.status(),
      });
      server = await serve(app, config.port);
    }
    if (config.role !== 'api') worker = await startWorker(database.url, config, log);
  } catch (error) {
    // Never leave an embedded PostgreSQL running behind a failed start.
    await database.close().catch(() => undefined);
    throw error;
  }
  log.info({ role: config.role, port: config.port, ms: Date.now() - started }, 'service started');

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      log.error('shutdown took longer than 25 s, exiting');
      process.exit(1);
    }, 25_000);
    force.unref();
    await server?.stop();
    await worker?.stop();
    await database.close();
    log.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
