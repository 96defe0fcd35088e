import { sql, type RawBuilder } from 'kysely';
import type { Conn } from '../db/database';
import type { SortColumns } from '../http/operations';
import { fetchPage, type ListQuery } from '../db/paginate';

/** The issue a comment route names, if it lives in that project of that workspace. */
export async function findCommentedIssue(
  db: Conn,
  workspaceId: string,
  projectId: string,
  issueId: string,
) {
  return db
    .selectFrom('issues')
    .select(['id', 'projectId'])
    .where('workspaceId', '=', workspaceId)
    .where('projectId', '=', projectId)
    .where('id', '=', issueId)
    .executeTakeFirst();
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
  'c.version',
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

/**
 * The statement that adds a comment and returns it, for `recordCreation` to run with its
 * event. The issue's foreign key refuses it if the issue was deleted after it was read.
 */
export function insertComment(input: {
  id: string;
  workspaceId: string;
  issueId: string;
  body: string;
  authorId: string | null;
  authorAgentId: string | null;
}): RawBuilder<Omit<Comment, 'projectId'>> {
  return sql<Omit<Comment, 'projectId'>>`
    INSERT INTO comments (id, workspace_id, issue_id, body, author_id, author_agent_id)
    VALUES (${input.id}, ${input.workspaceId}, ${input.issueId}, ${input.body},
            ${input.authorId}, ${input.authorAgentId})
    RETURNING id, issue_id, body, author_id, author_agent_id, created_at, updated_at, version
  `;
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
    .returning(['body', 'updatedAt', 'version'])
    .executeTakeFirstOrThrow();
}

export async function deleteComment(db: Conn, workspaceId: string, commentId: string) {
  await db
    .deleteFrom('comments')
    .where('workspaceId', '=', workspaceId)
    .where('id', '=', commentId)
    .execute();
}
