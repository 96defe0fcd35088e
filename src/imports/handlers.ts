import { newId } from '../db/ids';
import { conflict, invalidField, notFound } from '../http/errors';
import type { HandlersOf } from '../http/handler';
import { userIdOf } from '../http/principal';
import { findProject } from '../projects/queries';
import { readExport } from './formats';
import { findImport, insertImport } from './queries';

/** The most an export may hold: 10 MiB of UTF-8. */
export const MAX_EXPORT_BYTES = 10 * 1024 * 1024;

export const importHandlers = {
  async createImport(req) {
    const { projectId, format, content, dryRun = false } = req.body;
    const workspaceId = req.membership.workspaceId;
    if (Buffer.byteLength(content, 'utf8') > MAX_EXPORT_BYTES)
      throw invalidField('content', 'must be at most 10 MiB (10,485,760 bytes of UTF-8)');
    const project = await findProject(req.db, workspaceId, projectId);
    if (!project) throw invalidField('projectId', 'is not a project of this workspace');
    if (project.archivedAt) throw conflict('The project is archived and accepts no new issues');
    // Read now, so an export that cannot be read is refused before anything is stored.
    const rows = readExport(format, content);
    if (rows.length === 0) throw invalidField('content', 'holds no issues');
    const id = newId();
    await insertImport(req.db, {
      id,
      workspaceId,
      projectId,
      format,
      dryRun,
      content,
      total: rows.length,
      createdBy: userIdOf(req.principal) ?? null,
    });
    return (await findImport(req.db, workspaceId, id))!;
  },

  async getImport(req) {
    const found = await findImport(req.db, req.membership.workspaceId, req.params.importId);
    if (!found) throw notFound('Import');
    return found;
  },
} satisfies HandlersOf<'imports'>;
