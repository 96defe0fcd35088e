import { expect } from 'chai';
import { sql } from 'kysely';
import { createDb, createPool, type Db } from '../../src/db/database';
import { newId } from '../../src/db/ids';
import { planPerValues } from '../../src/db/prepared';
import { suite } from '../support/context';

/** One connection, so `pg_prepared_statements` shows everything the Kysely instance prepared. */
function oneConnection(maxStatements: number): { db: Db; close: () => Promise<void> } {
  const pool = createPool(suite.database.url, 1);
  const db = createDb(pool, maxStatements);
  return { db, close: () => db.destroy() };
}

async function prepared(db: Db): Promise<string[]> {
  const { rows } = await sql<{ statement: string }>`
    SELECT statement FROM pg_prepared_statements ORDER BY prepare_time
  `.execute(db);
  return rows.map((row) => row.statement);
}

describe('prepared statements', () => {
  it('prepares a statement on its third run, once per connection', async () => {
    const { db, close } = oneConnection(10);
    try {
      const run = () => sql<{ n: number }>`SELECT ${41}::int + 1 AS n`.execute(db);
      await run();
      await run();
      expect(await prepared(db)).to.deep.equal([]);
      expect((await run()).rows).to.deep.equal([{ n: 42 }]);
      await run();
      expect(await prepared(db)).to.deep.equal(['SELECT $1::int + 1 AS n']);
    } finally {
      await close();
    }
  });

  it('prepares no more texts than the bound, and none when it is 0', async () => {
    for (const [bound, expected] of [
      [2, 2],
      [0, 0],
    ] as const) {
      const { db, close } = oneConnection(bound);
      try {
        for (const text of ['SELECT 1 AS a', 'SELECT 2 AS b', 'SELECT 3 AS c']) {
          for (let i = 0; i < 3; i++) await sql.raw(text).execute(db);
        }
        const statements = await prepared(db);
        expect(statements.filter((s) => s.startsWith('SELECT '))).to.have.length(expected);
      } finally {
        await close();
      }
    }
  });

  it('never prepares a query marked to be planned per values', async () => {
    const { db, close } = oneConnection(10);
    try {
      const query = db
        .selectFrom('issues')
        .select('id')
        .where('status', '=', 'cancelled')
        .modifyEnd(planPerValues);
      for (let i = 0; i < 4; i++) await query.execute();
      expect(await prepared(db)).to.deep.equal([]);
    } finally {
      await close();
    }
  });

  it('keeps answering when a migration changes the columns of a prepared `*` statement', async () => {
    const table = `prepared_${newId()}`;
    const { db, close } = oneConnection(10);
    try {
      await sql`CREATE TABLE ${sql.table(table)} (a int)`.execute(suite.database.db);
      await sql`INSERT INTO ${sql.table(table)} VALUES (1)`.execute(suite.database.db);
      const read = () => sql`SELECT * FROM ${sql.table(table)}`.execute(db);
      for (let i = 0; i < 4; i++) await read();
      await sql`ALTER TABLE ${sql.table(table)} ADD COLUMN b int DEFAULT 2`.execute(
        suite.database.db,
      );
      expect((await read()).rows).to.deep.equal([{ a: 1, b: 2 }]);
      expect((await read()).rows).to.deep.equal([{ a: 1, b: 2 }]);
    } finally {
      await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(suite.database.db);
      await close();
    }
  });
});
