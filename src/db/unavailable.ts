/** Tells a database that cannot be reached from a query that went wrong. */

/**
 * Whether an error means the database cannot be reached right now (down, restarting,
 * refusing connections) rather than that a query was wrong: such a request may succeed
 * if retried shortly, so the API answers 503 with Retry-After instead of 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    // Class 08: connection exception. 57P01-57P03: admin shutdown, crash shutdown,
    // cannot connect now (starting up or shutting down). 53300: too many connections.
    if (code.startsWith('08') || /^57P0[1-3]$/.test(code) || code === '53300') return true;
    if (NETWORK_CODES.has(code)) return true;
  }
  // node-postgres reports a dropped socket, a client used after its connection broke (the
  // rollback of a transaction whose server went away) and a pool wait that timed out by
  // message only.
  return /^Connection terminated|is not queryable|timeout exceeded when trying to connect/.test(
    error.message,
  );
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** Seconds a client should wait before retrying while the database is unavailable. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 2;

/**
 * What a log line needs of a database connection error: its code and message. The error
 * node-postgres emits carries the client itself (its parsed statements, connection
 * parameters and buffers, kilobytes a line), which is never worth logging.
 */
export function connectionErrorFields(error: unknown): { code?: string; reason: string } {
  const code = (error as { code?: unknown }).code;
  return {
    ...(typeof code === 'string' ? { code } : {}),
    reason: error instanceof Error ? error.message : String(error),
  };
}

/** How long a request ended by a deadlock is asked to wait: the other side is done by then. */
export const CONFLICT_RETRY_AFTER_SECONDS = 1;

/**
 * True for a transaction PostgreSQL ended to let a concurrent one through: a deadlock
 * victim (40P01) or a serialization failure (40001). Nothing of it was written, and the
 * same request is likely to pass when made again.
 */
export function isTransactionConflict(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '40P01' || code === '40001';
}

/**
 * True for a statement PostgreSQL cancelled (57014): it ran past the statement timeout
 * (DATABASE_STATEMENT_TIMEOUT_MS), or an operator cancelled it. Its transaction is rolled
 * back.
 */
export function isStatementCancelled(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '57014';
}
