/** The reads a pull-request delivery needs: issues by key, the links of a pull request, rules. */
import { sql } from 'kysely';
import type { Conn } from '../db/database';
import type { IssueStatus, PrStatus, PullRequestRuleEvent } from '../db/schema';
import type { IssueKey } from './keys';

/** An issue a pull request touches, with its key. */
export interface KeyedIssue {
  id: string;
  projectId: string;
  prefix: string;
  number: number;
  status: IssueStatus;
}

/** The issues of the workspace that `keys` name; keys of other workspaces find nothing. */
export async function issuesByKey(
  db: Conn,
  workspaceId: string,
  keys: readonly IssueKey[],
): Promise<KeyedIssue[]> {
  if (keys.length === 0) return [];
  const { rows } = await sql<KeyedIssue>`
    SELECT i.id, i.project_id AS "projectId", p.prefix, i.number, i.status
    FROM unnest(${keys.map((k) => k.prefix)}::text[], ${keys.map((k) => k.number)}::int[])
           AS k (prefix, number)
    JOIN projects p ON p.workspace_id = ${workspaceId} AND p.prefix = k.prefix
    JOIN issues i ON i.workspace_id = ${workspaceId} AND i.project_id = p.id
                 AND i.number = k.number
  `.execute(db);
  return rows;
}

/** Issues of the workspace by id, with their keys. */
export async function issuesById(
  db: Conn,
  workspaceId: string,
  ids: readonly string[],
): Promise<KeyedIssue[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<KeyedIssue>`
    SELECT i.id, i.project_id AS "projectId", p.prefix, i.number, i.status
    FROM issues i JOIN projects p ON p.id = i.project_id
    WHERE i.workspace_id = ${workspaceId} AND i.id = ANY (${ids}::text[])
  `.execute(db);
  return rows;
}

/** Every link to the pull request at `url` in the workspace, locked until the transaction ends. */
export async function lockLinksOf(db: Conn, workspaceId: string, url: string) {
  const { rows } = await sql<{ id: string; issueId: string; status: PrStatus }>`
    SELECT id, issue_id AS "issueId", status FROM pull_request_links
    WHERE workspace_id = ${workspaceId} AND lower(url) = lower(${url})
    ORDER BY id
    FOR UPDATE
  `.execute(db);
  return rows;
}

/** Locks an issue's row, so a move does not interleave with another writer's update. */
export async function lockIssue(db: Conn, workspaceId: string, issueId: string): Promise<void> {
  await db
    .selectFrom('issues')
    .select('id')
    .where('workspaceId', '=', workspaceId)
    .where('id', '=', issueId)
    .forUpdate()
    .execute();
}

/** The status each project's rule moves its issues to on `event`, by project id. */
export async function ruleTargets(
  db: Conn,
  workspaceId: string,
  projectIds: readonly string[],
  event: PullRequestRuleEvent,
): Promise<Map<string, IssueStatus>> {
  if (projectIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('pullRequestRules')
    .select(['projectId', 'status'])
    .where('workspaceId', '=', workspaceId)
    .where('projectId', 'in', [...projectIds])
    .where('prEvent', '=', event)
    .execute();
  return new Map(rows.map((row) => [row.projectId, row.status]));
}
