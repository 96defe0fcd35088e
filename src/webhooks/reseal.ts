import type { Conn } from '../db/database';
import { resealColumn } from '../db/reseal';
import { signingSecretPurpose } from './queries';

/**
 * Seals every stored signing secret (webhooks' and their deliveries' copies) again with the
 * first key, bound to its webhook, so an older key can leave SECRETS_KEY. Answers how many
 * values moved.
 */
export async function resealSigningSecrets(db: Conn, keys: readonly Buffer[]): Promise<number> {
  let moved = 0;
  for (const table of ['webhooks', 'webhook_deliveries']) {
    const owner = table === 'webhooks' ? 'id' : 'webhook_id';
    moved += await resealColumn(db, keys, {
      table,
      column: 'secret',
      owner,
      purpose: signingSecretPurpose,
    });
  }
  return moved;
}
