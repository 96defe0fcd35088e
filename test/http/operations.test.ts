import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'chai';
import { loadConfig } from '../../src/config';
import { suite, TEST_SECRETS_KEY } from '../support/context';
import { givenWorkspace } from '../support/factories';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '../..');

describe('operations', () => {
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
