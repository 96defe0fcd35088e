/** Issuing a password reset link: from the request's background job and from the CLI. */
import { sql } from 'kysely';
import type { Config } from '../config';
import type { Conn, Db } from '../db/database';
import { findUserByEmail } from '../auth/users';
import { enqueueMail } from '../mail';
import { passwordResetMail, resetLink } from './mails';
import { resetTokensThisHour } from './queries';
import { issueToken } from './tokens';

export type ResetOutcome =
  { kind: 'issued'; link: string; userId: string } | { kind: 'no-account' } | { kind: 'limited' };

/**
 * Issues a reset token for the account with `email` (any case) and, with `mail`, queues
 * its mail, in one transaction. At most `resetMailsPerHour` mails per account an hour,
 * counted under a lock on the account so concurrent requests cannot exceed it.
 */
export async function issuePasswordReset(
  db: Db,
  config: Config,
  email: string,
  options: { mail: boolean; limit: boolean },
): Promise<ResetOutcome> {
  return db.transaction().execute(async (trx: Conn) => {
    const user = await findUserByEmail(trx, email.trim());
    if (!user) return { kind: 'no-account' };
    await sql`SELECT 1 FROM users WHERE id = ${user.id} FOR UPDATE`.execute(trx);
    if (
      options.limit &&
      (await resetTokensThisHour(trx, user.id)) >= config.tokens.resetMailsPerHour
    ) {
      return { kind: 'limited' };
    }
    const { token } = await issueToken(
      trx,
      { purpose: 'password_reset', userId: user.id, email: user.email },
      config.tokens.passwordResetTtlSeconds,
    );
    if (options.mail) {
      await enqueueMail(trx, config.secretsKeys, passwordResetMail(config, user.email, token));
    }
    return { kind: 'issued', link: resetLink(config, token), userId: user.id };
  });
}
