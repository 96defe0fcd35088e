import type { Conn } from '../db/database';
import { newId } from '../db/ids';

export type AccountAuditAction =
  'sso.signed_in' | 'sso.account_created' | 'sso.linked' | 'sso.unlinked' | 'sso.refused';

/** An account's audit row; `details` names the provider (display name and issuer). */
export async function recordAccountAudit(
  db: Conn,
  entry: { userId: string | null; action: AccountAuditAction; details: Record<string, unknown> },
): Promise<void> {
  await db
    .insertInto('accountAudit')
    .values({ id: newId(), ...entry, details: JSON.stringify(entry.details) })
    .execute();
}
