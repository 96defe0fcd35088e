import { markEmailVerified } from '../accounts/queries';
import { findUsableToken, spendToken, tokenError } from '../accounts/tokens';
import { findUserByEmail, findUserById } from '../auth/users';
import { recordAudit } from '../credentials/audit';
import type { MemberRole } from '../db/schema';
import { recordChange } from '../events/record';
import { conflict, forbidden, notFound, unauthorized } from '../http/errors';
import type { HandlersOf } from '../http/handler';
import { hasRole } from '../http/principal';
import { insertMember } from '../workspaces/members';
import { planFeatures } from '../workspaces/plans';
import { findVisibleWorkspace } from '../workspaces/queries';
import { createInvitation, resendInvitation } from './invite';
import { findOpenInvitation, listInvitations, pendingInvitationsTo } from './queries';

/** Nobody grants a role above their own: only an owner invites (or withdraws) an owner. */
function assertMayGrant(actorRole: MemberRole, role: MemberRole) {
  if (!hasRole(actorRole, role)) {
    throw forbidden(`Only an ${role} can invite someone as ${role}`);
  }
}

export const invitationHandlers = {
  async listInvitations(req) {
    return listInvitations(req.db, req.params.workspaceId, req.list);
  },

  async createInvitation(req) {
    const { email, role = 'member' } = req.body;
    assertMayGrant(req.membership.role, role);
    return req.db.transaction().execute((trx) =>
      createInvitation(trx, req.config, {
        workspaceId: req.params.workspaceId,
        email,
        role,
        invitedBy: req.principal.userId,
      }),
    );
  },

  async resendInvitation(req) {
    return req.db.transaction().execute(async (trx) => {
      const open = await findOpenInvitation(trx, req.params.workspaceId, req.params.invitationId);
      if (!open) throw notFound('Invitation');
      assertMayGrant(req.membership.role, open.role!);
      return resendInvitation(trx, req.config, {
        workspaceId: req.params.workspaceId,
        invitationId: open.id,
        resentBy: req.principal.userId,
      });
    });
  },

  async revokeInvitation(req) {
    const workspaceId = req.params.workspaceId;
    await req.db.transaction().execute(async (trx) => {
      const open = await findOpenInvitation(trx, workspaceId, req.params.invitationId);
      if (!open) throw notFound('Invitation');
      assertMayGrant(req.membership.role, open.role!);
      await trx
        .updateTable('oneTimeTokens')
        .set({ revokedAt: new Date() })
        .where('id', '=', open.id)
        .execute();
      await recordAudit(trx, {
        workspaceId,
        actorId: req.principal.userId,
        action: 'invitation.revoked',
        targetType: 'invitation',
        targetId: open.id,
        details: { email: open.email, role: open.role },
      });
    });
  },

  async getInvitation(req) {
    const invitation = await findUsableToken(req.db, 'invitation', req.body.token);
    const workspace = await req.db
      .selectFrom('workspaces')
      .select('name')
      .where('id', '=', invitation.workspaceId!)
      .executeTakeFirstOrThrow();
    const inviter = invitation.createdBy && (await findUserById(req.db, invitation.createdBy));
    const account = await findUserByEmail(req.db, invitation.email!);
    return {
      email: invitation.email!,
      workspaceName: workspace.name,
      inviterName: inviter ? inviter.name : null,
      role: invitation.role!,
      expiresAt: invitation.expiresAt,
      hasAccount: account !== undefined,
    };
  },

  async acceptInvitation(req) {
    const { userId } = req.principal;
    const user = await findUserById(req.db, userId);
    if (!user) throw unauthorized('Session expired or invalid');
    const byToken = req.body.token !== undefined;
    const workspaceId = await req.db.transaction().execute(async (trx) => {
      let invitation;
      if (byToken) {
        invitation = await findUsableToken(trx, 'invitation', req.body.token!);
      } else {
        const verified = await trx
          .selectFrom('users')
          .select('emailVerifiedAt')
          .where('id', '=', userId)
          .executeTakeFirstOrThrow();
        const pending = verified.emailVerifiedAt ? await pendingInvitationsTo(trx, user.email) : [];
        if (!pending.some((p) => p.id === req.body.invitationId))
          throw tokenError('invitation', 'unknown');
        invitation = await trx
          .selectFrom('oneTimeTokens')
          .selectAll()
          .where('id', '=', req.body.invitationId!)
          .executeTakeFirstOrThrow();
      }
      if (invitation.email!.toLowerCase() !== user.email.toLowerCase()) {
        throw forbidden(
          'This invitation is for another email address: sign in with the account of the invited email, or sign up with it',
        );
      }
      const spent = await trx
        .updateTable('oneTimeTokens')
        .set({ spentAt: new Date() })
        .where('id', '=', invitation.id)
        .where('spentAt', 'is', null)
        .where('revokedAt', 'is', null)
        .returning(['workspaceId', 'role'])
        .executeTakeFirst();
      // Another request spent it between the read and the update.
      if (!spent) await spendToken(trx, 'invitation', req.body.token ?? '');
      const joined = await insertMember(trx, spent!.workspaceId!, userId, spent!.role!);
      if (!joined) throw conflict('You are already a member of this workspace');
      if (byToken) await markEmailVerified(trx, userId);
      const author = {
        principal: req.principal,
        membership: { workspaceId: spent!.workspaceId! },
        eventSubscribers: req.eventSubscribers,
      };
      await recordChange(trx, author, 'member.added', {
        entityType: 'member',
        entityId: userId,
        payload: { userId },
      });
      await recordAudit(trx, {
        workspaceId: spent!.workspaceId!,
        actorId: userId,
        action: 'invitation.accepted',
        targetType: 'invitation',
        targetId: invitation.id,
        details: { email: invitation.email, role: spent!.role },
      });
      return spent!.workspaceId!;
    });
    const workspace = await findVisibleWorkspace(req.db, { userId }, workspaceId);
    if (!workspace) throw notFound('Workspace');
    const { role, ...rest } = workspace;
    return { ...rest, ...(role ? { role } : {}), features: planFeatures(workspace.plan) };
  },

  async listMyInvitations(req) {
    const user = await req.db
      .selectFrom('users')
      .select(['email', 'emailVerifiedAt'])
      .where('id', '=', req.principal.userId)
      .executeTakeFirst();
    if (!user) throw unauthorized('Session expired or invalid');
    if (!user.emailVerifiedAt) return { items: [] };
    return { items: await pendingInvitationsTo(req.db, user.email) };
  },
} satisfies HandlersOf<'invitations'>;
