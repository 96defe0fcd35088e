import { rm } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'chai';
import pg from 'pg';
import pino from 'pino';
import { startEmbeddedPostgres } from '../../src/db/embedded/cluster';

describe('a new embedded cluster', function () {
  this.timeout(120_000);

  it('is made on PostgreSQL’s own C.UTF-8 locale: code point order, Unicode case mapping', async () => {
    // Under the checkout, as the suite's own clusters are: prepared for PostgreSQL's user
    // when the tests run as root. Made afresh each run: a cluster keeps its first locale.
    const dataDir = path.resolve('.data', `locale-${process.pid}`);
    await rm(dataDir, { recursive: true, force: true });
    const cluster = await startEmbeddedPostgres(dataDir, pino({ level: 'silent' }));
    const client = new pg.Client(cluster.url);
    try {
      await client.connect();
      const { rows } = await client.query<Record<string, unknown>>(`
        SELECT d.datlocprovider AS provider, d.datlocale AS locale, d.datctype AS ctype,
               'B' < 'a' AS "upperFirst", 'z' < 'é' AS "codePoints", lower('ÉCOLE') AS lower
        FROM pg_database d WHERE d.datname = current_database()`);
      expect(rows[0]).to.deep.equal({
        provider: 'b',
        locale: 'C.UTF-8',
        ctype: 'C.UTF-8',
        upperFirst: true,
        codePoints: true,
        lower: 'école',
      });
    } finally {
      await client.end().catch(() => undefined);
      await cluster.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
