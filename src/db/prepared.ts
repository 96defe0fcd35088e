/** Prepares the statements a process runs often, under names kept per connection. */
import { createHash } from 'node:crypto';
import { sql, type PostgresPool, type PostgresPoolClient } from 'kysely';
import type pg from 'pg';
import { applicationTypes } from './timestamps';

/** How statements get prepared: after how many runs, and how many texts at most. */
export interface PreparePolicy {
  /** Distinct statement texts a process prepares; 0 prepares none. */
  maxStatements: number;
  /** Runs of one text before it is prepared, so one-off texts never take a slot. */
  afterRuns?: number;
}

const PER_VALUES_MARK = '/* planned per values */';

/**
 * Appended (`query.modifyEnd(planPerValues)`) to a query whose best plan depends on its
 * values, such as a filter on a skewed column or a text search: it is never prepared, so
 * PostgreSQL never settles on one generic plan for it. A rare word or status in a million
 * issues needs another plan than a common one.
 */
export const planPerValues = sql.raw(PER_VALUES_MARK);

const RESULT_TYPE_CHANGED = /cached plan must not change result type/;

/** Texts counted while deciding, before the counts start over. */
const MAX_COUNTED = 10_000;

/**
 * Which statement texts run as named prepared statements: the frequent ones, up to a
 * bound. A name is given to a text once it has run `afterRuns` times, and kept for the
 * process's life; each connection then parses and plans it once (PostgreSQL picks a
 * generic plan after five runs when it is no worse) instead of on every request. The
 * bound keeps per-connection memory in check when a query's text varies with its input
 * (an IN list of n values is n texts).
 */
export class StatementNames {
  readonly #names = new Map<string, string>();
  readonly #runs = new Map<string, number>();
  readonly #forgotten = new Set<string>();
  #given = 0;

  constructor(readonly policy: PreparePolicy) {}

  /** The name to run `text` under, or undefined to run it unnamed. */
  nameFor(text: string): string | undefined {
    const name = this.#names.get(text);
    if (name !== undefined || this.#given >= this.policy.maxStatements) return name;
    if (this.#forgotten.has(text) || text.includes(PER_VALUES_MARK)) return undefined;
    const runs = (this.#runs.get(text) ?? 0) + 1;
    if (runs < (this.policy.afterRuns ?? 3)) {
      if (this.#runs.size >= MAX_COUNTED) this.#runs.clear();
      this.#runs.set(text, runs);
      return undefined;
    }
    this.#runs.delete(text);
    // Named by content: several Kysely instances may share one pool, and a connection
    // must never see one name for two texts.
    const named = `k${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;
    this.#given += 1;
    this.#names.set(text, named);
    return named;
  }

  /** Runs `text` unnamed from now on (its prepared form no longer fits the schema). */
  forget(text: string): void {
    this.#names.delete(text);
    this.#runs.delete(text);
    this.#forgotten.add(text);
  }
}

/**
 * A pooled client that runs frequent statements prepared and reads timestamps as ISO
 * strings (cursors pass through).
 */
function preparingClient(client: pg.PoolClient, names: StatementNames): PostgresPoolClient {
  const query = (sqlOrCursor: unknown, values?: unknown[]) => {
    if (typeof sqlOrCursor !== 'string') {
      return (client.query as (cursor: unknown) => unknown)(sqlOrCursor);
    }
    const text = sqlOrCursor;
    const name = names.nameFor(text);
    const types = applicationTypes;
    if (name === undefined) return client.query({ text, values, types });
    return client.query({ name, text, values, types }).catch((error: unknown) => {
      // A `*` statement prepared before a migration changed its table's columns. Run it
      // unnamed from now on; outside a transaction this run can still succeed.
      if (!RESULT_TYPE_CHANGED.test((error as Error).message ?? '')) throw error;
      names.forget(text);
      return client.query({ text, values, types });
    });
  };
  return { query, release: () => client.release() } as PostgresPoolClient;
}

/**
 * The pool as Kysely sees it: frequent statements prepared per connection (none when
 * `maxStatements` is 0), timestamps read as ISO strings (see `isoTimestamp`).
 */
export function preparingPool(pool: pg.Pool, policy: PreparePolicy): PostgresPool {
  const names = new StatementNames(policy);
  return {
    connect: async () => preparingClient(await pool.connect(), names),
    end: () => pool.end(),
  };
}
