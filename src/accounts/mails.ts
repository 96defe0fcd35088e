/** The mails of accounts: password reset and email confirmation. */
import type { Config } from '../config';
import { appLink, composeMail } from '../mail';

function minutes(seconds: number): string {
  return seconds >= 3600 && seconds % 3600 === 0
    ? `${seconds / 3600} hour${seconds === 3600 ? '' : 's'}`
    : `${Math.round(seconds / 60)} minutes`;
}

/** The dashboard page a reset link opens; it POSTs the token to `resetPassword`. */
export function resetLink(config: Config, token: string): string {
  return appLink(config.baseUrl, '/reset-password', { token });
}

export function passwordResetMail(config: Config, to: string, token: string) {
  return composeMail({
    to,
    subject: 'Reset your password',
    paragraphs: [
      'Someone (we hope you) asked to reset the password of your work tracker account.',
      'Choose a new password with the link below. Signing in with it ends every other session.',
    ],
    action: { label: 'Choose a new password', url: resetLink(config, token) },
    footer: [
      `The link works once, for ${minutes(config.tokens.passwordResetTtlSeconds)}.`,
      'If you did not ask for it, ignore this mail: your password stays as it is.',
    ],
  });
}

export function emailChangeMail(config: Config, to: string, token: string) {
  return composeMail({
    to,
    subject: 'Confirm your new email address',
    paragraphs: [
      'Someone (we hope you) asked to use this address for a work tracker account.',
      'Confirm it with the link below; until then the account keeps its old address.',
    ],
    action: {
      label: 'Confirm this address',
      url: appLink(config.baseUrl, '/confirm-email', { token }),
    },
    footer: [
      `The link works once, for ${minutes(config.tokens.emailChangeTtlSeconds)}.`,
      'If you did not ask for it, ignore this mail.',
    ],
  });
}
