import { hasRole, userIdOf } from '../auth/principal';
import { findUserByEmail } from '../auth/users';
import type { MemberRole } from '../db/schema';
import { recordEvent } from '../events/record';
import { conflict, forbidden, notFound } from '../http/errors';
import type { HandlerMap, RequestContext } from '../http/handler';
import { toPage } from '../http/pagination';
import {
  countOwners,
  deleteMember,
  findMember,
  insertMember,
  listMembers,
  lockWorkspace,
  updateMemberRole,
} from './members';
import { planFeatures, type Plan } from './plans';
import {
  createWorkspace,
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
function viewerOf(req: RequestContext): WorkspaceViewer {
  const { principal } = req;
  if (principal.kind === 'agent') return { workspaceId: principal.workspaceId };
  if (principal.kind === 'pat')
    return { userId: principal.userId, workspaceId: principal.workspaceId };
  return { userId: callerId(req) };
}

function callerId(req: RequestContext): string {
  return userIdOf(req.principal)!;
}

/** Owners alone may create, change or remove owners. */
function assertMayManage(req: RequestContext, targetRole: MemberRole, newRole?: MemberRole) {
  const actor = req.membership.role;
  if ((targetRole === 'owner' || newRole === 'owner') && actor !== 'owner') {
    throw forbidden('Only an owner can grant, change or remove the owner role');
  }
}

function memberEvent(req: RequestContext, name: string, userId: string) {
  return {
    workspaceId: req.params.workspaceId!,
    name,
    actor: req.principal,
    entityType: 'member',
    entityId: userId,
    payload: { userId },
  };
}

async function requireMember(req: RequestContext, userId: string) {
  const member = await findMember(req.db, req.params.workspaceId!, userId);
  if (!member) throw notFound('Member');
  return member;
}

export const workspaceHandlers: HandlerMap = {
  async listWorkspaces(req) {
    const { items, total } = await listVisibleWorkspaces(req.db, viewerOf(req), req.list);
    return toPage(items.map(present), total, req.list);
  },

  async createWorkspace(req) {
    const { name } = req.body as { name: string };
    const workspace = await req.db.transaction().execute((trx) =>
      createWorkspace(trx, {
        name: name.trim(),
        plan: req.config.defaultPlan,
        ownerId: callerId(req),
      }),
    );
    return present(workspace);
  },

  async getWorkspace(req) {
    const workspace = await findVisibleWorkspace(req.db, viewerOf(req), req.params.workspaceId!);
    if (!workspace) throw notFound('Workspace');
    return present(workspace);
  },

  async updateWorkspace(req) {
    const { name } = req.body as { name: string };
    const workspace = await renameWorkspace(req.db, req.params.workspaceId!, name.trim());
    return present({ ...workspace, role: req.membership.role });
  },

  async listMembers(req) {
    const { items, total } = await listMembers(req.db, req.params.workspaceId!, req.list);
    return toPage(items, total, req.list);
  },

  async addMember(req) {
    const { email, role } = req.body as { email: string; role: MemberRole };
    const workspaceId = req.params.workspaceId!;
    assertMayManage(req, role);
    const user = await findUserByEmail(req.db, email.trim());
    if (!user) throw notFound('User');
    await req.db.transaction().execute(async (trx) => {
      const added = await insertMember(trx, workspaceId, user.id, role);
      if (!added) throw conflict('The user is already a member of this workspace');
      await recordEvent(trx, memberEvent(req, 'member.added', user.id));
    });
    return requireMember(req, user.id);
  },

  async updateMember(req) {
    const { role } = req.body as { role: MemberRole };
    const workspaceId = req.params.workspaceId!;
    const userId = req.params.userId!;
    await req.db.transaction().execute(async (trx) => {
      await lockWorkspace(trx, workspaceId);
      const target = await findMember(trx, workspaceId, userId);
      if (!target) throw notFound('Member');
      assertMayManage(req, target.role, role);
      if (
        target.role === 'owner' &&
        role !== 'owner' &&
        (await countOwners(trx, workspaceId)) === 1
      ) {
        throw forbidden('The last owner cannot be demoted; make another member owner first');
      }
      await updateMemberRole(trx, workspaceId, userId, role);
    });
    return requireMember(req, userId);
  },

  async removeMember(req) {
    const workspaceId = req.params.workspaceId!;
    const userId = req.params.userId!;
    const leaving = userId === callerId(req);
    if (!leaving && !hasRole(req.membership.role, 'admin')) {
      throw forbidden('Only admins can remove other members');
    }
    await req.db.transaction().execute(async (trx) => {
      await lockWorkspace(trx, workspaceId);
      const target = await findMember(trx, workspaceId, userId);
      if (!target) throw notFound('Member');
      if (!leaving) assertMayManage(req, target.role);
      if (target.role === 'owner' && (await countOwners(trx, workspaceId)) === 1) {
        throw forbidden('The last owner cannot leave the workspace');
      }
      await deleteMember(trx, workspaceId, userId);
      await recordEvent(trx, memberEvent(req, 'member.removed', userId));
    });
  },
};
