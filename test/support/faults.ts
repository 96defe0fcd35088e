import type pg from 'pg';

// A seam between the app and PostgreSQL for fault tests: statements pass through the
// real pool to the real database, except those a test has asked to fail. Nothing in the
// schema changes, so an interrupted run leaves nothing behind.

const refusedEvents = new Set<string>();
const EVENT_INSERT = /\binsert\s+into\s+"?events"?\s*\(/i;

/** The error PostgreSQL raises for a refused row (check_violation), as pg reports it. */
function refusal(eventName: string): Error {
  return Object.assign(new Error(`test fault: event "${eventName}" refused`), { code: '23514' });
}

function refusedIn(text: string, values: unknown): string | undefined {
  if (refusedEvents.size === 0 || !EVENT_INSERT.test(text) || !Array.isArray(values)) return;
  return values.find((value) => typeof value === 'string' && refusedEvents.has(value));
}

function faultyClient(client: pg.PoolClient): pg.PoolClient {
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property !== 'query') return Reflect.get(target, property, receiver);
      return (...args: unknown[]) => {
        // query(text, values), or query({ name, text, values }) for a prepared statement.
        const [first, second] = args as [unknown, unknown];
        const config = first as { text?: unknown; values?: unknown } | undefined;
        const [text, values] =
          typeof first === 'string' ? [first, second] : [config?.text, config?.values];
        const refused = typeof text === 'string' ? refusedIn(text, values) : undefined;
        if (refused) return Promise.reject(refusal(refused));
        return (target.query as (...a: unknown[]) => unknown)(...args);
      };
    },
  });
}

/** A pool for the app under test: the real one, with the fault seam on every client. */
export function faultInjectingPool(pool: pg.Pool): pg.Pool {
  return {
    connect: async () => faultyClient(await pool.connect()),
    // The suite closes the real pool itself.
    end: async () => undefined,
  } as unknown as pg.Pool;
}

/** Whether a test is injecting a fault right now (its 500s are expected, not a drift). */
export function faultActive(): boolean {
  return refusedEvents.size > 0;
}

/**
 * Runs `run` while inserting an event named `eventName` fails, so the change that records
 * such an event fails at its last step: it must then leave nothing behind.
 */
export async function whileEventsFail(eventName: string, run: () => Promise<void>) {
  refusedEvents.add(eventName);
  try {
    await run();
  } finally {
    refusedEvents.delete(eventName);
  }
}
