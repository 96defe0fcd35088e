import { recordChange } from '../events/record';
import { conflict, invalidField, notFound } from '../http/errors';
import type { HandlersOf } from '../http/handler';
import { readIfMatch, requireVersion } from '../http/preconditions';
import { requireProject } from '../projects/access';
import { moveOpenIssues, receivingSprint, sprintSubject } from './completion';
import { deleteSprint, findSprint, insertSprint, listSprints, updateSprint } from './queries';

const readOnly = () => conflict('The sprint is completed: it is read-only');

function checkDates(startsOn: string | null | undefined, endsOn: string | null | undefined) {
  if (startsOn && endsOn && endsOn < startsOn)
    throw invalidField('endsOn', 'must not be before the start date');
}

export const sprintHandlers = {
  async listSprints(req) {
    const project = await requireProject(req);
    return listSprints(req.db, req.membership.workspaceId, project.id, req.list, req.query.state);
  },

  async createSprint(req) {
    const fields = req.body;
    checkDates(fields.startsOn, fields.endsOn);
    return req.db.transaction().execute(async (trx) => {
      const project = await requireProject(req, trx);
      const sprint = await insertSprint(trx, {
        ...fields,
        name: fields.name.trim(),
        workspaceId: req.membership.workspaceId,
        projectId: project.id,
      });
      await recordChange(trx, req, 'sprint.created', sprintSubject(project.id, sprint.id));
      return sprint;
    });
  },

  async getSprint(req) {
    const project = await requireProject(req);
    const sprint = await findSprint(
      req.db,
      req.membership.workspaceId,
      project.id,
      req.params.sprintId,
    );
    if (!sprint) throw notFound('Sprint');
    return sprint;
  },

  async updateSprint(req) {
    const patch = req.body;
    const ifMatch = readIfMatch(req.koa);
    return req.db.transaction().execute(async (trx) => {
      const project = await requireProject(req, trx);
      // Held until the update: the dates are checked against what it will change, and the
      // event's `before` is what it replaced, whatever a concurrent update did.
      const before = await findSprint(
        trx,
        req.membership.workspaceId,
        project.id,
        req.params.sprintId,
        { forUpdate: true },
      );
      if (!before) throw notFound('Sprint');
      requireVersion(ifMatch, before.version, 'sprint');
      if (before.state === 'completed') throw readOnly();
      checkDates(
        patch.startsOn === undefined ? before.startsOn : patch.startsOn,
        patch.endsOn === undefined ? before.endsOn : patch.endsOn,
      );
      const after = await updateSprint(trx, req.membership.workspaceId, project.id, before.id, {
        ...patch,
        name: patch.name?.trim(),
      });
      // Completed here too: its open issues go to the backlog, as completeSprint's default.
      if (patch.state === 'completed') await moveOpenIssues(trx, req, project.id, before.id, null);
      await recordChange(trx, req, 'sprint.updated', sprintSubject(project.id, before.id), {
        before,
        after,
      });
      return after;
    });
  },

  async completeSprint(req) {
    const { endsOn } = req.body;
    return req.db.transaction().execute(async (trx) => {
      const project = await requireProject(req, trx);
      const workspaceId = req.membership.workspaceId;
      const before = await findSprint(trx, workspaceId, project.id, req.params.sprintId, {
        forUpdate: true,
      });
      if (!before) throw notFound('Sprint');
      if (before.state === 'completed') throw readOnly();
      checkDates(before.startsOn, endsOn ?? before.endsOn);
      const movedTo = await receivingSprint(trx, req, project.id, before, req.body);
      const sprint = await updateSprint(trx, workspaceId, project.id, before.id, {
        state: 'completed',
        ...(endsOn ? { endsOn } : {}),
      });
      const movedIssueIds = await moveOpenIssues(
        trx,
        req,
        project.id,
        before.id,
        movedTo?.id ?? null,
      );
      await recordChange(trx, req, 'sprint.updated', sprintSubject(project.id, before.id), {
        before,
        after: sprint,
      });
      return { sprint, movedTo, movedIssueIds };
    });
  },

  async deleteSprint(req) {
    await req.db.transaction().execute(async (trx) => {
      const project = await requireProject(req, trx);
      const sprint = await findSprint(
        trx,
        req.membership.workspaceId,
        project.id,
        req.params.sprintId,
      );
      if (!sprint) throw notFound('Sprint');
      await deleteSprint(trx, req.membership.workspaceId, project.id, sprint.id);
      await recordChange(trx, req, 'sprint.deleted', sprintSubject(project.id, sprint.id));
    });
  },
} satisfies HandlersOf<'sprints'>;
