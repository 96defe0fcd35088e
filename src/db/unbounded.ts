/** Transactions that may lift the statement timeout, a bounded number at a time. */
import { sql } from 'kysely';
import type { Db, Tx } from './database';
import { Semaphore } from './semaphore';

declare const unbounded: unique symbol;

/**
 * A transaction holding one of the process's turns (only `UnboundedTransactions.run` opens
 * one), so it may lift the statement timeout with `withoutStatementTimeout`.
 */
export type UnboundedTx = Tx & { readonly [unbounded]: true };

/**
 * Lifts the pool's statement timeout for the rest of the transaction: for a statement
 * whose time grows with the data it was asked to change, not with a plan gone wrong.
 */
export async function withoutStatementTimeout(trx: UnboundedTx): Promise<void> {
  await sql`SET LOCAL statement_timeout = 0`.execute(trx);
}

export interface UnboundedLimits {
  /** Such transactions one process runs at once. */
  concurrency: number;
  /** How long a request waits for its turn before it is refused (503). */
  maxWaitMs: number;
}

/**
 * Thrown when every turn stayed taken for the whole wait: nothing was done, and the same
 * request may pass once a running one ends. The error middleware answers 503.
 */
export class UnboundedTransactionsBusy extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('Every turn for a transaction without the statement timeout stayed taken');
    this.name = 'UnboundedTransactionsBusy';
  }
}

/**
 * The process's turns for transactions without the statement timeout. Each holds a pool
 * connection for as long as its data takes, so without a bound a burst of them would
 * leave none for other requests. A turn is taken before the transaction asks the pool
 * for a connection, so a request waiting for its turn holds none.
 */
export class UnboundedTransactions {
  private readonly turns: Semaphore;

  constructor(
    private readonly db: Db,
    private readonly limits: UnboundedLimits,
  ) {
    this.turns = new Semaphore(limits.concurrency);
  }

  /** Transactions running now. */
  get running(): number {
    return this.turns.inUse;
  }

  /** Requests waiting for their turn now (holding no connection). */
  get waiting(): number {
    return this.turns.waiting;
  }

  /** Runs `work` in a transaction that may lift the statement timeout, once a turn is free. */
  async run<T>(work: (trx: UnboundedTx) => Promise<T>): Promise<T> {
    const release = await this.turns.acquire(this.limits.maxWaitMs);
    if (!release) {
      throw new UnboundedTransactionsBusy(Math.max(1, Math.ceil(this.limits.maxWaitMs / 1000)));
    }
    try {
      return await this.db.transaction().execute((trx) => work(trx as UnboundedTx));
    } finally {
      release();
    }
  }
}
