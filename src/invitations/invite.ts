/** Creating and resending invitations: from the API and from `npm run invite`. */
import { sql } from 'kysely';
import type { Config } from '../config';
import type { Conn } from '../db/database';
import type { MemberRole } from '../db/schema';
import { issueToken, newTokenValue } from '../accounts/tokens';
import { recordAudit } from '../credentials/audit';
import { conflict, notFound } from '../http/errors';
import { enqueueMail } from '../mail';
import { invitationLink, invitationMail } from './mails';
import {
  findOpenInvitation,
  findOpenInvitationTo,
  isMemberByEmail,
  retireExpiredInvitation,
} from './queries';

async function workspaceAndInviter(trx: Conn, workspaceId: string, inviterId: string | null) {
  // Locked: serialises invitations and acceptances of one workspace (one open invitation per email).
  const workspace = await trx
    .selectFrom('workspaces')
    .select('name')
    .where('id', '=', workspaceId)
    .forUpdate()
    .executeTakeFirst();
  if (!workspace) throw notFound('Workspace');
  const inviter = inviterId
    ? await trx.selectFrom('users').select('name').where('id', '=', inviterId).executeTakeFirst()
    : undefined;
  return { workspaceName: workspace.name, inviterName: inviter?.name ?? null };
}

/**
 * Invites `email` to the workspace: a token row, its mail queued and an audit row, in the
 * caller's transaction. The same answer whether or not the email has an account.
 */
export async function createInvitation(
  trx: Conn,
  config: Config,
  input: { workspaceId: string; email: string; role: MemberRole; invitedBy: string | null },
) {
  const email = input.email.trim();
  const names = await workspaceAndInviter(trx, input.workspaceId, input.invitedBy);
  if (await isMemberByEmail(trx, input.workspaceId, email)) {
    throw conflict('Someone with this email is already a member of the workspace');
  }
  const open = await findOpenInvitationTo(trx, input.workspaceId, email);
  if (open?.status === 'pending') {
    throw conflict(
      `This email already has a pending invitation (${open.id}); resend it for a new link (resendInvitation)`,
    );
  }
  if (open) await retireExpiredInvitation(trx, open.id);
  const { id, token } = await issueToken(
    trx,
    {
      purpose: 'invitation',
      email,
      workspaceId: input.workspaceId,
      role: input.role,
      createdBy: input.invitedBy,
    },
    config.tokens.invitationTtlSeconds,
  );
  await enqueueMail(
    trx,
    config.secretsKeys,
    invitationMail(config, { email, role: input.role, ...names }, token),
  );
  await recordAudit(trx, {
    workspaceId: input.workspaceId,
    actorId: input.invitedBy,
    action: 'invitation.created',
    targetType: 'invitation',
    targetId: id,
    details: { email, role: input.role },
  });
  const invitation = (await findOpenInvitation(trx, input.workspaceId, id))!;
  return { ...invitation, url: invitationLink(config, token) };
}

/** A new link for an open invitation (pending or expired), valid from now; mailed again. */
export async function resendInvitation(
  trx: Conn,
  config: Config,
  input: { workspaceId: string; invitationId: string; resentBy: string },
) {
  const invitation = await findOpenInvitation(trx, input.workspaceId, input.invitationId);
  if (!invitation) throw notFound('Invitation');
  const names = await workspaceAndInviter(trx, input.workspaceId, invitation.invitedById);
  const { token, tokenHash } = newTokenValue();
  await trx
    .updateTable('oneTimeTokens')
    .set({
      tokenHash,
      expiresAt: sql<string>`now() + make_interval(secs => ${config.tokens.invitationTtlSeconds})`,
    })
    .where('id', '=', invitation.id)
    .execute();
  await enqueueMail(
    trx,
    config.secretsKeys,
    invitationMail(config, { email: invitation.email!, role: invitation.role!, ...names }, token),
  );
  const resent = (await findOpenInvitation(trx, input.workspaceId, invitation.id))!;
  return { ...resent, url: invitationLink(config, token) };
}
