import { newId } from '../db/ids';
import { sql } from 'kysely';
import type { Conn } from '../db/database';
import { withoutStatementTimeout, type UnboundedTx } from '../db/unbounded';
import type { AgentSessionState } from '../db/schema';
import { escapeLike } from '../db/text';
import type { SortColumns } from '../http/operations';
import { fetchPage, type ListQuery } from '../db/paginate';

// Never the token hash: only what the dashboard may show about the current token.
const agentColumns = [
  'id',
  'name',
  'description',
  'createdBy',
  'tokenTier',
  'tokenHint',
  'tokenRotatedAt',
  'createdAt',
  'updatedAt',
] as const;

const AGENT_SORT = {
  createdAt: 'createdAt',
  name: 'name',
} as const satisfies SortColumns<'listAgents'>;

export async function listAgents(db: Conn, workspaceId: string, list: ListQuery<'listAgents'>) {
  let query = db.selectFrom('agents').where('workspaceId', '=', workspaceId);
  if (list.search) query = query.where('name', 'ilike', `%${escapeLike(list.search)}%`);
  const column = AGENT_SORT[list.sortBy];
  return fetchPage(query, (q) => q.select(agentColumns), { column, tieBreaker: 'id' }, list);
}

/** One agent of the workspace; `lock` keeps it from being removed until the transaction ends. */
export async function findAgent(db: Conn, workspaceId: string, agentId: string, lock = false) {
  let query = db
    .selectFrom('agents')
    .select(agentColumns)
    .where('workspaceId', '=', workspaceId)
    .where('id', '=', agentId);
  if (lock) query = query.forShare();
  return query.executeTakeFirst();
}

export async function insertAgent(
  db: Conn,
  input: { workspaceId: string; name: string; description: string | null; createdBy: string },
) {
  return db
    .insertInto('agents')
    .values({ id: newId(), ...input })
    .returning(agentColumns)
    .executeTakeFirstOrThrow();
}

/** Deletes the agent and, by cascade, its sessions, however many it ran; false if none. */
export async function deleteAgent(trx: UnboundedTx, workspaceId: string, agentId: string) {
  await withoutStatementTimeout(trx);
  const result = await trx
    .deleteFrom('agents')
    .where('workspaceId', '=', workspaceId)
    .where('id', '=', agentId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The issue an agent session names, with its project, if it is in the workspace. */
export async function findIssueOfWorkspace(db: Conn, workspaceId: string, issueId: string) {
  return db
    .selectFrom('issues')
    .select(['id', 'projectId'])
    .where('workspaceId', '=', workspaceId)
    .where('id', '=', issueId)
    .forShare()
    .executeTakeFirst();
}

const sessionColumns = [
  's.id',
  's.agentId',
  's.issueId',
  's.state',
  's.summary',
  's.error',
  's.createdAt',
  's.updatedAt',
  's.endedAt',
] as const;

const sessionFields = [
  'id',
  'agentId',
  'issueId',
  'state',
  'summary',
  'error',
  'createdAt',
  'updatedAt',
  'endedAt',
] as const;

/** The session's issue as people name it: joined on `i` (issues) and `p` (projects). */
const issueColumns = [
  'i.projectId',
  'p.prefix as issuePrefix',
  'i.number as issueNumber',
  'i.title as issueTitle',
] as const;

interface IssueColumns {
  issueId: string | null;
  projectId: string | null;
  issuePrefix: string | null;
  issueNumber: number | null;
  issueTitle: string | null;
}

/** A session row with its joined issue columns, as the AgentSession schema shapes it. */
export function withIssue<Row extends IssueColumns>(row: Row) {
  const { projectId, issuePrefix, issueNumber, issueTitle, ...session } = row;
  const issue =
    row.issueId && projectId && issuePrefix !== null && issueNumber !== null
      ? {
          id: row.issueId,
          projectId,
          prefix: issuePrefix,
          number: issueNumber,
          title: issueTitle ?? '',
        }
      : null;
  return { ...session, issue, projectId };
}

const SESSION_SORT = {
  createdAt: 's.createdAt',
  updatedAt: 's.updatedAt',
} as const satisfies SortColumns<'listAgentSessions'>;

export interface SessionFilters {
  agentId?: string;
  issueId?: string;
  state?: AgentSessionState;
}

export async function listAgentSessions(
  db: Conn,
  workspaceId: string,
  filters: SessionFilters,
  list: ListQuery<'listAgentSessions'>,
) {
  let query = db
    .selectFrom('agentSessions as s')
    .leftJoin('issues as i', 'i.id', 's.issueId')
    .leftJoin('projects as p', 'p.id', 'i.projectId')
    .where('s.workspaceId', '=', workspaceId);
  if (filters.agentId) query = query.where('s.agentId', '=', filters.agentId);
  if (filters.issueId) query = query.where('s.issueId', '=', filters.issueId);
  if (filters.state) query = query.where('s.state', '=', filters.state);
  const column = SESSION_SORT[list.sortBy];
  const page = await fetchPage(
    query,
    (q) => q.select([...sessionColumns, ...issueColumns]),
    { column, tieBreaker: 's.id' },
    list,
  );
  return {
    ...page,
    items: page.items.map((row) => {
      const { projectId: _projectId, ...session } = withIssue(row);
      return session;
    }),
  };
}

/**
 * One session with its issue (and that issue's project, for the event); `forUpdate` locks
 * the session row.
 */
export async function findAgentSession(
  db: Conn,
  workspaceId: string,
  sessionId: string,
  forUpdate = false,
) {
  let query = db
    .selectFrom('agentSessions as s')
    .leftJoin('issues as i', 'i.id', 's.issueId')
    .leftJoin('projects as p', 'p.id', 'i.projectId')
    .select([...sessionColumns, ...issueColumns])
    .where('s.workspaceId', '=', workspaceId)
    .where('s.id', '=', sessionId);
  if (forUpdate) query = query.forUpdate('s');
  const row = await query.executeTakeFirst();
  return row && withIssue(row);
}

export async function insertAgentSession(
  db: Conn,
  input: { workspaceId: string; agentId: string; issueId: string | null },
) {
  return db
    .insertInto('agentSessions')
    .values({ id: newId(), ...input })
    .returning(sessionFields)
    .executeTakeFirstOrThrow();
}

export async function endAgentSession(
  db: Conn,
  workspaceId: string,
  sessionId: string,
  change: { state: 'completed' | 'errored'; summary: string | null; error: string | null },
) {
  return db
    .updateTable('agentSessions')
    .set({ ...change, endedAt: sql<string>`now()` })
    .where('workspaceId', '=', workspaceId)
    .where('id', '=', sessionId)
    .where('state', '=', 'running')
    .returning(sessionFields)
    .executeTakeFirstOrThrow();
}
