import { suite } from './context';
import { waitFor } from './receiver';

/**
 * Resolves once a transaction waits for another's row (a lock on its transaction id), such
 * as a request queued behind a row a test holds in an open transaction.
 */
export async function untilALockIsAwaited(what: string): Promise<void> {
  await waitFor(
    async () => {
      const { rows } = await suite.database.pool.query(
        `SELECT 1 FROM pg_locks WHERE NOT granted AND locktype = 'transactionid'`,
      );
      return rows.length > 0;
    },
    10_000,
    what,
  );
}
