import { suite } from './context';
import { waitFor } from './receiver';

/**
 * Resolves once a transaction waits for a lock another holds (a row, through its
 * transaction id, or an advisory lock), such as a request queued behind what a test holds
 * in an open transaction.
 */
export async function untilALockIsAwaited(what: string): Promise<void> {
  await waitFor(
    async () => {
      const { rows } = await suite.database.pool.query(
        `SELECT 1 FROM pg_locks WHERE NOT granted AND locktype IN ('transactionid', 'advisory')`,
      );
      return rows.length > 0;
    },
    10_000,
    what,
  );
}
