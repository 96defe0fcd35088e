import { sql } from 'kysely';
import type { Config } from '../config';
import type { Conn } from '../db/database';
import { AppError } from '../http/errors';

/**
 * Counts a login attempt for the email before its password is checked, and refuses it
 * with 429 once the account has had `perEmail` attempts without a success in its window:
 * guessing one account from many addresses is slowed as much as from one. Counting first
 * makes concurrent guesses count too; `clearLoginFailures` forgets them on success. The
 * answer is the same for an unknown email, so the limit does not tell which accounts exist.
 */
export async function countLoginAttempt(
  db: Conn,
  email: string,
  limit: Config['loginLimit'],
): Promise<void> {
  const { rows } = await sql<{ failures: number; retryAfter: number }>`
    INSERT INTO login_failures AS f (email_key, failures, window_started_at)
    VALUES (${emailKey(email)}, 1, now())
    ON CONFLICT (email_key) DO UPDATE SET
      failures = CASE WHEN f.window_started_at > now() - make_interval(secs => ${limit.windowSeconds})
                      THEN f.failures + 1 ELSE 1 END,
      window_started_at = CASE WHEN f.window_started_at > now() - make_interval(secs => ${limit.windowSeconds})
                      THEN f.window_started_at ELSE now() END
    RETURNING failures,
      ceil(extract(epoch FROM f.window_started_at + make_interval(secs => ${limit.windowSeconds}) - now()))::int
        AS "retryAfter"
  `.execute(db);
  const { failures, retryAfter } = rows[0]!;
  if (failures > limit.perEmail) {
    throw new AppError(
      429,
      `Too many failed logins for this account: ${limit.perEmail} per ${Math.round(limit.windowSeconds / 60)} minutes (LOGIN_FAILURES_PER_EMAIL); retry later`,
      { 'Retry-After': String(Math.max(1, retryAfter)) },
    );
  }
}

/** Forgets an account's counted attempts after a successful login. */
export async function clearLoginFailures(db: Conn, email: string): Promise<void> {
  await sql`DELETE FROM login_failures WHERE email_key = ${emailKey(email)}`.execute(db);
}

/** Deletes counts whose window has ended (background task). */
export async function pruneLoginFailures(db: Conn, windowSeconds: number): Promise<number> {
  const result = await sql`
    DELETE FROM login_failures
    WHERE window_started_at < now() - make_interval(secs => ${windowSeconds})
  `.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

function emailKey(email: string): string {
  return email.trim().toLowerCase();
}
