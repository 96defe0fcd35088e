/** Sends a mail: through SMTP_URL with nodemailer, or, without it, as one log line. */
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Mail } from './message';

export interface Mailer {
  /** Resolves once the SMTP server took the mail (or the log line was written). */
  send(mail: Mail): Promise<{ messageId?: string }>;
  close(): void;
}

/** SMTP_URL with its password replaced, safe for messages and logs. */
export function maskSmtpUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '****';
    for (const name of [...parsed.searchParams.keys()]) {
      if (/pass|secret|token/i.test(name)) parsed.searchParams.set(name, '****');
    }
    return parsed.toString();
  } catch {
    return 'smtp://… (unparsable)';
  }
}

/** An error's message with SMTP_URL's password blanked, should a server have echoed it. */
export function mailErrorMessage(error: unknown, smtpUrl: string | undefined): string {
  const message = error instanceof Error ? error.message : String(error);
  let password = '';
  try {
    password = smtpUrl ? decodeURIComponent(new URL(smtpUrl).password) : '';
  } catch {
    // An unparsable URL never got as far as a server.
  }
  return password ? message.split(password).join('****') : message;
}

/** Where mail goes, said once at start-up. */
export function describeMail(config: Config): string {
  return config.mail.smtpUrl
    ? `Mail goes out through ${maskSmtpUrl(config.mail.smtpUrl)} from ${config.mail.from}`
    : 'Mail goes to the log: SMTP_URL is not set, so each mail is one log line with its link (`npm run reset-password` and `npm run invite` print links too)';
}

/**
 * An SMTP error the server will give again however often we retry: a 5xx reply (a
 * refused recipient, a refused sender), unlike a connection failure or a 4xx.
 */
export function isPermanentRejection(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600 && code !== 530 && code !== 535;
}

export function createMailer(config: Config, log: Logger): Mailer {
  const { smtpUrl, from } = config.mail;
  if (!smtpUrl) {
    return {
      async send(mail) {
        log.info(
          { mail: { to: mail.to, subject: mail.subject, link: mail.link ?? null } },
          `Mail not sent (SMTP_URL is not set): "${mail.subject}" to ${mail.to}${mail.link ? `, link ${mail.link}` : ''}`,
        );
        return {};
      },
      close() {},
    };
  }
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(mail) {
      const info = await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      log.info(
        { mail: { to: mail.to, subject: mail.subject, messageId: info.messageId } },
        'mail sent',
      );
      return { messageId: info.messageId };
    },
    close() {
      transport.close();
    },
  };
}
