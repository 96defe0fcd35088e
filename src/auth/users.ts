import { newId } from '../db/ids';
import { sql } from 'kysely';
import type { Conn } from '../db/database';

const publicColumns = ['id', 'email', 'handle', 'name', 'createdAt'] as const;

/** How many times `createUser` takes another handle when a concurrent sign-up took its own. */
const HANDLE_ATTEMPTS = 5;

export interface NewUser {
  email: string;
  name: string;
  passwordHash: string;
  /**
   * What to make the handle from (a provider's user name, say); normalised and given a
   * collision suffix like one made from the email. Unset: the email's local part.
   */
  preferredHandle?: string;
}

/**
 * Creates an account with a unique handle: from `preferredHandle` or the email's local
 * part, with `-2`, `-3`… when taken (the SQL functions `handle_base` and `free_handle` hold
 * the rule). Returns undefined when the email is taken (case-insensitively). Every feature
 * that creates a person calls this.
 */
export async function createUser(db: Conn, input: NewUser) {
  const { preferredHandle, ...values } = input;
  for (let attempt = 0; attempt < HANDLE_ATTEMPTS; attempt++) {
    // DO NOTHING on any unique index: a taken email, or a handle a concurrent sign-up
    // took between free_handle's look and the insert.
    const user = await db
      .insertInto('users')
      .values({
        id: newId(),
        ...values,
        ...(preferredHandle
          ? { handle: sql<string>`free_handle(handle_base(${preferredHandle}))` }
          : {}),
      })
      .onConflict((oc) => oc.doNothing())
      .returning(publicColumns)
      .executeTakeFirst();
    if (user) return user;
    if (await emailTaken(db, input.email)) return undefined;
  }
  throw new Error(`No free handle for a new account after ${HANDLE_ATTEMPTS} attempts`);
}

async function emailTaken(db: Conn, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
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

/**
 * Changes a user's name and/or handle; returns the user, or `'handle-taken'` when another
 * account holds the handle (compared without regard to case).
 */
export async function updateProfile(
  db: Conn,
  userId: string,
  changes: { name?: string; handle?: string },
) {
  if (changes.name === undefined && changes.handle === undefined) return findUserById(db, userId);
  const user = await db
    .updateTable('users')
    .set({ ...changes, updatedAt: sql<string>`now()` })
    .where('id', '=', userId)
    .$if(changes.handle !== undefined, (q) =>
      q.where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('users as other')
              .select('other.id')
              .where(sql`lower(other.handle)`, '=', changes.handle!.toLowerCase())
              .where('other.id', '!=', userId),
          ),
        ),
      ),
    )
    .returning(publicColumns)
    .executeTakeFirst();
  return user ?? ('handle-taken' as const);
}
