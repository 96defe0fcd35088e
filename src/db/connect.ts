import type pg from 'pg';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { createDb, createPool, type Db } from './database';
import { startEmbeddedPostgres } from './embedded';

export interface DatabaseHandle {
  url: string;
  pool: pg.Pool;
  db: Db;
  /** Closes the pool, then stops the embedded server if this process started one. */
  close(): Promise<void>;
}

/** `DATABASE_URL` when set; otherwise an embedded PostgreSQL under `DATA_DIR`. */
export async function connectDatabase(config: Config, log: Logger): Promise<DatabaseHandle> {
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres(config.dataDir, log);
  const url = config.databaseUrl ?? embedded!.url;
  const pool = createPool(url, config.databasePoolSize);
  let closing = false;
  // Once we close, the server ending connections is expected, not an error.
  const report = (message: string) => (error: Error) => {
    if (!closing) log.error({ err: error }, message);
  };
  pool.on('error', report('idle database client error'));
  pool.on('connect', (client) => client.on('error', report('database client error')));
  const db = createDb(pool);
  return {
    url,
    pool,
    db,
    async close() {
      closing = true;
      await db.destroy();
      await embedded?.stop();
    },
  };
}
