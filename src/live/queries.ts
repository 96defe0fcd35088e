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
  /** Rows every later reader will see in the same order: below the horizon. */
  rows: LiveRow[];
  /** Committed rows past the horizon exist: read again once older transactions end. */
  heldBack: boolean;
  /** The page was full: more rows may follow right away. */
  full: boolean;
}

interface RawRow {
  xid: string | null;
  seq: string | null;
  eventId: string | null;
  name: string | null;
  payload: EventPayload | null;
  createdAt: string | null;
  horizon: string;
}

/**
 * The workspace's events after `after`, in stream order, with the horizon taken from the
 * same snapshot: the oldest transaction still running. A row at or past it is not handed
 * out yet, since a transaction below it may still commit rows that sort before it.
 */
export async function readEventsAfter(
  db: Conn,
  workspaceId: string,
  after: Position,
  limit: number,
): Promise<EventPage> {
  const { rows } = await sql<RawRow>`
    SELECT e.xid::text AS xid, e.seq::text AS seq, e.id AS event_id, e.name, e.payload,
           e.created_at, h.horizon::text AS horizon
    FROM (SELECT pg_snapshot_xmin(pg_current_snapshot()) AS horizon) h
    LEFT JOIN LATERAL (
      SELECT id, xid, seq, name, payload, created_at FROM events
      WHERE workspace_id = ${workspaceId}
        AND (xid, seq) > (${after.xid.toString()}::xid8, ${after.seq.toString()}::bigint)
      ORDER BY xid, seq
      LIMIT ${limit}
    ) e ON true
  `.execute(db);
  const horizon = BigInt(rows[0]?.horizon ?? '0');
  const page: EventPage = { rows: [], heldBack: false, full: false };
  for (const row of rows) {
    if (row.xid === null) break;
    const xid = BigInt(row.xid);
    if (xid >= horizon) {
      page.heldBack = true;
      break;
    }
    page.rows.push({
      position: { xid, seq: BigInt(row.seq!) },
      eventId: row.eventId!,
      name: row.name!,
      payload: row.payload!,
      createdAt: row.createdAt!,
    });
  }
  page.full = !page.heldBack && page.rows.length === limit;
  return page;
}

/**
 * Where the stream stands now: every transaction below the horizon has ended, so a
 * reader that starts here misses nothing committed from now on. `nextXid` is the next
 * transaction id to be handed out: a position past it was never given by this database.
 */
export async function currentPosition(db: Conn): Promise<{ position: Position; nextXid: bigint }> {
  const { rows } = await sql<{ horizon: string; next: string }>`
    SELECT pg_snapshot_xmin(s)::text AS horizon, pg_snapshot_xmax(s)::text AS next
    FROM pg_current_snapshot() s
  `.execute(db);
  const row = rows[0]!;
  return { position: { xid: BigInt(row.horizon), seq: 0n }, nextXid: BigInt(row.next) };
}

/** When the first event after `after` happened, if any: resuming past the window resets. */
export async function firstEventTimeAfter(
  db: Conn,
  workspaceId: string,
  after: Position,
): Promise<string | undefined> {
  const { rows } = await sql<{ createdAt: string }>`
    SELECT created_at FROM events
    WHERE workspace_id = ${workspaceId}
      AND (xid, seq) > (${after.xid.toString()}::xid8, ${after.seq.toString()}::bigint)
    ORDER BY xid, seq
    LIMIT 1
  `.execute(db);
  return rows[0]?.createdAt;
}
