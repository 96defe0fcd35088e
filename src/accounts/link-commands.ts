/** `npm run reset-password -- EMAIL` and `npm run invite -- WORKSPACE_ID EMAIL [ROLE]`. */
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { MemberRole } from '../db/schema';
import { AppError } from '../http/errors';
import { createInvitation } from '../invitations/invite';
import { issuePasswordReset } from './reset';

const ROLES: readonly MemberRole[] = ['member', 'admin', 'owner'];

export function isRole(value: string): value is MemberRole {
  return (ROLES as readonly string[]).includes(value);
}

/**
 * Prints a link an operator passes on by hand (no mail needed): a reset link for an
 * account, or an invitation link (also mailed, when mail is set up).
 */
export async function linkCommand(
  db: Db,
  config: Config,
  command: 'reset-password' | 'invite',
  args: string[],
): Promise<number> {
  if (command === 'reset-password') {
    const outcome = await issuePasswordReset(db, config, args[0]!, { mail: false, limit: false });
    if (outcome.kind !== 'issued') {
      console.error(`No account uses the email ${args[0]}`);
      return 1;
    }
    const minutes = Math.round(config.tokens.passwordResetTtlSeconds / 60);
    console.log(`Password reset link for ${args[0]} (works once, for ${minutes} minutes):`);
    console.log(outcome.link);
    return 0;
  }
  const [workspaceId, email, role = 'member'] = args as [string, string, string?];
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) {
    console.error(`Not an email address: "${email}"`);
    return 64;
  }
  try {
    const invitation = await db.transaction().execute((trx) =>
      createInvitation(trx, config, {
        workspaceId,
        email,
        role: role as MemberRole,
        invitedBy: null,
      }),
    );
    const days = Math.round(config.tokens.invitationTtlSeconds / 86400);
    console.log(`Invitation for ${email} as ${role} (works once, for ${days} days):`);
    console.log(invitation.url);
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}
