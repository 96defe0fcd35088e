import { sql } from 'kysely';
import type { Conn } from '../db/database';
import type { IssuePriority, IssueStatus } from '../db/schema';
import { ISSUE_PRIORITY_VALUES, ISSUE_STATUS_VALUES } from '../generated/openapi';

const STATUSES: readonly IssueStatus[] = ISSUE_STATUS_VALUES;
const PRIORITIES: readonly IssuePriority[] = ISSUE_PRIORITY_VALUES;
const CLOSED = new Set<IssueStatus>(['done', 'cancelled']);

/** Issue counts of a project by status, priority and assignee, from one grouped scan. */
export async function projectOverview(db: Conn, workspaceId: string, projectId: string) {
  const rows = await db
    .selectFrom('issues')
    .select(['status', 'priority', 'assigneeId', (eb) => eb.fn.countAll<number>().as('count')])
    .where('workspaceId', '=', workspaceId)
    .where('projectId', '=', projectId)
    .groupBy(['status', 'priority', 'assigneeId'])
    .execute();
  const byStatus = Object.fromEntries(STATUSES.map((s) => [s, 0])) as Record<IssueStatus, number>;
  const byPriority = Object.fromEntries(PRIORITIES.map((p) => [p, 0])) as Record<
    IssuePriority,
    number
  >;
  const byAssignee = new Map<
    string | null,
    { assigneeId: string | null; total: number; open: number }
  >();
  let open = 0;
  for (const row of rows) {
    const count = Number(row.count);
    const isOpen = !CLOSED.has(row.status);
    byStatus[row.status] += count;
    byPriority[row.priority] += count;
    if (isOpen) open += count;
    const assignee = byAssignee.get(row.assigneeId) ?? {
      assigneeId: row.assigneeId,
      total: 0,
      open: 0,
    };
    assignee.total += count;
    if (isOpen) assignee.open += count;
    byAssignee.set(row.assigneeId, assignee);
  }
  const total = Object.values(byStatus).reduce((a, b) => a + b, 0);
  return {
    total,
    open,
    closed: total - open,
    byStatus,
    byPriority,
    byAssignee: [...byAssignee.values()].sort((a, b) => b.total - a.total),
  };
}

/**
 * The dates of one of the project's sprints that bound its burndown; undefined when the
 * project has no such sprint.
 */
export async function sprintWindow(
  db: Conn,
  workspaceId: string,
  projectId: string,
  sprintId: string,
) {
  return db
    .selectFrom('sprints as s')
    .select(['s.startsOn', 's.endsOn', 's.createdAt'])
    .where('s.workspaceId', '=', workspaceId)
    .where('s.projectId', '=', projectId)
    .where('s.id', '=', sprintId)
    .executeTakeFirst();
}

/**
 * At the end of each day (UTC) between two dates: the scope, the issues there by then
 * (created by then and, for a sprint (`sprintId`), added to it by then), and how many of
 * them remained open.
 */
export async function burndown(
  db: Conn,
  workspaceId: string,
  projectId: string,
  range: { from: string; to: string; sprintId: string | null },
) {
  const { rows } = await sql<{ date: string; remaining: number; scope: number }>`
    SELECT to_char(d.day, 'YYYY-MM-DD') AS date,
           count(i.id)::int AS scope,
           count(i.id) FILTER (WHERE i.closed_at IS NULL OR i.closed_at >= d.next)::int AS remaining
    FROM (SELECT day, (day + interval '1 day') AT TIME ZONE 'UTC' AS next
          FROM generate_series(${range.from}::timestamp, ${range.to}::timestamp, interval '1 day') AS day) d
    LEFT JOIN issues i
      ON i.workspace_id = ${workspaceId} AND i.project_id = ${projectId}
     AND (${range.sprintId}::text IS NULL
          OR (i.sprint_id = ${range.sprintId} AND coalesce(i.sprint_added_at, i.created_at) < d.next))
     AND i.created_at < d.next
    GROUP BY d.day
    ORDER BY d.day
  `.execute(db);
  return rows;
}
