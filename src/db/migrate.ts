/** Runs the migrations in migrations/ and graphile-worker's own. */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import {
  FileMigrationProvider,
  Migrator,
  type Kysely,
  type Migration,
  type MigrationProvider,
} from 'kysely';
import { runMigrations as runWorkerMigrations } from 'graphile-worker';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Db } from './database';
import { sealSecret } from './secrets';
import { workerLogger } from '../logging';

// Same folder from src/db (tsx) and dist/src/db (compiled).
const MIGRATIONS_DIR = path.resolve(__dirname, '../../migrations');
// Arbitrary constant shared by every process of this service.
const MIGRATION_LOCK_KEY = 7_301_001;

/** What migrations that rewrite stored data receive from the service (they import nothing). */
export interface MigrationContext {
  /** Seals a secret with the current SECRETS_KEY (`src/db/secrets.ts`). */
  sealSecret?: (plaintext: string) => string;
}

/** The context migrations get from a service configured with `config`. */
export function migrationContext(config: Pick<Config, 'secretsKeys'>): MigrationContext {
  return { sealSecret: (plaintext) => sealSecret(config.secretsKeys, plaintext) };
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
          { ...migration, up: (db) => (migration as MigrationWithContext).up(db, context) },
        ]),
      );
    },
  };
}

/**
 * Brings the database up to date: graphile-worker's schema, then ours. Processes starting
 * together apply each migration once: the first takes an advisory lock, the others wait
 * for it. The lock is transaction-scoped, held by a transaction left open on a connection
 * of its own while the migrations run on others, so it also works through a connection
 * pooler in transaction mode (which pins a server connection to an open transaction but
 * not to a session, where a session lock's unlock could reach another connection).
 */
export async function migrate(
  db: Db,
  pool: pg.Pool,
  logger: Logger,
  context: MigrationContext = {},
): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
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
}
