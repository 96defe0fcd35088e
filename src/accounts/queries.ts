import { sql } from 'kysely';
import type { Conn } from '../db/database';

/** Withdraws the user's other open tokens of one purpose (a reset made the others moot). */
export async function revokeOpenTokens(
  db: Conn,
  userId: string,
  purpose: 'password_reset' | 'email_change',
): Promise<void> {
  await db
    .updateTable('oneTimeTokens')
    .set({ revokedAt: sql<string>`now()` })
    .where('userId', '=', userId)
    .where('purpose', '=', purpose)
    .where('spentAt', 'is', null)
    .where('revokedAt', 'is', null)
    .execute();
}

/** Reset tokens issued to the user in the last hour (the per-account mail limit). */
export async function resetTokensThisHour(db: Conn, userId: string): Promise<number> {
  const row = await db
    .selectFrom('oneTimeTokens')
    .select((eb) => eb.fn.countAll<number>().as('issued'))
    .where('userId', '=', userId)
    .where('purpose', '=', 'password_reset')
    .where('createdAt', '>', sql<string>`now() - interval '1 hour'`)
    .executeTakeFirstOrThrow();
  return Number(row.issued);
}

/** Marks the account's email as read by its owner (they used a link mailed to it). */
export async function markEmailVerified(db: Conn, userId: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ emailVerifiedAt: sql<string>`now()` })
    .where('id', '=', userId)
    .where('emailVerifiedAt', 'is', null)
    .execute();
}
