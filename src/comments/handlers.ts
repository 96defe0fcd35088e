import { hasRole, userIdOf, type Principal } from '../http/principal';
import type { Conn } from '../db/database';
import { newId } from '../db/ids';
import { recordChange, recordCreation, type EventSubject } from '../events/record';
import { forbidden, notFound } from '../http/errors';
import type { HandlersOf } from '../http/handler';
import { readIfMatch, requireVersion } from '../http/preconditions';
import {
  deleteComment,
  findComment,
  findCommentedIssue,
  insertComment,
  listComments,
  updateCommentBody,
  type Comment,
} from './queries';

interface IssuePath {
  workspaceId: string;
  projectId: string;
  issueId: string;
}
type CommentPath = IssuePath & { commentId: string };

/** 404 unless the path's issue is in the path's project and workspace. */
async function requireIssue(db: Conn, path: IssuePath) {
  const issue = await findCommentedIssue(db, path.workspaceId, path.projectId, path.issueId);
  if (!issue) throw notFound('Issue');
  return issue;
}

async function requireComment(trx: Conn, path: CommentPath, forUpdate = true): Promise<Comment> {
  await requireIssue(trx, path);
  const comment = await findComment(trx, path.workspaceId, path.issueId, path.commentId, forUpdate);
  if (!comment) throw notFound('Comment');
  return comment;
}

function isAuthor(principal: Principal, comment: Comment): boolean {
  if (principal.kind === 'agent') return comment.authorAgentId === principal.agentId;
  const userId = userIdOf(principal);
  return userId !== undefined && comment.authorId === userId;
}

function commentSubject(comment: Pick<Comment, 'id' | 'projectId' | 'issueId'>): EventSubject {
  const { id: commentId, projectId, issueId } = comment;
  return {
    entityType: 'comment',
    entityId: commentId,
    projectId,
    issueId,
    payload: { projectId, issueId, commentId },
  };
}

export const commentHandlers = {
  async listComments(req) {
    const path = req.params;
    await requireIssue(req.db, path);
    return listComments(req.db, path.workspaceId, path.issueId, req.list);
  },

  async createComment(req) {
    const path = req.params;
    const { body } = req.body;
    const { principal } = req;
    // Read without a lock: the comment and its event are one statement, and should the
    // issue be deleted in between, its foreign key fails that statement whole.
    const { id: issueId, projectId } = await requireIssue(req.db, path);
    const id = newId();
    const inserted = await recordCreation(
      req.db,
      req,
      'comment.created',
      commentSubject({ id, issueId, projectId }),
      insertComment({
        id,
        workspaceId: path.workspaceId,
        issueId,
        body,
        authorId: userIdOf(principal) ?? null,
        authorAgentId: principal.kind === 'agent' ? principal.agentId : null,
      }),
    );
    return { ...inserted, projectId };
  },

  async getComment(req) {
    return requireComment(req.db, req.params, false);
  },

  async updateComment(req) {
    const path = req.params;
    const { body } = req.body;
    const ifMatch = readIfMatch(req.koa);
    return req.db.transaction().execute(async (trx) => {
      const before = await requireComment(trx, path);
      if (!isAuthor(req.principal, before)) {
        throw forbidden('Only the author can edit a comment');
      }
      requireVersion(ifMatch, before.version, 'comment');
      if (before.body === body) return before;
      const after = {
        ...before,
        ...(await updateCommentBody(trx, path.workspaceId, before.id, body)),
      };
      await recordChange(trx, req, 'comment.updated', commentSubject(after), {
        before: { body: before.body },
        after: { body: after.body },
      });
      return after;
    });
  },

  async deleteComment(req) {
    const path = req.params;
    await req.db.transaction().execute(async (trx) => {
      const comment = await requireComment(trx, path);
      if (!isAuthor(req.principal, comment) && !hasRole(req.membership.role, 'admin')) {
        throw forbidden('Only the author or a workspace admin can delete a comment');
      }
      await deleteComment(trx, path.workspaceId, comment.id);
      await recordChange(trx, req, 'comment.deleted', commentSubject(comment));
    });
  },
} satisfies HandlersOf<'comments'>;
