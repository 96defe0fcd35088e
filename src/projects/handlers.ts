import { userIdOf } from '../http/principal';
import { recordChange, type EventSubject } from '../events/record';
import { listEvents } from '../events/activity';
import { conflict, invalidField } from '../http/errors';
import type { HandlersOf } from '../http/handler';
import { readIfMatch, requireVersion, type IfMatch } from '../http/preconditions';
import { requireProject, type ProjectRequest } from './access';
import {
  deleteProject,
  insertProject,
  listProjects,
  prefixTaken,
  presentProject,
  updateProject,
  type ProjectRow,
} from './queries';
import { burndown, projectOverview, sprintWindow } from './stats';

const MAX_BURNDOWN_DAYS = 366;
const DAY_MS = 86_400_000;

function projectSubject(projectId: string): EventSubject {
  return { entityType: 'project', entityId: projectId, projectId, payload: { projectId } };
}

const prefixConflict = (prefix: string) =>
  conflict(`The prefix ${prefix} is already used in this workspace`);

/** Changes a project and records `project.updated` with what changed, if anything did. */
async function changeProject(
  req: ProjectRequest,
  patch: Parameters<typeof updateProject>[3],
  ifMatch?: IfMatch,
) {
  return req.db.transaction().execute(async (trx) => {
    const before: ProjectRow = await requireProject(req, trx, true);
    requireVersion(ifMatch, before.version, 'project');
    if (
      patch.prefix &&
      (await prefixTaken(trx, req.membership.workspaceId, patch.prefix, before.id))
    ) {
      throw prefixConflict(patch.prefix);
    }
    const after = await updateProject(trx, req.membership.workspaceId, before.id, patch);
    await recordChange(trx, req, 'project.updated', projectSubject(before.id), { before, after });
    return presentProject(after);
  });
}

export const projectHandlers = {
  async listProjects(req) {
    const { archived } = req.query;
    const { items, total } = await listProjects(req.db, req.membership.workspaceId, req.list, {
      archived,
    });
    return { items: items.map(presentProject), total };
  },

  async createProject(req) {
    const { name, prefix, description } = req.body;
    const workspaceId = req.membership.workspaceId;
    return req.db.transaction().execute(async (trx) => {
      const project = await insertProject(trx, {
        workspaceId,
        name: name.trim(),
        prefix,
        description: description ?? null,
        createdBy: userIdOf(req.principal) ?? null,
      });
      if (!project) throw prefixConflict(prefix);
      await recordChange(trx, req, 'project.created', projectSubject(project.id));
      return presentProject(project);
    });
  },

  async getProject(req) {
    return presentProject(await requireProject(req));
  },

  async updateProject(req) {
    const { name, prefix, description, archived } = req.body;
    return changeProject(
      req,
      {
        name: name?.trim(),
        prefix,
        description,
        ...(archived === false ? { archivedAt: null } : {}),
      },
      readIfMatch(req.koa),
    );
  },

  async archiveProject(req) {
    const project = await requireProject(req);
    if (project.archivedAt) return presentProject(project);
    return changeProject(req, { archivedAt: new Date() });
  },

  async deleteProject(req) {
    // A missing project is a 404 at once, not after a wait for a turn.
    await requireProject(req);
    await req.unbounded.run(async (trx) => {
      const project = await requireProject(req, trx, true);
      await deleteProject(trx, req.membership.workspaceId, project.id);
      await recordChange(trx, req, 'project.deleted', projectSubject(project.id));
    });
  },

  async getProjectOverview(req) {
    const project = await requireProject(req);
    return projectOverview(req.db, req.membership.workspaceId, project.id);
  },

  async listProjectActivity(req) {
    const project = await requireProject(req);
    const readable = req.eventReaders(req.principal, req.membership);
    return listEvents(
      req.db,
      req.membership.workspaceId,
      { projectId: project.id },
      readable,
      req.list,
    );
  },

  async getProjectBurndown(req) {
    const project = await requireProject(req);
    const { query } = req;
    let { from, to } = query;
    if (query.sprintId) {
      const sprint = await sprintWindow(
        req.db,
        req.membership.workspaceId,
        project.id,
        query.sprintId,
      );
      if (!sprint) throw invalidField('sprintId', 'is not a sprint of this project');
      from ??= sprint.startsOn ?? new Date(sprint.createdAt).toISOString().slice(0, 10);
      to ??= sprint.endsOn ?? new Date().toISOString().slice(0, 10);
    }
    to ??= new Date().toISOString().slice(0, 10);
    from ??= new Date(Date.parse(to) - 29 * DAY_MS).toISOString().slice(0, 10);
    const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
    if (days < 1) throw invalidField('to', 'must not be before the start date');
    if (days > MAX_BURNDOWN_DAYS)
      throw invalidField('to', `must be within ${MAX_BURNDOWN_DAYS} days of the start date`);
    const points = await burndown(req.db, req.membership.workspaceId, project.id, {
      from,
      to,
      sprintId: query.sprintId ?? null,
    });
    return { from, to, sprintId: query.sprintId ?? null, points };
  },
} satisfies HandlersOf<'projects'>;
