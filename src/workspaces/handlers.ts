import { hasRole, type Membership, type Principal } from '../http/principal';
import { audit } from '../credentials/audit';
import { revokeTokensOfRemovedMember } from '../credentials/pats';
import type { MemberRole } from '../db/schema';
import { recordChange, type EventSubject } from '../events/record';
import { unassignIssuesOfRemovedMember } from '../issues/assignees';
import { forbidden, notFound } from '../http/errors';
import type { HandlersOf, WorkspaceRequest } from '../http/handler';
import {
  countOwners,
  deleteMember,
  findMember,
  findMemberLocked,
  listMembers,
  lockWorkspace,
  updateMemberRole,
} from './members';
import { planFeatures, type Plan } from './plans';
import {
  createWorkspace,
  deleteWorkspace,
  findVisibleWorkspace,
  listVisibleWorkspaces,
  renameWorkspace,
  type WorkspaceViewer,
} from './queries';

/** The API shape of a workspace: the plan's feature flags are derived, never stored. */
function present<T extends { plan: Plan; role?: MemberRole | null }>({ role, ...workspace }: T) {
  return { ...workspace, ...(role ? { role } : {}), features: planFeatures(workspace.plan) };
}

/** PATs and agent tokens see only the workspace they were issued for. */
function viewerOf(principal: Exclude<Principal, { kind: 'anonymous' }>): WorkspaceViewer {
  if (principal.kind === 'agent') return { workspaceId: principal.workspaceId };
  if (principal.kind === 'pat')
    return { userId: principal.userId, workspaceId: principal.workspaceId };
  return { userId: principal.userId };
}

/** Owners alone may create, change or remove owners. */
function assertMayManage(membership: Membership, targetRole: MemberRole, newRole?: MemberRole) {
  const actor = membership.role;
  if ((targetRole === 'owner' || newRole === 'owner') && actor !== 'owner') {
    throw forbidden('Only an owner can grant, change or remove the owner role');
  }
}

function memberSubject(userId: string): EventSubject {
  return { entityType: 'member', entityId: userId, payload: { userId } };
}

async function requireMember(req: WorkspaceRequest, userId: string) {
  const member = await findMember(req.db, req.membership.workspaceId, userId);
  if (!member) throw notFound('Member');
  return member;
}

export const workspaceHandlers = {
  async listWorkspaces(req) {
    const { items, total } = await listVisibleWorkspaces(req.db, viewerOf(req.principal), req.list);
    return { items: items.map(present), total };
  },

  async createWorkspace(req) {
    const { name } = req.body;
    const workspace = await req.db.transaction().execute((trx) =>
      createWorkspace(trx, {
        name: name.trim(),
        plan: req.config.defaultPlan,
        ownerId: req.principal.userId,
      }),
    );
    return present(workspace);
  },

  async getWorkspace(req) {
    const viewer = viewerOf(req.principal);
    const workspace = await findVisibleWorkspace(req.db, viewer, req.params.workspaceId);
    if (!workspace) throw notFound('Workspace');
    return present(workspace);
  },

  async updateWorkspace(req) {
    const { name } = req.body;
    const workspace = await renameWorkspace(req.db, req.params.workspaceId, name.trim());
    return present({ ...workspace, role: req.membership.role });
  },

  async deleteWorkspace(req) {
    const workspaceId = req.params.workspaceId;
    // Cascades to everything in it (projects, issues, tokens, webhooks, invitations…): no
    // statement timeout, a few at a time like every other deletion of unknown size.
    await req.unbounded.run((trx) => deleteWorkspace(trx, workspaceId));
    req.log.info({ workspaceId, userId: req.principal.userId }, 'workspace deleted');
  },

  async listMembers(req) {
    return listMembers(req.db, req.params.workspaceId, req.list);
  },

  async updateMember(req) {
    const { role } = req.body;
    const workspaceId = req.params.workspaceId;
    const userId = req.params.userId;
    await req.db.transaction().execute(async (trx) => {
      await lockWorkspace(trx, workspaceId);
      const target = await findMember(trx, workspaceId, userId);
      if (!target) throw notFound('Member');
      assertMayManage(req.membership, target.role, role);
      if (
        target.role === 'owner' &&
        role !== 'owner' &&
        (await countOwners(trx, workspaceId)) === 1
      ) {
        throw forbidden('The last owner cannot be demoted; make another member owner first');
      }
      await updateMemberRole(trx, workspaceId, userId, role);
      if (target.role !== role) {
        await audit(
          trx,
          req,
          'member.role_changed',
          { type: 'member', id: userId },
          { role, previousRole: target.role },
        );
      }
    });
    return requireMember(req, userId);
  },

  async removeMember(req) {
    const workspaceId = req.params.workspaceId;
    const userId = req.params.userId;
    const leaving = userId === req.principal.userId;
    if (!leaving && !hasRole(req.membership.role, 'admin')) {
      throw forbidden('Only admins can remove other members');
    }
    await req.db.transaction().execute(async (trx) => {
      await lockWorkspace(trx, workspaceId);
      // Locked, so no issue can be assigned to them between the unassigning and the removal.
      const target = await findMemberLocked(trx, workspaceId, userId);
      if (!target) throw notFound('Member');
      if (!leaving) assertMayManage(req.membership, target.role);
      if (target.role === 'owner' && (await countOwners(trx, workspaceId)) === 1) {
        throw forbidden(
          'The last owner cannot leave the workspace: make another member owner first, or delete the workspace',
        );
      }
      // Before the membership goes: its removal would clear the assignments itself (the
      // assignee's foreign key), without the events an unassignment records.
      await unassignIssuesOfRemovedMember(trx, req, userId);
      await deleteMember(trx, workspaceId, userId);
      // Agents belong to the workspace, not to the person who created them: they keep working.
      await revokeTokensOfRemovedMember(trx, {
        workspaceId,
        userId,
        actorId: req.principal.userId,
      });
      await recordChange(trx, req, 'member.removed', memberSubject(userId));
      await audit(
        trx,
        req,
        'member.removed',
        { type: 'member', id: userId },
        { role: target.role, ...(leaving ? { reason: 'left' } : {}) },
      );
    });
  },
} satisfies HandlersOf<'workspaces' | 'members'>;
