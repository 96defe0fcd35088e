import { expect } from 'chai';
import { sql } from 'kysely';
import { compiledByShape } from '../../src/db/compiled';
import { newId } from '../../src/db/ids';
import { suite } from '../support/context';

describe('queries compiled once per shape', () => {
  const names = [`a-${newId()}`, `b-${newId()}`, `c-${newId()}`];
  const table = `shapes_${newId().toLowerCase()}`;

  before(async () => {
    await sql`CREATE TABLE ${sql.table(table)} (name text PRIMARY KEY, tag text, rank int)`.execute(
      suite.database.db,
    );
    await sql`INSERT INTO ${sql.table(table)} VALUES (${names[0]}, 'x', 1), (${names[1]}, NULL, 2), (${names[2]}, 'x', 3)`.execute(
      suite.database.db,
    );
  });
  after(() => sql`DROP TABLE ${sql.table(table)}`.execute(suite.database.db));

  interface Values {
    [name: string]: unknown;
    tag?: string | null;
    above: number;
    limit: number;
  }

  function counted() {
    let builds = 0;
    const run = compiledByShape((db, shape: { order: 'asc' | 'desc' }, values: Values) => {
      builds += 1;
      let query = db
        .selectFrom(sql.table(table).as('t') as never)
        .select(sql<string>`t.name`.as('name'))
        .where(sql<boolean>`t.rank > ${values.above}`)
        .orderBy(sql`t.rank`, shape.order)
        .limit(values.limit);
      if (values.tag === null) query = query.where(sql<boolean>`t.tag IS NULL`);
      else if (values.tag !== undefined) query = query.where(sql<boolean>`t.tag = ${values.tag}`);
      return query;
    });
    return { run, builds: () => builds };
  }

  it('builds a shape once and runs it with each call’s values', async () => {
    const { run, builds } = counted();
    const all = await run(suite.database.db, { order: 'asc' }, { above: 0, limit: 10 });
    expect(all.map((row) => row.name)).to.deep.equal(names);
    const later = await run(suite.database.db, { order: 'asc' }, { above: 1, limit: 1 });
    expect(later.map((row) => row.name)).to.deep.equal([names[1]]);
    expect(builds()).to.equal(1);
  });

  it('builds again when the shape, a set value or a null changes the SQL', async () => {
    const { run, builds } = counted();
    const descending = await run(suite.database.db, { order: 'desc' }, { above: 0, limit: 10 });
    expect(descending.map((row) => row.name)).to.deep.equal([...names].reverse());
    const tagged = await run(
      suite.database.db,
      { order: 'asc' },
      { above: 0, limit: 10, tag: 'x' },
    );
    expect(tagged.map((row) => row.name)).to.deep.equal([names[0], names[2]]);
    const untagged = await run(
      suite.database.db,
      { order: 'asc' },
      { above: 0, limit: 10, tag: null },
    );
    expect(untagged.map((row) => row.name)).to.deep.equal([names[1]]);
    expect(builds()).to.equal(3);
    const otherTag = await run(
      suite.database.db,
      { order: 'asc' },
      { above: 0, limit: 10, tag: 'y' },
    );
    expect(otherTag).to.deep.equal([]);
    expect(builds()).to.equal(3);
  });

  it('runs inside a transaction like any other query', async () => {
    const { run } = counted();
    const rows = await suite.database.db
      .transaction()
      .execute((trx) => run(trx, { order: 'asc' }, { above: 2, limit: 5 }));
    expect(rows.map((row) => row.name)).to.deep.equal([names[2]]);
  });

  it('refuses a shape that binds a value other than its own', async () => {
    const workspaceOfTheFirstCaller = 'w1';
    const run = compiledByShape((db, _shape: null, values: { above: number }) =>
      db
        .selectFrom(sql.table(table).as('t') as never)
        .select(sql<string>`t.name`.as('name'))
        .where(sql<boolean>`t.rank > ${values.above} AND t.tag <> ${workspaceOfTheFirstCaller}`),
    );
    let refused: unknown;
    await run(suite.database.db, null, { above: 0 }).catch((error: unknown) => (refused = error));
    expect((refused as Error)?.message).to.match(/may bind only its values/);
  });
});
