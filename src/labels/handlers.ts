import { recordChange, type EventSubject } from '../events/record';
import { conflict, notFound } from '../http/errors';
import type { HandlersOf } from '../http/handler';
import {
  deleteLabel,
  insertLabel,
  listLabels,
  lockLabel,
  nameTaken,
  raiseVersionsCarrying,
  updateLabel,
} from './queries';

function labelSubject(labelId: string): EventSubject {
  return { entityType: 'label', entityId: labelId, payload: { labelId } };
}

const nameClash = (name: string) => conflict(`A label named "${name}" already exists`);

export const labelHandlers = {
  async listLabels(req) {
    return listLabels(req.db, req.membership.workspaceId, req.list);
  },

  async createLabel(req) {
    const name = req.body.name.trim();
    const color = req.body.color.toLowerCase();
    return req.db.transaction().execute(async (trx) => {
      const label = await insertLabel(trx, {
        workspaceId: req.membership.workspaceId,
        name,
        color,
      });
      if (!label) throw nameClash(name);
      await recordChange(trx, req, 'label.created', labelSubject(label.id));
      return label;
    });
  },

  async updateLabel(req) {
    const workspaceId = req.membership.workspaceId;
    const patch = {
      name: req.body.name?.trim(),
      color: req.body.color?.toLowerCase(),
    };
    return req.db.transaction().execute(async (trx) => {
      const before = await lockLabel(trx, workspaceId, req.params.labelId);
      if (!before) throw notFound('Label');
      if (patch.name && (await nameTaken(trx, workspaceId, patch.name, before.id)))
        throw nameClash(patch.name);
      const after = await updateLabel(trx, workspaceId, before.id, patch);
      if (!after) throw notFound('Label');
      if (after.name !== before.name || after.color !== before.color)
        await raiseVersionsCarrying(trx, workspaceId, before.id);
      await recordChange(trx, req, 'label.updated', labelSubject(before.id), { before, after });
      return after;
    });
  },

  async deleteLabel(req) {
    const workspaceId = req.membership.workspaceId;
    await req.db.transaction().execute(async (trx) => {
      if (!(await lockLabel(trx, workspaceId, req.params.labelId))) throw notFound('Label');
      // Before the delete, while its issue rows still say which issues carry it.
      await raiseVersionsCarrying(trx, workspaceId, req.params.labelId);
      const deleted = await deleteLabel(trx, workspaceId, req.params.labelId);
      if (!deleted) throw notFound('Label');
      await recordChange(trx, req, 'label.deleted', labelSubject(req.params.labelId));
    });
  },
} satisfies HandlersOf<'labels'>;
