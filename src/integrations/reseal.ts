import type { Conn } from '../db/database';
import { resealColumn } from '../db/reseal';
import { integrationSecretPurpose } from './queries';

/**
 * Seals every code-host connection's secret and previous secret again with the first key,
 * bound to the connection, so an older key can leave SECRETS_KEY. Answers how many moved.
 */
export async function resealIntegrationSecrets(db: Conn, keys: readonly Buffer[]): Promise<number> {
  let moved = 0;
  for (const column of ['secret', 'previous_secret']) {
    moved += await resealColumn(db, keys, {
      table: 'integrations',
      column,
      owner: 'id',
      purpose: integrationSecretPurpose,
    });
  }
  return moved;
}
