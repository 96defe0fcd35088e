/**
 * A place in a workspace's event stream: the id of the transaction that recorded an event
 * and the event's sequence number. Rows are read in this order, and only below the oldest
 * transaction still running, so nothing committed later can land behind a reader.
 */
export interface Position {
  xid: bigint;
  seq: bigint;
}

const FORMAT = /^(\d{1,20})-(\d{1,20})$/;

export function formatPosition(position: Position): string {
  return `${position.xid}-${position.seq}`;
}

/** The position written as `formatPosition` does, or undefined for anything else. */
export function parsePosition(text: string | undefined): Position | undefined {
  const match = text === undefined ? null : FORMAT.exec(text.trim());
  if (!match) return undefined;
  const position = { xid: BigInt(match[1]!), seq: BigInt(match[2]!) };
  // Both are bigint columns in PostgreSQL (xid8 is unsigned, seq signed).
  return position.xid < 2n ** 64n && position.seq < 2n ** 63n ? position : undefined;
}

/** Negative, zero or positive as `a` comes before, at or after `b`. */
export function comparePositions(a: Position, b: Position): number {
  if (a.xid !== b.xid) return a.xid < b.xid ? -1 : 1;
  return a.seq === b.seq ? 0 : a.seq < b.seq ? -1 : 1;
}
