import { newId } from '../db/ids';
import type { Conn } from '../db/database';
import type { SortColumns } from '../http/operations';
import { fetchPage, type ListQuery } from '../db/paginate';

/**
 * The issue a comment route names, if it lives in that project of that workspace.
 * `lock` takes a share lock so the issue cannot vanish before the transaction ends.
 */
export async function findCommentedIssue(
  db: Conn,
  workspaceId: string,
  projectId: string,
  issueId: string,
  lock = false,
) {
  let query = db
    .selectFrom('issues')
    .select(['id', 'projectId'])
    .where('workspaceId', '=', workspaceId)
    .where('projectId', '=', projectId)
    .where('id', '=', issueId);
  if (lock) query = query.forShare();
  return query.executeTakeFirst();
}

const COMMENT_SORT = {
  createdAt: 'c.createdAt',
  updatedAt: 'c.updatedAt',
} as const satisfies SortColumns<'listComments'>;

function commentQuery(db: Conn, workspaceId: string, issueId: string) {
  return db
    .selectFrom('comments as c')
    .innerJoin('issues as i', 'i.id', 'c.issueId')
    .where('c.workspaceId', '=', workspaceId)
    .where('c.issueId', '=', issueId);
}

const commentColumns = [
  'c.id',
  'c.issueId',
  'i.projectId',
  'c.body',
  'c.authorId',
  'c.authorAgentId',
  'c.createdAt',
  'c.updatedAt',
] as const;

export async function listComments(
  db: Conn,
  workspaceId: string,
  issueId: string,
  list: ListQuery<'listComments'>,
) {
  const query = commentQuery(db, workspaceId, issueId);
  const column = COMMENT_SORT[list.sortBy];
  return fetchPage(query, (q) => q.select(commentColumns), { column, tieBreaker: 'c.id' }, list);
}

/** One comment of the issue; `forUpdate` locks it for an edit or a delete. */
export async function findComment(
  db: Conn,
  workspaceId: string,
  issueId: string,
  commentId: string,
  forUpdate = false,
) {
  let query = commentQuery(db, workspaceId, issueId)
    .select(commentColumns)
    .where('c.id', '=', commentId);
  if (forUpdate) query = query.forUpdate('c');
  return query.executeTakeFirst();
}

export type Comment = NonNullable<Awaited<ReturnType<typeof findComment>>>;

export async function insertComment(
  db: Conn,
  input: {
    workspaceId: string;
    issueId: string;
    body: string;
    authorId: string | null;
    authorAgentId: string | null;
  },
) {
  return db
    .insertInto('comments')
    .values({ id: newId(), ...input })
    .returning(['id', 'issueId', 'body', 'authorId', 'authorAgentId', 'createdAt', 'updatedAt'])
    .executeTakeFirstOrThrow();
}

export async function updateCommentBody(
  db: Conn,
  workspaceId: string,
  commentId: string,
  body: string,
) {
  return db
    .updateTable('comments')
    .set({ body })
    .where('workspaceId', '=', workspaceId)
    .where('id', '=', commentId)
    .returning(['body', 'updatedAt'])
    .executeTakeFirstOrThrow();
}

export async function deleteComment(db: Conn, workspaceId: string, commentId: string) {
  await db
    .deleteFrom('comments')
    .where('workspaceId', '=', workspaceId)
    .where('id', '=', commentId)
    .execute();
}
