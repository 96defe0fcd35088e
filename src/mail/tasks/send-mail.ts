import type { Task } from 'graphile-worker';
import type { WorkerContext } from '../../feature';
import { openSecret } from '../../db/secrets';
import type { Mail } from '../message';
import { mailPurpose, SEND_MAIL, type SendMailPayload } from '../queue';
import { createMailer, isPermanentRejection, mailErrorMessage } from '../transport';

declare global {
  namespace GraphileWorker {
    interface Tasks {
      [SEND_MAIL]: SendMailPayload;
    }
  }
}

/**
 * Sends one mail through SMTP_URL (or logs it without one). A failure throws, so
 * graphile-worker retries with its backoff; a mail the server refuses for good (a 5xx
 * reply: no such recipient) is logged and dropped, since every retry would be refused too.
 */
export function sendMailTask({ config, log, onStop }: WorkerContext): Task<typeof SEND_MAIL> {
  const mailLog = log.child({ component: 'mail' });
  const mailer = createMailer(config, mailLog);
  onStop(() => mailer.close());
  return async (payload, helpers) => {
    const sealed = openSecret(config.secretsKeys, payload.sealed, mailPurpose(payload.to));
    const mail = JSON.parse(sealed) as Mail;
    try {
      await mailer.send(mail);
    } catch (error) {
      const fields = {
        mail: { to: mail.to, subject: mail.subject },
        attempt: helpers.job.attempts,
        error: mailErrorMessage(error, config.mail.smtpUrl),
      };
      if (isPermanentRejection(error)) {
        mailLog.warn(fields, 'mail refused by the SMTP server for good: not retried');
        return;
      }
      mailLog.warn(fields, 'mail not sent: will retry');
      // graphile-worker logs and stores the message; never with the password in it.
      throw new Error(fields.error);
    }
  };
}
