/** Runs the migrations in migrations/ and graphile-worker's own. */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import {
  FileMigrationProvider,
  Migrator,
  sql,
  type Kysely,
  type Migration,
  type MigrationProvider,
} from 'kysely';
import { runMigrations as runWorkerMigrations } from 'graphile-worker';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { createDb, createPool } from './database';
import { resealSecret, sealUnbound } from './secrets';
import { connectionErrorFields } from './unavailable';
import { workerLogger } from '../logging';

// Same folder from src/db (tsx) and dist/src/db (compiled).
const MIGRATIONS_DIR = path.resolve(__dirname, '../../migrations');
// Arbitrary constant shared by every process of this service.
export const MIGRATION_LOCK_KEY = 7_301_001;

/**
 * Lifts, for the rest of the transaction, any statement timeout the connection came with:
 * the pool's own sends none, but a pooler's `connect_query` may set one. graphile-worker's
 * migrations offer no hook inside their transactions, so theirs keep it (docs/OPERATIONS.md
 * says to run an upgrade of it over a direct connection); a session-level SET would stick
 * to a pooler's shared server connection.
 */
const NO_STATEMENT_TIMEOUT = 'SET LOCAL statement_timeout = 0';

/** What migrations that rewrite stored data receive from the service (they import nothing). */
export interface MigrationContext {
  /** Seals a secret with the current SECRETS_KEY, unbound (`src/db/secrets.ts`, v1). */
  sealSecret?: (plaintext: string) => string;
  /** Opens a sealed secret with any listed key and seals it with the first, bound to `purpose`. */
  resealSecret?: (stored: string, purpose: string) => string;
}

/** The context migrations get from a service configured with `config`. */
export function migrationContext(config: Pick<Config, 'secretsKeys'>): MigrationContext {
  const keys = config.secretsKeys;
  return {
    sealSecret: (plaintext) => sealUnbound(keys, plaintext),
    resealSecret: (stored, purpose) => resealSecret(keys, stored, purpose),
  };
}

type MigrationWithContext = Migration & {
  up(db: Kysely<unknown>, context?: MigrationContext): Promise<void>;
};

/** The migration files, each `up` called with the context as its second argument. */
function withContext(files: MigrationProvider, context: MigrationContext): MigrationProvider {
  return {
    async getMigrations() {
      const migrations = await files.getMigrations();
      return Object.fromEntries(
        Object.entries(migrations).map(([name, migration]) => [
          name,
          {
            ...migration,
            up: async (db) => {
              // Every pending migration runs in one transaction.
              await sql.raw(NO_STATEMENT_TIMEOUT).execute(db);
              await (migration as MigrationWithContext).up(db, context);
            },
          },
        ]),
      );
    },
  };
}

/**
 * Brings the database at `url` up to date: graphile-worker's schema, then ours, over
 * connections of their own, without a statement timeout (building an index on a large
 * table may take minutes, and so may waiting for another process's migrations).
 * Processes starting together apply each migration once: the first takes an advisory
 * lock, the others wait for it. The lock is transaction-scoped, held by a transaction
 * left open on a connection of its own while the migrations run on others, so it also
 * works through a connection pooler in transaction mode (which pins a server connection
 * to an open transaction but not to a session, where a session lock's unlock could reach
 * another connection).
 */
export async function migrate(
  url: string,
  logger: Logger,
  context: MigrationContext = {},
): Promise<void> {
  // The lock's connection, one for graphile-worker's migrations or ours, one to spare.
  const pool = createPool(url, 3);
  const lost = (error: Error) =>
    logger.warn(connectionErrorFields(error), 'migration connection lost');
  pool.on('error', lost);
  pool.on('connect', (client) => client.on('error', lost));
  const db = createDb(pool, 0);
  try {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(NO_STATEMENT_TIMEOUT);
      await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      await runWorkerMigrations({ pgPool: pool, logger: workerLogger(logger) });
      const migrator = new Migrator({
        db,
        provider: withContext(
          new FileMigrationProvider({ fs, path, migrationFolder: MIGRATIONS_DIR }),
          context,
        ),
      });
      const { error, results } = await migrator.migrateToLatest();
      for (const result of results ?? []) {
        logger.info({ migration: result.migrationName, status: result.status }, 'migration');
      }
      if (error) throw error;
    } finally {
      // Ends the transaction, which releases the lock.
      await client.query('ROLLBACK').catch(() => {});
      client.release();
    }
  } finally {
    await db.destroy();
  }
}
