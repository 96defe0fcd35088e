/**
 * A place in a workspace's event stream: the number of the last event passed, counted in
 * that workspace alone (1, 2, …, in commit order; 0 before its first event). Another
 * workspace's activity never moves it. Clients treat it as opaque.
 */
export type Position = bigint;

const FORMAT = /^\d{1,19}$/;
/** How positions were written before they were per workspace (`<xid>-<seq>`). */
const FORMER = /^\d{1,20}-\d{1,20}$/;

export function formatPosition(position: Position): string {
  return position.toString();
}

/**
 * The position written as `formatPosition` does; `former` for one handed out before
 * positions were per workspace (the stream answers it with a reset); undefined for
 * anything else.
 */
export function parsePosition(text: string | undefined): Position | 'former' | undefined {
  const trimmed = text?.trim() ?? '';
  if (FORMER.test(trimmed)) return 'former';
  if (!FORMAT.test(trimmed)) return undefined;
  const position = BigInt(trimmed);
  // A bigint column in PostgreSQL.
  return position < 2n ** 63n ? position : undefined;
}
