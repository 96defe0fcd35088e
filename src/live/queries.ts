import { sql } from 'kysely';
import type { Conn } from '../db/database';
import type { EventPayload } from '../events/record';
import type { Position } from './position';

/** An event row as a live stream sends it. */
export interface LiveRow {
  position: Position;
  eventId: string;
  name: string;
  payload: EventPayload;
  createdAt: string;
}

export interface EventPage {
  rows: LiveRow[];
  /** The page was full: more rows may follow right away. */
  full: boolean;
}

interface RawRow {
  position: string;
  eventId: string;
  name: string;
  payload: EventPayload;
  createdAt: string;
}

/**
 * The workspace's events after `after`, in stream order. Numbers are handed out in commit
 * order (`workspace_event_positions`), so every row below the last one read is already
 * visible: nothing committed later can land behind a reader.
 */
export async function readEventsAfter(
  db: Conn,
  workspaceId: string,
  after: Position,
  limit: number,
): Promise<EventPage> {
  const { rows } = await sql<RawRow>`
    SELECT e.position::text AS position, e.id AS event_id, e.name, e.payload, e.created_at
    FROM events e
    WHERE e.workspace_id = ${workspaceId} AND e.position > ${after.toString()}::bigint
    -- The column, not the text it is sent as ('10' sorts before '9').
    ORDER BY e.position
    LIMIT ${limit}
  `.execute(db);
  return {
    rows: rows.map((row) => ({ ...row, position: BigInt(row.position) })),
    full: rows.length === limit,
  };
}

/**
 * Where the workspace's stream stands now: the number of its last committed event (0
 * before any). A reader that starts here misses nothing committed from now on, and a
 * position past it was never handed out.
 */
export async function currentPosition(db: Conn, workspaceId: string): Promise<Position> {
  const { rows } = await sql<{ position: string }>`
    SELECT position::text AS position FROM workspace_event_positions
    WHERE workspace_id = ${workspaceId}
  `.execute(db);
  return BigInt(rows[0]?.position ?? 0);
}

/** When the first event after `after` happened, if any: resuming past the window resets. */
export async function firstEventTimeAfter(
  db: Conn,
  workspaceId: string,
  after: Position,
): Promise<string | undefined> {
  const { rows } = await sql<{ createdAt: string }>`
    SELECT created_at FROM events
    WHERE workspace_id = ${workspaceId} AND position > ${after.toString()}::bigint
    ORDER BY position
    LIMIT 1
  `.execute(db);
  return rows[0]?.createdAt;
}
