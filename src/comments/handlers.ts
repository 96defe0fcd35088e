import { hasRole, userIdOf, type Principal } from '../auth/principal';
import type { Conn } from '../db/database';
import { diff, recordEvent } from '../events/record';
import { forbidden, notFound } from '../http/errors';
import type { HandlerMap, RequestContext } from '../http/handler';
import { toPage } from '../http/pagination';
import {
  deleteComment,
  findComment,
  findCommentedIssue,
  insertComment,
  listComments,
  updateCommentBody,
  type Comment,
} from './queries';

interface CommentPath {
  workspaceId: string;
  projectId: string;
  issueId: string;
  commentId: string;
}

function pathOf(req: RequestContext): CommentPath {
  return req.params as unknown as CommentPath;
}

/** 404 unless the path's issue is in the path's project and workspace. */
async function requireIssue(db: Conn, path: CommentPath, lock = false) {
  const issue = await findCommentedIssue(db, path.workspaceId, path.projectId, path.issueId, lock);
  if (!issue) throw notFound('Issue');
  return issue;
}

async function requireComment(trx: Conn, path: CommentPath): Promise<Comment> {
  await requireIssue(trx, path);
  const comment = await findComment(trx, path.workspaceId, path.issueId, path.commentId, true);
  if (!comment) throw notFound('Comment');
  return comment;
}

function isAuthor(principal: Principal, comment: Comment): boolean {
  if (principal.kind === 'agent') return comment.authorAgentId === principal.agentId;
  const userId = userIdOf(principal);
  return userId !== undefined && comment.authorId === userId;
}

function commentEvent(req: RequestContext, name: string, comment: Comment) {
  return {
    workspaceId: pathOf(req).workspaceId,
    name,
    actor: req.principal,
    entityType: 'comment',
    entityId: comment.id,
    projectId: comment.projectId,
    issueId: comment.issueId,
    payload: { projectId: comment.projectId, issueId: comment.issueId, commentId: comment.id },
  };
}

export const commentHandlers: HandlerMap = {
  async listComments(req) {
    const path = pathOf(req);
    await requireIssue(req.db, path);
    const { items, total } = await listComments(req.db, path.workspaceId, path.issueId, req.list);
    return toPage(items, total, req.list);
  },

  async createComment(req) {
    const path = pathOf(req);
    const { body } = req.body as { body: string };
    const { principal } = req;
    return req.db.transaction().execute(async (trx) => {
      const issue = await requireIssue(trx, path, true);
      const inserted = await insertComment(trx, {
        workspaceId: path.workspaceId,
        issueId: issue.id,
        body,
        authorId: userIdOf(principal) ?? null,
        authorAgentId: principal.kind === 'agent' ? principal.agentId : null,
      });
      const comment = { ...inserted, projectId: issue.projectId };
      await recordEvent(trx, commentEvent(req, 'comment.created', comment));
      return comment;
    });
  },

  async updateComment(req) {
    const path = pathOf(req);
    const { body } = req.body as { body: string };
    return req.db.transaction().execute(async (trx) => {
      const before = await requireComment(trx, path);
      if (!isAuthor(req.principal, before)) {
        throw forbidden('Only the author can edit a comment');
      }
      if (before.body === body) return before;
      const after = {
        ...before,
        ...(await updateCommentBody(trx, path.workspaceId, before.id, body)),
      };
      await recordEvent(trx, {
        ...commentEvent(req, 'comment.updated', after),
        changes: diff({ body: before.body }, { body: after.body }),
      });
      return after;
    });
  },

  async deleteComment(req) {
    const path = pathOf(req);
    await req.db.transaction().execute(async (trx) => {
      const comment = await requireComment(trx, path);
      if (!isAuthor(req.principal, comment) && !hasRole(req.membership.role, 'admin')) {
        throw forbidden('Only the author or a workspace admin can delete a comment');
      }
      await deleteComment(trx, path.workspaceId, comment.id);
      await recordEvent(trx, commentEvent(req, 'comment.deleted', comment));
    });
  },
};
