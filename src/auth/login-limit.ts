import { sql } from 'kysely';
import type { Config } from '../config';
import type { Conn } from '../db/database';
import { AppError } from '../http/errors';
import { escapeLike } from '../db/text';

/**
 * Counts a login attempt before its password is checked, per (email, client address) and
 * per client address, and refuses it with 429 once either has had too many attempts
 * without a success in its window. Guessing one account from one address stops after
 * `perEmail`; spraying many accounts from one address after `perAddress`. Failures from
 * other addresses never count against the owner's own address, so nobody can lock an
 * owner out by failing against their email. Counting first makes concurrent guesses count
 * too; a success forgets its pair and takes itself off the address's count. The answer is
 * the same for an unknown email, so the limit does not tell which accounts exist.
 */
export async function countLoginAttempt(
  db: Conn,
  email: string,
  address: string,
  limit: Config['loginLimit'],
): Promise<void> {
  const window = limit.windowSeconds;
  const { rows } = await sql<{ countKey: string; failures: number; retryAfter: number }>`
    INSERT INTO login_attempt_counts AS f (count_key, failures, window_started_at)
    VALUES (${pairKey(email, address)}, 1, now()), (${addressKey(address)}, 1, now())
    ON CONFLICT (count_key) DO UPDATE SET
      failures = CASE WHEN f.window_started_at > now() - make_interval(secs => ${window})
                      THEN f.failures + 1 ELSE 1 END,
      window_started_at = CASE WHEN f.window_started_at > now() - make_interval(secs => ${window})
                      THEN f.window_started_at ELSE now() END
    RETURNING count_key AS "countKey", failures,
      ceil(extract(epoch FROM f.window_started_at + make_interval(secs => ${window}) - now()))::int
        AS "retryAfter"
  `.execute(db);
  const minutes = Math.round(window / 60);
  for (const row of rows) {
    const isPair = row.countKey.startsWith('pair:');
    const max = isPair ? limit.perEmail : limit.perAddress;
    if (row.failures <= max) continue;
    const message = isPair
      ? `Too many failed logins for this account from your address: ${max} per ${minutes} minutes (LOGIN_FAILURES_PER_EMAIL); retry later or reset your password`
      : `Too many failed logins from your address: ${max} per ${minutes} minutes (LOGIN_FAILURES_PER_ADDRESS); retry later`;
    throw new AppError(429, message, { 'Retry-After': String(Math.max(1, row.retryAfter)) });
  }
}

/** After a successful login: forgets the pair's attempts, and takes this one off the address's. */
export async function clearLoginFailures(db: Conn, email: string, address: string): Promise<void> {
  await sql`
    WITH forgotten AS (DELETE FROM login_attempt_counts WHERE count_key = ${pairKey(email, address)})
    UPDATE login_attempt_counts SET failures = greatest(failures - 1, 0)
    WHERE count_key = ${addressKey(address)}
  `.execute(db);
}

/** Forgets every address's attempts against the email (its password was reset). */
export async function forgetLoginFailures(db: Conn, email: string): Promise<void> {
  await sql`
    DELETE FROM login_attempt_counts WHERE count_key LIKE ${`${escapeLike(pairKey(email, ''))}%`}
  `.execute(db);
}

/** Deletes counts whose window has ended (background task). */
export async function pruneLoginFailures(db: Conn, windowSeconds: number): Promise<number> {
  const result = await sql`
    DELETE FROM login_attempt_counts
    WHERE window_started_at < now() - make_interval(secs => ${windowSeconds})
  `.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

function pairKey(email: string, address: string): string {
  return `pair:${email.trim().toLowerCase()} ${address}`;
}

function addressKey(address: string): string {
  return `address:${address}`;
}
