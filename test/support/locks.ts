import type { Transaction } from 'kysely';
import type { Database } from '../../src/db/schema';
import { suite } from './context';
import { waitFor } from './receiver';

/**
 * Resolves once a transaction waits for a lock another holds (a row, through its
 * transaction id, or an advisory lock; a table with `locktypes` naming 'relation'), such
 * as a request queued behind what a test holds in an open transaction.
 */
export async function untilALockIsAwaited(
  what: string,
  locktypes = ['transactionid', 'advisory'],
  /** The database whose sessions wait; the suite's own unless named. */
  database?: string,
): Promise<void> {
  await waitFor(
    async () => {
      const { rows } = await suite.database.pool.query(
        // pg_locks covers the whole cluster (a transaction id names no database): only
        // waits of this database's sessions count, not those of a suite sharing the server.
        `SELECT 1 FROM pg_locks
         WHERE NOT granted AND locktype = ANY ($1)
           AND pid IN (SELECT pid FROM pg_stat_activity
                       WHERE datname = coalesce($2, current_database()))`,
        [locktypes, database ?? null],
      );
      return rows.length > 0;
    },
    10_000,
    what,
  );
}

/**
 * Runs `work` in a transaction and leaves it open, as a concurrent request would be
 * mid-way: resolves once `work` is done, with `commit`, which ends the transaction.
 */
export async function holdTransaction(
  work: (trx: Transaction<Database>) => Promise<unknown>,
): Promise<{ commit: () => Promise<void> }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held!: () => void;
  const holding = new Promise<void>((resolve) => (held = resolve));
  const done = suite.database.db.transaction().execute(async (trx) => {
    await work(trx);
    held();
    await released;
  });
  // A failing `work` rejects here, not later.
  await Promise.race([holding, done]);
  return {
    async commit() {
      release();
      await done;
    },
  };
}
