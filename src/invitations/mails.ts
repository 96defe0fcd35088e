import type { Config } from '../config';
import { appLink, composeMail } from '../mail';

/** The dashboard page an invitation link opens; it reads and accepts with the token. */
export function invitationLink(config: Config, token: string): string {
  return appLink(config.baseUrl, '/invitations/accept', { token });
}

export function invitationMail(
  config: Config,
  invitation: { email: string; workspaceName: string; inviterName: string | null; role: string },
  token: string,
) {
  const who = invitation.inviterName ?? 'Someone';
  const days = Math.round(config.tokens.invitationTtlSeconds / 86400);
  return composeMail({
    to: invitation.email,
    subject: `${who} invited you to ${invitation.workspaceName}`,
    paragraphs: [
      `${who} invited you to join the workspace "${invitation.workspaceName}" on the work tracker, as ${invitation.role === 'member' ? 'a member' : `an ${invitation.role}`}.`,
      'Open the link to accept: sign in, or create an account with this email address. Nobody joins you without it.',
    ],
    action: { label: 'Accept the invitation', url: invitationLink(config, token) },
    footer: [
      `The link works once, for ${days} day${days === 1 ? '' : 's'}.`,
      'If you do not know the sender, ignore this mail.',
    ],
  });
}
