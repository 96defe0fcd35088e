import { diff, recordEvent } from '../events/record';
import { invalidField, notFound } from '../http/errors';
import type { HandlerMap, RequestContext } from '../http/handler';
import { toPage } from '../http/pagination';
import { requireProject } from '../projects/access';
import type { SprintState } from '../db/schema';
import {
  deleteSprint,
  findSprint,
  insertSprint,
  listSprints,
  updateSprint,
  type SprintFields,
} from './queries';

function sprintEvent(
  req: RequestContext,
  name: string,
  projectId: string,
  sprintId: string,
  changes = {},
) {
  return {
    workspaceId: req.membership.workspaceId,
    name,
    actor: req.principal,
    entityType: 'sprint',
    entityId: sprintId,
    projectId,
    changes,
    payload: { projectId, sprintId },
  };
}

function checkDates(startsOn: string | null | undefined, endsOn: string | null | undefined) {
  if (startsOn && endsOn && endsOn < startsOn)
    throw invalidField('endsOn', 'must not be before startsOn');
}

export const sprintHandlers: HandlerMap = {
  async listSprints(req) {
    const project = await requireProject(req);
    const { state } = req.query as { state?: SprintState };
    const { items, total } = await listSprints(
      req.db,
      req.membership.workspaceId,
      project.id,
      req.list,
      state,
    );
    return toPage(items, total, req.list);
  },

  async createSprint(req) {
    const fields = req.body as SprintFields & { name: string };
    checkDates(fields.startsOn, fields.endsOn);
    return req.db.transaction().execute(async (trx) => {
      const project = await requireProject(req, trx);
      const sprint = await insertSprint(trx, {
        ...fields,
        name: fields.name.trim(),
        workspaceId: req.membership.workspaceId,
        projectId: project.id,
      });
      await recordEvent(trx, sprintEvent(req, 'sprint.created', project.id, sprint.id));
      return sprint;
    });
  },

  async updateSprint(req) {
    const patch = req.body as SprintFields;
    return req.db.transaction().execute(async (trx) => {
      const project = await requireProject(req, trx);
      const before = await findSprint(
        trx,
        req.membership.workspaceId,
        project.id,
        req.params.sprintId!,
      );
      if (!before) throw notFound('Sprint');
      checkDates(
        patch.startsOn === undefined ? before.startsOn : patch.startsOn,
        patch.endsOn === undefined ? before.endsOn : patch.endsOn,
      );
      const after = await updateSprint(trx, req.membership.workspaceId, project.id, before.id, {
        ...patch,
        name: patch.name?.trim(),
      });
      const changes = diff(before, after);
      delete changes.updatedAt;
      if (Object.keys(changes).length > 0) {
        await recordEvent(trx, sprintEvent(req, 'sprint.updated', project.id, before.id, changes));
      }
      return after;
    });
  },

  async deleteSprint(req) {
    await req.db.transaction().execute(async (trx) => {
      const project = await requireProject(req, trx);
      const sprint = await findSprint(
        trx,
        req.membership.workspaceId,
        project.id,
        req.params.sprintId!,
      );
      if (!sprint) throw notFound('Sprint');
      await deleteSprint(trx, req.membership.workspaceId, project.id, sprint.id);
      await recordEvent(trx, sprintEvent(req, 'sprint.deleted', project.id, sprint.id));
    });
  },
};
