/** Puts a mail on the job queue, in the caller's transaction; the worker sends it. */
import { sql } from 'kysely';
import type { Conn } from '../db/database';
import { sealSecret } from '../db/secrets';
import type { Mail } from './message';

/** The graphile-worker task that sends one mail. */
export const SEND_MAIL = 'mail:send';

/**
 * Attempts before a mail is given up: graphile-worker waits about e^n seconds after the
 * n-th failure, so eight attempts keep trying for about an hour and a half.
 */
export const MAIL_ATTEMPTS = 8;
/**
 * Mail jobs run before other work (graphile-worker takes the lowest priority first; the
 * rest of the service's jobs have 0): a reset link or an invitation must not wait behind a
 * backlog of notification or webhook jobs.
 */
export const MAIL_PRIORITY = -10;

export interface SendMailPayload {
  /** Who the mail is for, readable in the queue; everything else is sealed. */
  to: string;
  /** The whole `Mail`, sealed with SECRETS_KEY: its links carry single-use tokens. */
  sealed: string;
}

/** What a queued mail is sealed for: its recipient, so a payload moved to another does not open. */
export function mailPurpose(to: string): string {
  return `mail:${to}`;
}

/**
 * Enqueues `mail` in the statement's transaction, so it goes out exactly when the change
 * that caused it commits, and never from inside a request. Its links hold tokens in
 * plaintext, so the payload is sealed like a stored secret: the job table alone (or a
 * backup of it) reveals no link.
 */
export async function enqueueMail(db: Conn, secretsKeys: readonly Buffer[], mail: Mail) {
  const payload: SendMailPayload = {
    to: mail.to,
    sealed: sealSecret(secretsKeys, JSON.stringify(mail), mailPurpose(mail.to)),
  };
  await sql`
    SELECT graphile_worker.add_job(${SEND_MAIL}, ${JSON.stringify(payload)}::json,
                                   max_attempts => ${MAIL_ATTEMPTS}, priority => ${MAIL_PRIORITY})
  `.execute(db);
}
