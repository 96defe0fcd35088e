/**
 * The board's order by hand: each issue's `rank` within its project and status, top
 * first. Ranks are `numeric`: a card placed between two others takes the exact midpoint
 * of theirs, so no move ever renumbers the others.
 */
import { sql } from 'kysely';
import type { Conn } from '../db/database';
import type { IssueStatus } from '../db/schema';

/** Where a card goes in its column: right above `beforeId`, right below `afterId`, or the top. */
export interface Place {
  beforeId?: string;
  afterId?: string;
}

/**
 * Holds the project's board order until the transaction ends. Moves in a project go one
 * at a time through it, so each one reads its neighbours' ranks as the previous move left
 * them: two cards dropped into the same gap at once land one above the other, never on
 * one rank.
 */
export async function lockBoard(db: Conn, projectId: string) {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`issue-board:${projectId}`}, 0))`.execute(
    db,
  );
}

interface Slot {
  rank: string;
  /** Whether the neighbours share a rank (two creations at once), leaving no gap. */
  tied: boolean;
}

/** The rank for `issueId` at `place` in (project, status); undefined when the neighbour named is not there. */
async function slotFor(
  db: Conn,
  workspaceId: string,
  projectId: string,
  status: IssueStatus,
  issueId: string,
  place: Place,
): Promise<Slot | undefined> {
  const neighbourId = place.beforeId ?? place.afterId;
  if (neighbourId === undefined) {
    const { rows } = await sql<Slot>`
      SELECT (coalesce(min(c.rank), 1) - 1)::text AS rank, false AS tied
      FROM issues c
      WHERE c.workspace_id = ${workspaceId} AND c.project_id = ${projectId}
        AND c.status = ${status} AND c.id <> ${issueId}
    `.execute(db);
    return rows[0];
  }
  const above = place.beforeId !== undefined;
  // The neighbour's rank and the next one on the side the card goes: the gap it takes.
  const { rows } = await sql<Slot>`
    SELECT trim_scale(CASE WHEN g.next IS NULL THEN g.anchor + ${above ? -1 : 1}
                           ELSE (g.anchor + g.next) * 0.5 END)::text AS rank,
           coalesce(g.anchor = g.next, false) AS tied
    FROM (SELECT n.rank AS anchor,
                 (SELECT c.rank FROM issues c
                  WHERE c.workspace_id = n.workspace_id AND c.project_id = n.project_id
                    AND c.status = n.status AND c.id <> ${issueId}
                    AND ${above ? sql`(c.rank, c.id) < (n.rank, n.id)` : sql`(c.rank, c.id) > (n.rank, n.id)`}
                  ORDER BY ${above ? sql`c.rank DESC, c.id DESC` : sql`c.rank, c.id`}
                  LIMIT 1) AS next
          FROM issues n
          WHERE n.workspace_id = ${workspaceId} AND n.project_id = ${projectId}
            AND n.id = ${neighbourId} AND n.id <> ${issueId} AND n.status = ${status}) g
  `.execute(db);
  return rows[0];
}

/** Numbers a column's ranks 1, 2, 3… in their order, so that tied neighbours get a gap. */
async function spreadColumn(db: Conn, workspaceId: string, projectId: string, status: IssueStatus) {
  await sql`
    UPDATE issues i SET rank = r.position
    FROM (SELECT id, row_number() OVER (ORDER BY rank, id) AS position
          FROM issues
          WHERE workspace_id = ${workspaceId} AND project_id = ${projectId} AND status = ${status}) r
    WHERE i.workspace_id = ${workspaceId} AND i.id = r.id
  `.execute(db);
}

/**
 * The rank that puts the issue at `place` among the others of (project, status), under
 * `lockBoard`; undefined when the neighbour named is not another issue of that column.
 */
export async function rankAt(
  db: Conn,
  workspaceId: string,
  projectId: string,
  status: IssueStatus,
  issueId: string,
  place: Place,
): Promise<string | undefined> {
  const slot = await slotFor(db, workspaceId, projectId, status, issueId, place);
  if (!slot?.tied) return slot?.rank;
  await spreadColumn(db, workspaceId, projectId, status);
  return (await slotFor(db, workspaceId, projectId, status, issueId, place))?.rank;
}

/** Sets the issue's rank; returns the rank it had. */
export async function setRank(db: Conn, workspaceId: string, issueId: string, rank: string) {
  const { rows } = await sql<{ before: string }>`
    WITH old AS (SELECT id, rank FROM issues
                 WHERE workspace_id = ${workspaceId} AND id = ${issueId} FOR UPDATE)
    UPDATE issues i SET rank = ${rank}::numeric
    FROM old WHERE i.id = old.id
    RETURNING old.rank::text AS before
  `.execute(db);
  return rows[0]!.before;
}
