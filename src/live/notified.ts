import type { EventPayload } from '../events/record';
import type { LiveRow } from './queries';

/** A row as `number_event_at_commit` sends it: [position, id, name, payload, created_at]. */
type SentRow = [string, string, string, EventPayload, string];

/** What a notification on EVENTS_CHANNEL says: whose events, and the rows when they fit. */
export interface EventsNotice {
  workspaceId: string;
  /** The rows in position order; undefined when only the workspace was sent. */
  rows?: LiveRow[];
}

/**
 * Reads a payload of `number_event_at_commit` (migration 20261129_0500): `<workspace id>`, or
 * `<workspace id> <rows>`. The rows read as `readEventsAfter` returns them, so a stream
 * sends the same bytes whichever way they came.
 */
export function parseEventsNotice(payload: string): EventsNotice {
  const space = payload.indexOf(' ');
  if (space < 0) return { workspaceId: payload };
  return { workspaceId: payload.slice(0, space), rows: parseRows(payload.slice(space + 1)) };
}

function parseRows(text: string): LiveRow[] | undefined {
  try {
    return (JSON.parse(text) as SentRow[]).map(([position, eventId, name, payload, createdAt]) => ({
      position: BigInt(position),
      eventId,
      name,
      payload,
      createdAt,
    }));
  } catch {
    // Not rows this version can read: the listener reads them instead.
    return undefined;
  }
}

/** The workspace a payload concerns, without reading its rows (most listeners hold none). */
export function noticeWorkspace(payload: string): string {
  const space = payload.indexOf(' ');
  return space < 0 ? payload : payload.slice(0, space);
}
