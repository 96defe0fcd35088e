import type { Conn } from '../db/database';
import { notFound } from '../http/errors';
import type { WorkspaceRequest } from '../http/handler';
import { findProject, lockProject } from './queries';

/** A request on one project (`/projects/{projectId}…`). */
export type ProjectRequest = WorkspaceRequest & { params: { projectId: string } };

/** The path's project in the caller's workspace, or 404; `lock` holds its row (in a transaction). */
export async function requireProject(req: ProjectRequest, db: Conn = req.db, lock = false) {
  const find = lock ? lockProject : findProject;
  const project = await find(db, req.membership.workspaceId, req.params.projectId);
  if (!project) throw notFound('Project');
  return project;
}
