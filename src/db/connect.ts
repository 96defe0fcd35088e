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
  pool.on('error', (error) => log.error({ err: error }, 'idle database client error'));
  pool.on('connect', (client) => {
    client.on('error', (error) => log.error({ err: error }, 'database client error'));
  });
  const db = createDb(pool);
  return {
    url,
    pool,
    db,
    async close() {
      await db.destroy();
      await embedded?.stop();
    },
  };
}
