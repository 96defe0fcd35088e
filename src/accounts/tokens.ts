/**
 * Single-use tokens (one table, `one_time_tokens`): password resets, invitations, email
 * changes. A token is 256 random bits, shown once in a link's `token` parameter; only its
 * SHA-256 is stored. It is spent by one UPDATE, so it works exactly once.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Conn } from '../db/database';
import { newId } from '../db/ids';
import type { MemberRole, OneTimeTokenPurpose } from '../db/schema';
import { AppError } from '../http/errors';
import { sha256 } from '../auth/secrets';

const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

export interface TokenFields {
  purpose: OneTimeTokenPurpose;
  userId?: string | null;
  email?: string | null;
  workspaceId?: string | null;
  role?: MemberRole | null;
  createdBy?: string | null;
}

/** A new token value and the hash stored for it. */
export function newTokenValue(): { token: string; tokenHash: Buffer } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: sha256(token) };
}

/** Stores a new token; returns its id, plaintext (for the link, never stored) and expiry. */
export async function issueToken(db: Conn, fields: TokenFields, ttlSeconds: number) {
  const { token, tokenHash } = newTokenValue();
  const row = await db
    .insertInto('oneTimeTokens')
    .values({
      id: newId(),
      ...fields,
      tokenHash,
      expiresAt: sql<string>`now() + make_interval(secs => ${ttlSeconds})`,
    })
    .returning(['id', 'expiresAt'])
    .executeTakeFirstOrThrow();
  return { id: row.id, token, expiresAt: row.expiresAt };
}

/** Why a token cannot be used: never seen, past its expiry, used, or withdrawn. */
export type TokenProblem = 'unknown' | 'expired' | 'spent' | 'revoked';

const ASK_AGAIN: Record<OneTimeTokenPurpose, string> = {
  password_reset: 'Ask for a new link with "Forgot password?" on the sign-in page.',
  invitation: 'Ask the person who invited you to send the invitation again.',
  email_change: 'Change your email again in your profile to get a new link.',
};

const WHAT: Record<OneTimeTokenPurpose, string> = {
  password_reset: 'This password reset link',
  invitation: 'This invitation link',
  email_change: 'This email confirmation link',
};

/**
 * The 4xx for an unusable token: a sentence saying why, and how to get a new link
 * (`askAgain`, where the purpose's usual way is not open, e.g. PASSWORD_LOGIN=false).
 */
export function tokenError(
  purpose: OneTimeTokenPurpose,
  problem: TokenProblem,
  askAgain = ASK_AGAIN[purpose],
): AppError {
  const why = {
    unknown: 'is not valid (it may have been mistyped or replaced by a newer one)',
    expired: 'has expired',
    spent: 'was already used',
    revoked: 'was withdrawn',
  }[problem];
  return new AppError(problem === 'unknown' ? 404 : 410, `${WHAT[purpose]} ${why}. ${askAgain}`);
}

function hashOf(token: string): Buffer | undefined {
  return TOKEN_FORMAT.test(token) ? sha256(token) : undefined;
}

/** The usable token's row, without spending it (an invitation's page reads it first). */
export async function findUsableToken(
  db: Conn,
  purpose: OneTimeTokenPurpose,
  token: string,
  askAgain?: string,
) {
  const tokenHash = hashOf(token);
  const row = tokenHash
    ? await db
        .selectFrom('oneTimeTokens')
        .selectAll()
        .select(sql<boolean>`expires_at <= now()`.as('expired'))
        .where('tokenHash', '=', tokenHash)
        .where('purpose', '=', purpose)
        .executeTakeFirst()
    : undefined;
  if (!row) throw tokenError(purpose, 'unknown', askAgain);
  if (row.spentAt) throw tokenError(purpose, 'spent', askAgain);
  if (row.revokedAt) throw tokenError(purpose, 'revoked', askAgain);
  if (row.expired) throw tokenError(purpose, 'expired', askAgain);
  return row;
}

/**
 * Spends the token: one UPDATE where it is unspent, unrevoked and unexpired, so of two
 * racing requests one wins and the other is told the link was used. Throws the 4xx.
 */
export async function spendToken(
  db: Conn,
  purpose: OneTimeTokenPurpose,
  token: string,
  askAgain?: string,
) {
  const tokenHash = hashOf(token);
  const spent = tokenHash
    ? await db
        .updateTable('oneTimeTokens')
        .set({ spentAt: sql<string>`now()` })
        .where('tokenHash', '=', tokenHash)
        .where('purpose', '=', purpose)
        .where('spentAt', 'is', null)
        .where('revokedAt', 'is', null)
        .where('expiresAt', '>', sql<string>`now()`)
        .returningAll()
        .executeTakeFirst()
    : undefined;
  if (spent) return spent;
  // Unusable: say why.
  await findUsableToken(db, purpose, token, askAgain);
  throw tokenError(purpose, 'spent', askAgain);
}

/** Deletes tokens a day past their expiry or use (background task). */
export async function pruneTokens(db: Conn): Promise<number> {
  const result = await db
    .deleteFrom('oneTimeTokens')
    .where((eb) =>
      eb.or([
        eb('expiresAt', '<', sql<string>`now() - interval '1 day'`),
        eb('spentAt', '<', sql<string>`now() - interval '1 day'`),
        eb('revokedAt', '<', sql<string>`now() - interval '1 day'`),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
