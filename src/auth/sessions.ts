import { newId } from '../db/ids';
import { sql } from 'kysely';
import type { Conn } from '../db/database';
import { matchesHash, randomSecret, sha256 } from './secrets';

/** A cookie value: `<sessionId>.<secret>`; only the secret's hash is stored. */
export interface SessionTokens {
  sessionId: string;
  accessToken: string;
  refreshToken: string;
  accessExpiresAt: Date;
  expiresAt: Date;
}

export interface SessionTtl {
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
  /** Seconds a rotated-away refresh token still earns a new access token. */
  refreshGraceSeconds: number;
}

function splitToken(token: string): { sessionId: string; secret: string } | undefined {
  const match = /^([a-z0-9]{10,40})\.([0-9a-f]{64})$/.exec(token);
  return match ? { sessionId: match[1]!, secret: match[2]! } : undefined;
}

function secondsFromNow(seconds: number): Date {
  return new Date(Date.now() + seconds * 1000);
}

/** The browser and address a session was started from, shown in the list of sessions. */
export interface SessionClient {
  userAgent?: string | undefined;
  ipAddress?: string | undefined;
}

export async function createSession(
  db: Conn,
  userId: string,
  ttl: SessionTtl,
  client: SessionClient = {},
): Promise<SessionTokens> {
  const sessionId = newId();
  const access = randomSecret();
  const refresh = randomSecret();
  const accessExpiresAt = secondsFromNow(ttl.accessTtlSeconds);
  const expiresAt = secondsFromNow(ttl.refreshTtlSeconds);
  await db
    .insertInto('sessions')
    .values({
      id: sessionId,
      userId,
      accessTokenHash: sha256(access),
      accessExpiresAt,
      refreshTokenHash: sha256(refresh),
      expiresAt,
      // Bounded: a header of any length must not become a row of any length.
      userAgent: client.userAgent?.slice(0, 500) || null,
      ipAddress: client.ipAddress?.slice(0, 100) || null,
      lastSeenAt: sql<string>`now()`,
    })
    .execute();
  return {
    sessionId,
    accessToken: `${sessionId}.${access}`,
    refreshToken: `${sessionId}.${refresh}`,
    accessExpiresAt,
    expiresAt,
  };
}

/** The live session an access cookie belongs to, or undefined. One indexed lookup. */
export async function findSessionByAccessToken(
  db: Conn,
  token: string,
): Promise<{ sessionId: string; userId: string } | undefined> {
  const parts = splitToken(token);
  if (!parts) return undefined;
  const row = await db
    .selectFrom('sessions')
    .select(['id', 'userId', 'accessTokenHash'])
    .where('id', '=', parts.sessionId)
    .where('revokedAt', 'is', null)
    .where('accessExpiresAt', '>', sql<string>`now()`)
    .executeTakeFirst();
  if (!row || !matchesHash(parts.secret, row.accessTokenHash)) return undefined;
  return { sessionId: row.id, userId: row.userId };
}

export type RefreshOutcome =
  | { kind: 'rotated'; tokens: SessionTokens; userId: string }
  /**
   * The refresh token was rotated away moments ago (another tab won the race): a new
   * access token only; the refresh cookie the winner received stays the current one.
   */
  | { kind: 'grace'; accessToken: string; accessExpiresAt: Date; expiresAt: Date }
  | { kind: 'invalid' }
  /** A refresh token that was already rotated away: the session is revoked. */
  | { kind: 'reused' };

/**
 * Exchanges a refresh token for new access and refresh tokens. The token rotated away
 * last still earns a new access token for `refreshGraceSeconds` after its rotation, so
 * two tabs refreshing at once both stay signed in. Any other refresh token of a live
 * session (an older one, or the previous one after the grace) means it leaked and was
 * used twice: the whole session is revoked.
 */
export async function refreshSession(
  db: Conn,
  token: string,
  ttl: SessionTtl,
): Promise<RefreshOutcome> {
  const parts = splitToken(token);
  if (!parts) return { kind: 'invalid' };
  const presented = sha256(parts.secret);
  const access = randomSecret();
  const refresh = randomSecret();
  const accessExpiresAt = secondsFromNow(ttl.accessTtlSeconds);
  // Concurrent refreshes with one token serialise on the row: the first rotates, the
  // others re-read it and fall through to the grace below.
  const rotated = await db
    .updateTable('sessions')
    .set((eb) => ({
      accessTokenHash: sha256(access),
      accessExpiresAt,
      previousRefreshTokenHash: eb.ref('refreshTokenHash'),
      refreshTokenHash: sha256(refresh),
      refreshedAt: sql<string>`now()`,
      lastSeenAt: sql<string>`now()`,
    }))
    .where('id', '=', parts.sessionId)
    .where('refreshTokenHash', '=', presented)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', sql<string>`now()`)
    .returning(['userId', 'expiresAt'])
    .executeTakeFirst();
  if (rotated) {
    return {
      kind: 'rotated',
      userId: rotated.userId,
      tokens: {
        sessionId: parts.sessionId,
        accessToken: `${parts.sessionId}.${access}`,
        refreshToken: `${parts.sessionId}.${refresh}`,
        accessExpiresAt,
        expiresAt: new Date(rotated.expiresAt),
      },
    };
  }
  const graced = await db
    .updateTable('sessions')
    .set({ accessTokenHash: sha256(access), accessExpiresAt })
    .where('id', '=', parts.sessionId)
    .where('previousRefreshTokenHash', '=', presented)
    .where(
      'refreshedAt',
      '>',
      sql<string>`now() - make_interval(secs => ${ttl.refreshGraceSeconds})`,
    )
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', sql<string>`now()`)
    .returning(['expiresAt'])
    .executeTakeFirst();
  if (graced) {
    return {
      kind: 'grace',
      accessToken: `${parts.sessionId}.${access}`,
      accessExpiresAt,
      expiresAt: new Date(graced.expiresAt),
    };
  }
  const revoked = await revokeSession(db, parts.sessionId, 'refresh token reused');
  return revoked ? { kind: 'reused' } : { kind: 'invalid' };
}

/** Revokes a live session; returns whether there was one. */
export async function revokeSession(db: Conn, sessionId: string, reason: string): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ revokedAt: sql<string>`now()`, revokedReason: reason })
    .where('id', '=', sessionId)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', sql<string>`now()`)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export function sessionIdOf(token: string): string | undefined {
  return splitToken(token)?.sessionId;
}

/** Revokes the session an access or refresh cookie belongs to, if the secret matches. */
export async function revokeSessionByToken(db: Conn, token: string, reason: string): Promise<void> {
  const parts = splitToken(token);
  if (!parts) return;
  const hash = sha256(parts.secret);
  await db
    .updateTable('sessions')
    .set({ revokedAt: sql<string>`now()`, revokedReason: reason })
    .where('id', '=', parts.sessionId)
    .where('revokedAt', 'is', null)
    .where((eb) => eb.or([eb('accessTokenHash', '=', hash), eb('refreshTokenHash', '=', hash)]))
    .execute();
}

/**
 * Ends every live session of a user, but `exceptSessionId` when given; returns how many.
 * Their access cookies stop working on the next request (each request reads the row).
 */
export async function revokeUserSessions(
  db: Conn,
  userId: string,
  reason: string,
  exceptSessionId?: string,
): Promise<number> {
  const result = await db
    .updateTable('sessions')
    .set({ revokedAt: sql<string>`now()`, revokedReason: reason })
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', sql<string>`now()`)
    .$if(exceptSessionId !== undefined, (q) => q.where('id', '!=', exceptSessionId!))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** A user's live sessions, newest first. */
export async function listUserSessions(db: Conn, userId: string) {
  return db
    .selectFrom('sessions')
    .select(['id', 'userAgent', 'ipAddress', 'createdAt', 'lastSeenAt', 'expiresAt'])
    .select(sql<string>`coalesce(last_seen_at, refreshed_at, created_at)`.as('lastSeen'))
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', sql<string>`now()`)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Ends one live session of the user; returns whether there was one. */
export async function revokeUserSession(
  db: Conn,
  userId: string,
  sessionId: string,
  reason: string,
): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ revokedAt: sql<string>`now()`, revokedReason: reason })
    .where('id', '=', sessionId)
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', sql<string>`now()`)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes sessions that expired or were revoked more than a day ago. */
export async function pruneSessions(db: Conn): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([
        eb('expiresAt', '<', sql<string>`now() - interval '1 day'`),
        eb('revokedAt', '<', sql<string>`now() - interval '1 day'`),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
