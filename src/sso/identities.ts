import { sql } from 'kysely';
import type { Conn } from '../db/database';
import { newId } from '../db/ids';

/** The account an identity (issuer, subject) signs in to. */
export async function findIdentity(db: Conn, issuer: string, subject: string) {
  return db
    .selectFrom('userIdentities')
    .select(['id', 'userId'])
    .where('issuer', '=', issuer)
    .where('subject', '=', subject)
    .executeTakeFirst();
}

/**
 * Links an identity to an account; undefined when the identity is already linked (to any
 * account) or the account already has one at this issuer.
 */
export async function insertIdentity(
  db: Conn,
  input: { userId: string; issuer: string; subject: string; email: string | null },
) {
  return db
    .insertInto('userIdentities')
    .values({ id: newId(), ...input })
    .onConflict((oc) => oc.doNothing())
    .returning(['id'])
    .executeTakeFirst();
}

/** Records a sign-in with the identity and the email the provider gave this time. */
export async function touchIdentity(db: Conn, identityId: string, email: string | null) {
  await db
    .updateTable('userIdentities')
    .set({ email, lastUsedAt: sql<string>`now()` })
    .where('id', '=', identityId)
    .execute();
}

export async function identitiesOf(db: Conn, userId: string) {
  return db
    .selectFrom('userIdentities')
    .select(['id', 'issuer', 'email', 'createdAt', 'lastUsedAt'])
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

/** The account's identity at an issuer, if it has one. */
export async function identityAt(db: Conn, userId: string, issuer: string) {
  return db
    .selectFrom('userIdentities')
    .select(['id', 'subject'])
    .where('userId', '=', userId)
    .where('issuer', '=', issuer)
    .executeTakeFirst();
}

/**
 * Unlinks one of the account's identities unless it is the last way in: the account keeps
 * a password that may be used, or another identity. The account's row is locked so two
 * unlinks at once cannot each leave the other as the last way in and remove both.
 */
export async function deleteIdentity(
  db: Conn,
  userId: string,
  identityId: string,
  passwordCounts: boolean,
): Promise<{ issuer: string } | 'not-found' | 'last-way-in'> {
  const user = await db
    .selectFrom('users')
    .select(['passwordHash'])
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  const identities = await db
    .selectFrom('userIdentities')
    .select(['id', 'issuer'])
    .where('userId', '=', userId)
    .execute();
  const target = identities.find((identity) => identity.id === identityId);
  if (!user || !target) return 'not-found';
  const passwordWorks = passwordCounts && user.passwordHash !== null;
  if (!passwordWorks && identities.length === 1) return 'last-way-in';
  await db.deleteFrom('userIdentities').where('id', '=', identityId).execute();
  return { issuer: target.issuer };
}

/** Whether a session is still signed in, and whose it is. */
export async function liveSessionUser(db: Conn, sessionId: string) {
  const row = await db
    .selectFrom('sessions')
    .select('userId')
    .where('id', '=', sessionId)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', sql<string>`now()`)
    .executeTakeFirst();
  return row?.userId;
}
