import { expect } from 'chai';
import type Koa from 'koa';
import pg from 'pg';
import pino from 'pino';
import { checkStatementTimeout, connectDatabase, type DatabaseHandle } from '../../src/db/connect';
import { sql } from 'kysely';
import { createPool } from '../../src/db/database';
import { migrate, MIGRATION_LOCK_KEY } from '../../src/db/migrate';
import { migrateToRelease, scratchDatabase } from '../upgrade/release-database';
import { buildApp, suite, testConfig } from '../support/context';
import { as, givenIssueIn, givenProject, givenWorkspace } from '../support/factories';
import { emit, givenWebhook, WEBHOOK_ENV } from '../support/webhooks';
import { holdTransaction, untilALockIsAwaited } from '../support/locks';

/** A short timeout, so a request held behind a lock runs into it within the test. */
const TIMEOUT_MS = 300;

/** A transaction elsewhere holding one row, left open until its `commit`. */
const holdRow = (table: 'issues' | 'webhook_deliveries', id: string) =>
  holdTransaction((trx) =>
    sql`SELECT 1 FROM ${sql.table(table)} WHERE id = ${id} FOR UPDATE`.execute(trx),
  );

describe('the statement timeout of the API connections', () => {
  let database: DatabaseHandle;
  let app: Koa;
  before(async () => {
    // The suite's database, through a pool of its own configured as a process would be.
    const env = {
      ...WEBHOOK_ENV,
      DATABASE_URL: suite.database.url,
      DATABASE_STATEMENT_TIMEOUT_MS: String(TIMEOUT_MS),
    };
    database = await connectDatabase(testConfig(env), suite.log);
    app = buildApp({ db: database.db }, env);
  });
  after(async () => {
    await database?.close();
  });

  it('holds on every connection of the pool, from its first statement', async () => {
    const clients = await Promise.all([1, 2, 3].map(() => database.pool.connect()));
    try {
      for (const client of clients) {
        const { rows } = await client.query<{ setting: string }>(
          "SELECT setting FROM pg_settings WHERE name = 'statement_timeout'",
        );
        expect(rows[0]!.setting).to.equal(String(TIMEOUT_MS));
      }
    } finally {
      for (const client of clients) client.release();
    }
  });

  it('is checked at start: a warning when the one in effect is not the one configured', async () => {
    const warnings: { configuredMs: number; inEffectMs: number }[] = [];
    const log = pino(
      { level: 'warn' },
      { write: (line: string) => warnings.push(JSON.parse(line)) },
    );
    await checkStatementTimeout(database.pool, TIMEOUT_MS, log);
    expect(warnings).to.deep.equal([]);
    // As a connection pooler that ignores the startup parameter would leave it.
    const ignoring = createPool(suite.database.url, 1);
    try {
      await checkStatementTimeout(ignoring, TIMEOUT_MS, log);
    } finally {
      await ignoring.end();
    }
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.include({ configuredMs: TIMEOUT_MS, inEffectMs: 0 });
  });

  it('answers 503 with Retry-After for a statement cancelled by it, writes nothing, and serves the next request', async function () {
    this.timeout(20_000);
    const workspace = await givenWorkspace();
    const project = await givenProject(app, workspace);
    const issue = await givenIssueIn(app, workspace, project.id, { title: 'Before' });
    const item = `/api/workspaces/${workspace.id}/projects/${project.id}/issues/${issue.id}`;
    // A transaction elsewhere holds the issue's row longer than the timeout.
    const other = await holdRow('issues', issue.id);
    try {
      const started = performance.now();
      const res = await as(app, workspace.owner).patch(item).send({ title: 'After' });
      expect(res.status, JSON.stringify(res.body)).to.equal(503);
      expect(res.headers['retry-after']).to.match(/^\d+$/);
      expect(res.body).to.deep.equal({
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'The database did not answer in time; retry shortly',
      });
      expect(performance.now() - started).to.be.at.least(TIMEOUT_MS);
    } finally {
      await other.commit();
    }
    const read = await as(app, workspace.owner).get(item).expect(200);
    expect(read.body.data.title).to.equal('Before');
    const changed = await as(app, workspace.owner).patch(item).send({ title: 'After' });
    expect(changed.status).to.equal(200);
    expect(changed.body.data.title).to.equal('After');
  });

  /**
   * A deletion whose cascade waits past the timeout for a row `held` holds, as a large
   * one would take that long: it answers 204 and leaves nothing of the deleted.
   */
  async function deletionOutlivesTheTimeout(
    path: string,
    owner: Parameters<typeof as>[1],
    held: ReturnType<typeof holdRow>,
  ) {
    const other = await held;
    const deleted = as(app, owner)
      .delete(path)
      .then((res) => res);
    await untilALockIsAwaited('the deletion to wait for the row');
    await new Promise((resolve) => setTimeout(resolve, 2 * TIMEOUT_MS));
    await other.commit();
    expect((await deleted).status).to.equal(204);
  }

  it('lets a project deletion run past it: its time grows with what the project holds', async function () {
    this.timeout(20_000);
    const workspace = await givenWorkspace();
    const project = await givenProject(app, workspace);
    const issue = await givenIssueIn(app, workspace, project.id);
    await deletionOutlivesTheTimeout(
      `/api/workspaces/${workspace.id}/projects/${project.id}`,
      workspace.owner,
      holdRow('issues', issue.id),
    );
    const left = await suite.database.db
      .selectFrom('issues')
      .select('id')
      .where('projectId', '=', project.id)
      .execute();
    expect(left).to.deep.equal([]);
  });

  it('lets a webhook deletion run past it: its time grows with the deliveries waiting', async function () {
    this.timeout(20_000);
    const workspace = await givenWorkspace();
    const hook = await givenWebhook(app, workspace, 'http://127.0.0.1:9/hook');
    await emit(workspace.id);
    const delivery = await suite.database.db
      .selectFrom('webhookDeliveries')
      .select('id')
      .where('webhookId', '=', hook.id)
      .executeTakeFirstOrThrow();
    await deletionOutlivesTheTimeout(
      `/api/workspaces/${workspace.id}/webhooks/${hook.id}`,
      workspace.owner,
      holdRow('webhook_deliveries', delivery.id),
    );
    const left = await suite.database.db
      .selectFrom('webhookDeliveries')
      .select('id')
      .where('webhookId', '=', hook.id)
      .execute();
    expect(left).to.deep.equal([]);
  });
});

describe('migrations under a statement timeout the connections come with', function () {
  this.timeout(60_000);
  // As a pooler's connect_query would set it for every connection, migrations' included.
  const TIGHT_MS = 300;
  let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
  let other: pg.Client;
  beforeEach(async () => {
    scratch = await scratchDatabase('migrations_timeout');
    const name = new URL(scratch.url).pathname.slice(1);
    await suite.database.pool.query(`ALTER DATABASE ${name} SET statement_timeout = ${TIGHT_MS}`);
    other = new pg.Client({ connectionString: scratch.url, statement_timeout: 0 });
    await other.connect();
  });
  afterEach(async () => {
    await other?.end();
    await scratch?.drop();
  });

  /** Runs `migrate` while `other` holds what it waits for, for twice the timeout. */
  async function migrateBehind(hold: string, locktype: string) {
    await other.query('BEGIN');
    await other.query(hold);
    const migrating = migrate(scratch.url, suite.log).then(
      () => undefined,
      (error: unknown) => error,
    );
    await untilALockIsAwaited(
      'the migration to wait',
      [locktype],
      new URL(scratch.url).pathname.slice(1),
    );
    await new Promise((resolve) => setTimeout(resolve, 2 * TIGHT_MS));
    await other.query('COMMIT');
    return migrating;
  }

  it("waits for another process's migrations", async () => {
    await migrate(scratch.url, suite.log);
    expect(
      await migrateBehind(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`, 'advisory'),
    ).to.equal(undefined);
  });

  it('applies a migration that waits for a table in use', async () => {
    await migrateToRelease(scratch.url);
    const { rows } = await other.query<{ name: string }>(`
      SELECT format('%I', table_name) AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
        AND table_name NOT LIKE 'kysely_%'`);
    const tables = rows.map((row) => row.name).join(', ');
    expect(await migrateBehind(`LOCK TABLE ${tables} IN ACCESS SHARE MODE`, 'relation')).to.equal(
      undefined,
    );
  });
});
