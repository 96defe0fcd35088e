/** `npm run mail-test -- ADDRESS`: one mail, sent at once, to check SMTP_URL and MAIL_FROM. */
import type { Config } from '../config';
import { createLogger } from '../logging';
import { appLink, composeMail } from './message';
import { createMailer, describeMail, mailErrorMessage, maskSmtpUrl } from './transport';

/** Sends the test mail without the queue, so the operator sees the server's answer. */
export async function mailTestCommand(config: Config, address: string): Promise<number> {
  if (!/^[^\s@]+@[^\s@]+$/.test(address)) {
    console.error(`Not an email address: "${address}"`);
    return 64;
  }
  const log = createLogger(config.logLevel, config.logFormat);
  console.log(describeMail(config));
  const mailer = createMailer(config, log);
  try {
    const { messageId } = await mailer.send(
      composeMail({
        to: address,
        subject: 'Test mail from the work tracker',
        paragraphs: [
          'This is a test mail sent with `npm run mail-test`.',
          'If you can read it, password resets and invitations will reach people too.',
        ],
        action: { label: 'Open the work tracker', url: appLink(config.baseUrl, '/') },
      }),
    );
    console.log(
      config.mail.smtpUrl
        ? `Sent to ${address} (message id ${messageId})`
        : 'SMTP_URL is not set: the mail was written to the log above instead',
    );
    return 0;
  } catch (error) {
    const where = maskSmtpUrl(config.mail.smtpUrl!);
    console.error(
      `Could not send through ${where}: ${mailErrorMessage(error, config.mail.smtpUrl)}`,
    );
    return 1;
  } finally {
    mailer.close();
  }
}
