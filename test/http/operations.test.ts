import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { newId } from '../../src/db/ids';
import { expect } from 'chai';
import { sql } from 'kysely';
import { loadConfig } from '../../src/config';
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
    const db = createDb(createPool(url.toString(), 1), 0);
    try {
      await Promise.all([1, 2].map(() => migrate(url.toString(), suite.log)));
      const { rows } = await sql<{
        n: number;
      }>`SELECT count(*)::int AS n FROM kysely_migration`.execute(db);
      const files = readdirSync(path.join(ROOT, 'migrations'));
      expect(rows[0]!.n).to.equal(files.filter((f) => f.endsWith('.ts')).length);
    } finally {
      await db.destroy();
      await sql`DROP DATABASE ${sql.id(name)}`.execute(suite.database.db);
    }
  });

  it('runs the API connections under DATABASE_STATEMENT_TIMEOUT_MS', async () => {
    // Behind PgBouncer the pooler sets it (.ci/pgbouncer-api-tests.sh): this checks both agree.
    const configured = loadConfig(process.env).databaseStatementTimeoutMs;
    expect(configured).to.be.above(0);
    const settings = await Promise.all(
      [1, 2, 3].map(() =>
        suite.database.pool.query<{ setting: string }>(
          "SELECT setting FROM pg_settings WHERE name = 'statement_timeout'",
        ),
      ),
    );
    for (const { rows } of settings) expect(rows[0]!.setting).to.equal(String(configured));
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
