/**
 * A real SMTP server in the test process (smtp-server), whose received mails are parsed
 * with mailparser: tests read what a person's mail client would show.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail extends ParsedMail {
  /** The envelope's recipients (RCPT TO), lower-cased. */
  recipients: string[];
}

export interface TestSmtpServer {
  /** SMTP_URL for the service, with the server's credentials when it requires them. */
  url: string;
  received: ReceivedMail[];
  /** The first mail to `address` (already received, or when it arrives). */
  mailTo(address: string): Promise<ReceivedMail>;
  /** Every mail received to `address` so far. */
  mailsTo(address: string): ReceivedMail[];
  close(): Promise<void>;
}

export interface SmtpServerOptions {
  /** Credentials the server requires (AUTH PLAIN/LOGIN); unset: no authentication. */
  auth?: { user: string; pass: string };
  /** Recipients the server refuses for good (550), as a mail server does an unknown user. */
  refuse?: (address: string) => boolean;
}

export async function startSmtpServer(options: SmtpServerOptions = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const waiters: { address: string; resolve: (mail: ReceivedMail) => void }[] = [];
  const deliver = (mail: ReceivedMail) => {
    received.push(mail);
    for (const waiter of waiters.splice(0)) {
      if (mail.recipients.includes(waiter.address)) waiter.resolve(mail);
      else waiters.push(waiter);
    }
  };
  const server = new SMTPServer({
    // Plain SMTP on loopback: nodemailer would otherwise upgrade to the server's self-signed TLS.
    disabledCommands: options.auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !options.auth,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      const { user, pass } = options.auth ?? {};
      if (auth.username === user && auth.password === pass) return callback(null, { user });
      callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onRcptTo(address, _session, callback) {
      if (options.refuse?.(address.address)) {
        return callback(Object.assign(new Error('No such user here'), { responseCode: 550 }));
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
          deliver(Object.assign(parsed, { recipients }));
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const credentials = options.auth
    ? `${encodeURIComponent(options.auth.user)}:${encodeURIComponent(options.auth.pass)}@`
    : '';
  const mailsTo = (address: string) =>
    received.filter((mail) => mail.recipients.includes(address.toLowerCase()));
  return {
    url: `smtp://${credentials}127.0.0.1:${port}`,
    received,
    mailsTo,
    mailTo(address) {
      const already = mailsTo(address)[0];
      if (already) return Promise.resolve(already);
      return new Promise((resolve) => waiters.push({ address: address.toLowerCase(), resolve }));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The link in a mail's text that leads to `path` on the service (a reset or invite page). */
export function linkIn(mail: ParsedMail, path: string): URL {
  const match = (mail.text ?? '')
    .match(/https?:\/\/\S+/g)
    ?.find((url) => new URL(url).pathname === path);
  if (!match) throw new Error(`No link to ${path} in the mail "${mail.subject}":\n${mail.text}`);
  return new URL(match);
}
