import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Context } from 'koa';
import type { Config } from '../config';
import type { Conn } from '../db/database';
import { newId } from '../db/ids';

/** The cookie binding a sign-in under way to the browser that started it. */
export const ATTEMPT_COOKIE = 'service_sso';
// It travels only to the callback (and the start that replaces it).
const COOKIE_PATH = '/api/auth/sso';

/** What the callback needs to check the provider's answer, stored server-side. */
export interface Attempt {
  state: string;
  nonce: string;
  codeVerifier: string;
  /** The dashboard path to land on. */
  returnTo: string;
  /** Set when a signed-in person links the provider to their account. */
  linkSessionId: string | null;
}

function hashOf(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/**
 * The landing path is stored sealed with a key only the cookie's secret gives (AES-256-GCM):
 * an invitation's link carries its single-use token, and the table alone must not reveal it.
 */
function landingKey(secret: string): Buffer {
  return createHash('sha256').update(`sso-landing:${secret}`).digest();
}

function sealLanding(secret: string, path: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', landingKey(secret), iv);
  const sealed = Buffer.concat([cipher.update(path, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

function openLanding(secret: string, stored: string): string {
  const bytes = Buffer.from(stored, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', landingKey(secret), bytes.subarray(0, 12), {
    authTagLength: 16,
  });
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
}

/** Stores a new attempt; returns the cookie value `<id>.<secret>` (the secret is not stored). */
export async function createAttempt(db: Conn, attempt: Attempt, ttlSeconds: number) {
  const id = newId();
  const secret = randomBytes(32).toString('hex');
  await db
    .insertInto('ssoAttempts')
    .values({
      id,
      secretHash: hashOf(secret),
      ...attempt,
      returnTo: sealLanding(secret, attempt.returnTo),
      expiresAt: sql<string>`now() + make_interval(secs => ${ttlSeconds})`,
    })
    .execute();
  return `${id}.${secret}`;
}

/**
 * Spends the attempt a cookie names: deleted in the same statement that reads it, so a
 * replayed callback finds nothing, even on another process. Undefined when the cookie is
 * missing, forged, spent or expired.
 */
export async function spendAttempt(db: Conn, cookie: string | undefined) {
  const match = /^([a-z0-9]{10,40})\.([0-9a-f]{64})$/.exec(cookie ?? '');
  if (!match) return undefined;
  const row = await db
    .deleteFrom('ssoAttempts')
    .where('id', '=', match[1]!)
    .where('secretHash', '=', hashOf(match[2]!))
    .returning(['state', 'nonce', 'codeVerifier', 'returnTo', 'linkSessionId', 'expiresAt'])
    .executeTakeFirst();
  if (!row || new Date(row.expiresAt).getTime() <= Date.now()) return undefined;
  const { expiresAt: _spent, returnTo, ...attempt } = row;
  return { ...attempt, returnTo: openLanding(match[2]!, returnTo) } satisfies Attempt;
}

/** Deletes attempts whose browser never came back. */
export async function pruneAttempts(db: Conn): Promise<number> {
  const result = await db
    .deleteFrom('ssoAttempts')
    .where('expiresAt', '<', sql<string>`now()`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

function cookieOptions(config: Config) {
  return {
    httpOnly: true,
    // Lax: the provider's redirect back is a top-level navigation from another site.
    sameSite: 'lax' as const,
    secure: config.baseUrl.startsWith('https:'),
    overwrite: true,
    path: COOKIE_PATH,
  };
}

export function setAttemptCookie(ctx: Context, config: Config, value: string): void {
  const ttl = config.oidc!.attemptTtlSeconds;
  ctx.cookies.set(ATTEMPT_COOKIE, value, { ...cookieOptions(config), maxAge: ttl * 1000 });
}

export function clearAttemptCookie(ctx: Context, config: Config): void {
  ctx.cookies.set(ATTEMPT_COOKIE, null, cookieOptions(config));
}
