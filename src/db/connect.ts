/** Opens the database a process uses: DATABASE_URL, or the embedded cluster it starts or joins. */
import path from 'node:path';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { createDb, createPool, statementTimeoutOption, type Db } from './database';
import { findRunningCluster, startEmbeddedPostgres } from './embedded/cluster';
import { connectionErrorFields } from './unavailable';

export interface DatabaseHandle {
  url: string;
  /** Which database this is, for people: never contains a password. */
  description: string;
  pool: pg.Pool;
  db: Db;
  /** Closes the pool, then stops the embedded server if this process started one. */
  close(): Promise<void>;
}

export interface ConnectOptions {
  /** Operator commands: use the embedded cluster a running service started, if any. */
  useRunningCluster?: boolean;
}

const PROBE_TIMEOUT_MS = 10_000;

/**
 * Query parameters that carry a secret: the PostgreSQL client also takes the password (and
 * the passphrase of a client key) there, as `postgres://user@host/db?password=…`.
 */
const SECRET_PARAMETERS = ['password', 'sslpassword'];

/** The URL with its passwords replaced, safe for messages and logs. */
export function maskUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '****';
    for (const name of SECRET_PARAMETERS) {
      if (parsed.searchParams.has(name)) parsed.searchParams.set(name, '****');
    }
    return parsed.toString();
  } catch {
    return 'postgres://… (unparsable)';
  }
}

/** One round trip with a bounded wait, so a wrong DATABASE_URL fails fast and says why. */
async function probe(
  url: string,
  where: string,
  hint: string,
  statementTimeoutMs: number,
): Promise<void> {
  // With the startup parameters the pool sends, so a pooler that refuses one says so here.
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: PROBE_TIMEOUT_MS,
    ...statementTimeoutOption(statementTimeoutMs),
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('SELECT 1');
  } catch (error) {
    const reason = (error as Error).message || (error as { code?: string }).code || String(error);
    throw new Error(
      `Cannot connect to ${where}: ${reason}. ${reason.includes('statement_timeout') ? STATEMENT_TIMEOUT_HINT : hint}`,
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}

const STATEMENT_TIMEOUT_HINT =
  'A connection pooler refused the statement timeout: list statement_timeout in its ignore_startup_parameters and set the timeout on its side (PgBouncer: connect_query), or set DATABASE_STATEMENT_TIMEOUT_MS=0.';

/**
 * Warns when the statement timeout in effect on the pool's connections is not the one
 * configured: a pooler that ignores the startup parameter leaves its own, or none.
 */
export async function checkStatementTimeout(pool: pg.Pool, configuredMs: number, log: Logger) {
  if (configuredMs === 0) return;
  const { rows } = await pool.query<{ setting: string }>(
    "SELECT setting FROM pg_settings WHERE name = 'statement_timeout'",
  );
  const inEffectMs = Number(rows[0]?.setting);
  if (inEffectMs !== configuredMs) {
    log.warn(
      { configuredMs, inEffectMs },
      'DATABASE_STATEMENT_TIMEOUT_MS is not in effect on the database connections (a connection pooler ignoring the startup parameter sets its own)',
    );
  }
}

/** `DATABASE_URL` when set; otherwise an embedded PostgreSQL under `DATA_DIR`. */
export async function connectDatabase(
  config: Config,
  log: Logger,
  options: ConnectOptions = {},
): Promise<DatabaseHandle> {
  let url: string;
  let description: string;
  let stopEmbedded: (() => Promise<void>) | undefined;
  const clusterDir = path.resolve(config.dataDir, 'pg');
  if (config.databaseUrl) {
    url = config.databaseUrl;
    description = `external PostgreSQL (DATABASE_URL=${maskUrl(url)})`;
    await probe(
      url,
      `the database in DATABASE_URL=${maskUrl(url)}`,
      'Check that PostgreSQL runs and accepts TCP connections at that host and port, and that the user, password and database name are right.',
      config.databaseStatementTimeoutMs,
    );
  } else {
    const running = options.useRunningCluster
      ? await findRunningCluster(config.dataDir)
      : undefined;
    if (running?.state === 'running') {
      url = running.connection.url;
      description = `embedded PostgreSQL in ${clusterDir}, started by service process ${running.connection.servicePid}`;
      await probe(
        url,
        `the embedded PostgreSQL of service process ${running.connection.servicePid}`,
        'Check that the service is still running (it may be starting or stopping).',
        config.databaseStatementTimeoutMs,
      );
    } else {
      const embedded = await startEmbeddedPostgres(config.dataDir, log);
      url = embedded.url;
      description = `embedded PostgreSQL in ${clusterDir}`;
      stopEmbedded = embedded.stop;
    }
  }
  const pool = createPool(url, config.databasePoolSize, {
    statementTimeoutMs: config.databaseStatementTimeoutMs,
  });
  let closing = false;
  // Once we close, the server ending connections is expected, not an error.
  const report = (message: string) => (error: Error) => {
    if (!closing) log.error(connectionErrorFields(error), message);
  };
  pool.on('error', report('idle database client error'));
  pool.on('connect', (client) => client.on('error', report('database client error')));
  const db = createDb(pool, config.databasePreparedStatements);
  try {
    await checkStatementTimeout(pool, config.databaseStatementTimeoutMs, log);
  } catch (error) {
    closing = true;
    await db.destroy();
    await stopEmbedded?.();
    throw error;
  }
  return {
    url,
    description,
    pool,
    db,
    async close() {
      closing = true;
      await db.destroy();
      await stopEmbedded?.();
    },
  };
}
