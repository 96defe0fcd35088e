import type { Conn } from '../db/database';
import { newId } from '../db/ids';

/** Every action of an account's audit log (`account_audit_log`), whichever feature records it. */
export type AccountAuditAction =
  | 'password.reset'
  | 'password.changed'
  | 'email.changed'
  | 'sessions.ended'
  | 'sso.signed_in'
  | 'sso.account_created'
  | 'sso.linked'
  | 'sso.unlinked'
  | 'sso.refused';

/** The address and browser a request came from, as the audit log keeps them. */
export interface RequestClient {
  ipAddress?: string | undefined;
  userAgent?: string | undefined;
}

/** The client of a request: its address (as `TRUST_PROXY` decides) and its User-Agent. */
export function clientOf(req: { koa: { ip: string; get(header: string): string } }): RequestClient {
  return { ipAddress: req.koa.ip, userAgent: req.koa.get('User-Agent') || undefined };
}

/**
 * A row of the account's audit log: what happened, from which address and browser.
 * `userId` is null only for a single sign-on refused before it matched an account.
 */
export async function recordAccountAudit(
  db: Conn,
  entry: RequestClient & {
    userId: string | null;
    action: AccountAuditAction;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  await db
    .insertInto('accountAuditLog')
    .values({
      id: newId(),
      userId: entry.userId,
      action: entry.action,
      ipAddress: entry.ipAddress?.slice(0, 100) ?? null,
      userAgent: entry.userAgent?.slice(0, 500) ?? null,
      details: JSON.stringify(entry.details ?? {}),
    })
    .execute();
}
