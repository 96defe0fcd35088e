import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { newId } from '../../src/db/ids';
import { expect } from 'chai';
import { sql } from 'kysely';
import { createDb, createPool } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { suite, TEST_SECRETS_KEY } from '../support/context';
import { givenWorkspace } from '../support/factories';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '../..');

describe('operations', () => {
  it('lets two processes migrate a fresh database at once without racing', async function () {
    this.timeout(60_000);
    const name = `migrate_race_${newId()}`;
    await sql`CREATE DATABASE ${sql.id(name)}`.execute(suite.database.db);
    const url = new URL(suite.database.url);
    url.pathname = `/${name}`;
    const pools = [createPool(url.toString(), 3), createPool(url.toString(), 3)];
    const dbs = pools.map(createDb);
    try {
      await Promise.all(dbs.map((db, i) => migrate(db, pools[i]!, suite.log)));
      const { rows } = await sql<{
        n: number;
      }>`SELECT count(*)::int AS n FROM kysely_migration`.execute(dbs[0]!);
      const files = readdirSync(path.join(ROOT, 'migrations'));
      expect(rows[0]!.n).to.equal(files.filter((f) => f.endsWith('.ts')).length);
    } finally {
      await Promise.all(dbs.map((db) => db.destroy()));
      await sql`DROP DATABASE ${sql.id(name)}`.execute(suite.database.db);
    }
  });

  it('changes a workspace plan from the operator CLI', async function () {
    this.timeout(30_000);
    const workspace = await givenWorkspace({ plan: 'FREE' });
    const env = {
      ...process.env,
      DATABASE_URL: suite.database.url,
      SECRETS_KEY: TEST_SECRETS_KEY,
      LOG_LEVEL: 'silent',
    };
    const cli = (...args: string[]) =>
      run(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], { cwd: ROOT, env });
    const { stdout } = await cli('set-plan', workspace.id, 'TEAM');
    expect(stdout).to.include('TEAM');
    const row = await suite.database.db
      .selectFrom('workspaces')
      .select('plan')
      .where('id', '=', workspace.id)
      .executeTakeFirstOrThrow();
    expect(row.plan).to.equal('TEAM');
    const refused = await cli('set-plan', workspace.id, 'GOLD').catch(
      (error: { code: number }) => error,
    );
    expect((refused as { code: number }).code).to.equal(64);
  });
});
