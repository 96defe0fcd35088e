/** The Kysely instance and the pool beneath it. */
import { Kysely, PostgresDialect, type Transaction } from 'kysely';
import { CamelCaseRows } from './camel-case';
import pg from 'pg';
import { preparingPool } from './prepared';
import type { Database } from './schema';

export type Db = Kysely<Database>;
/** A connection or an open transaction: every query function takes one first. */
export type Conn = Kysely<Database> | Transaction<Database>;
/** An open transaction, for functions that only make sense inside one. */
export type Tx = Transaction<Database>;

// Return bigint counts as numbers; every count here is far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
// Calendar dates stay `YYYY-MM-DD` strings instead of shifting through local-time Dates.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

/** How long a request waits for a pool connection before it answers 503. */
export const CONNECTION_WAIT_MS = 5000;

/**
 * A pool of `max` connections. With `statementTimeoutMs`, PostgreSQL cancels any of its
 * statements that runs longer (sent as a startup parameter, so it holds from the first
 * statement of every connection without a round trip of its own).
 */
export function createPool(
  url: string,
  max: number,
  { statementTimeoutMs = 0 }: { statementTimeoutMs?: number } = {},
): pg.Pool {
  return new pg.Pool({
    connectionString: url,
    max,
    application_name: 'work-tracking-service',
    // A database that does not answer fails the request (503) instead of hanging it.
    connectionTimeoutMillis: CONNECTION_WAIT_MS,
    ...statementTimeoutOption(statementTimeoutMs),
  });
}

/** node-pg's client option for a statement timeout of `ms` (none for 0). */
export function statementTimeoutOption(ms: number): { statement_timeout?: number } {
  return ms > 0 ? { statement_timeout: ms } : {};
}

/**
 * Kysely on the pool. Frequent statements run prepared (see `preparingPool`) unless
 * `preparedStatements` is 0, as a connection pooler in transaction mode needs.
 */
export function createDb(pool: pg.Pool, preparedStatements: number): Db {
  return new Kysely<Database>({
    dialect: new PostgresDialect({
      pool: preparingPool(pool, { maxStatements: preparedStatements }),
    }),
    plugins: [new CamelCaseRows()],
  });
}
