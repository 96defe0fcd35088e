import { newId } from '../db/ids';
import { sql } from 'kysely';
import type { Conn } from '../db/database';

const publicColumns = ['id', 'email', 'name', 'createdAt'] as const;

/**
 * Inserts a user; returns undefined when the email is taken (case-insensitively). A null
 * `passwordHash`: an account that signs in through single sign-on only.
 */
export async function insertUser(
  db: Conn,
  input: { email: string; name: string; passwordHash: string | null },
) {
  return db
    .insertInto('users')
    .values({ id: newId(), ...input })
    .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
    .returning(publicColumns)
    .executeTakeFirst();
}

export async function findUserByEmail(db: Conn, email: string) {
  return db
    .selectFrom('users')
    .select([...publicColumns, 'passwordHash'])
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export async function findUserById(db: Conn, userId: string) {
  return db.selectFrom('users').select(publicColumns).where('id', '=', userId).executeTakeFirst();
}

/** Replaces a user's password hash (a rehash with today's parameters). */
export async function setPasswordHash(db: Conn, userId: string, passwordHash: string) {
  await db.updateTable('users').set({ passwordHash }).where('id', '=', userId).execute();
}
