/** Outbound mail (SMTP_URL, or the log without it), sent from jobs, as a feature of the service. */
import type { Feature } from '../feature';
import { SEND_MAIL } from './queue';
import { sendMailTask } from './tasks/send-mail';

export { appLink, composeMail, type Mail, type MailContent } from './message';
export { enqueueMail, SEND_MAIL } from './queue';
export { createMailer, describeMail, maskSmtpUrl } from './transport';

export const mail = {
  name: 'mail',
  tasks: (context) => ({ [SEND_MAIL]: sendMailTask(context) }),
} satisfies Feature;
