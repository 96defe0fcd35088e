import { promises as fs } from 'node:fs';
import path from 'node:path';
import { runMigrations as runWorkerMigrations } from 'graphile-worker';
import { FileMigrationProvider, Migrator } from 'kysely';
import pg from 'pg';
import { createDb } from '../../src/db/database';
import { suite } from '../support/context';

/**
 * The last published document version, 1.1.0 (commit 4bb3510: there are no release tags,
 * so a release is the commit that last changed `info.version`), shipped the migrations up
 * to this one. Migrations are frozen, so today's files up to it are that release's.
 */
export const RELEASE_1_1_0_LAST_MIGRATION = '20261124_0310_finish_without_empty_notify';

const MIGRATIONS = path.resolve(__dirname, '../../migrations');

/** A new, empty database in the suite's cluster; dropped by the returned function. */
export async function scratchDatabase(name: string) {
  const database = `${name}_${process.pid}`;
  await suite.database.pool.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await suite.database.pool.query(`CREATE DATABASE ${database}`);
  const url = new URL(suite.database.url);
  url.pathname = `/${database}`;
  return {
    url: url.toString(),
    drop: () => suite.database.pool.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`),
  };
}

/** Brings a database to the schema release 1.1.0 left: the job queue's, then ours. */
export function migrateToRelease(url: string): Promise<void> {
  return migrateUpTo(url, RELEASE_1_1_0_LAST_MIGRATION);
}

/** Brings a database to the schema as it was once `migration` had run. */
export async function migrateUpTo(url: string, migration: string): Promise<void> {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = createDb(pool, 0);
  try {
    await runWorkerMigrations({ pgPool: pool, logger: undefined });
    const migrator = new Migrator({
      db,
      provider: new FileMigrationProvider({ fs, path, migrationFolder: MIGRATIONS }),
    });
    const { error } = await migrator.migrateTo(migration);
    if (error) throw error;
  } finally {
    await db.destroy();
  }
}
