import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import pg from 'pg';
import request from 'supertest';
import { createApp } from '../../src/app';
import { createDb, type Db } from '../../src/db/database';
import { migrate, migrationContext } from '../../src/db/migrate';
import { suite, testConfig } from '../support/context';
import { migrateToRelease, scratchDatabase } from './release-database';

const FIXTURE = path.resolve(__dirname, '../fixtures/upgrade/release-1.1.0.sql');
const PAT = `hsp_upgowner1_${'0'.repeat(62)}aa`;
const COOKIE = `service_access=upgsession1.${'0'.repeat(62)}bb`;

describe('upgrading a database of the last published release (1.1.0)', function () {
  this.timeout(60_000);
  let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
  let pool: pg.Pool;
  let db: Db;
  let server: ReturnType<ReturnType<typeof createApp>['callback']>;

  before(async () => {
    scratch = await scratchDatabase('upgrade');
    await migrateToRelease(scratch.url);
    pool = new pg.Pool({ connectionString: scratch.url, max: 4 });
    // Dropping the database at the end ends its connections.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    await pool.query(readFileSync(FIXTURE, 'utf8'));
    const { rows: tables } = await pool.query<{ name: string }>(`
      SELECT format('%I.%I', table_schema, table_name) AS name FROM information_schema.tables
      WHERE table_type = 'BASE TABLE' AND table_name NOT LIKE 'kysely_%'
        AND (table_schema = 'public' OR table_name = '_private_jobs')`);
    expect(tables.length).to.be.above(20);
    for (const { name } of tables) {
      const { rows } = await pool.query(`SELECT count(*)::int AS n FROM ${name}`);
      expect(rows[0].n, `${name} holds fixture data`).to.be.above(0);
    }
    db = createDb(pool, 0);
    await migrate(scratch.url, suite.log, migrationContext(testConfig()));
    server = createApp({ config: testConfig(), db, log: suite.log }).callback();
  });
  after(async () => {
    await db?.destroy();
    await scratch?.drop();
  });

  it('applies every migration since', async () => {
    const { rows } = await pool.query<{ name: string }>('SELECT name FROM kysely_migration');
    const names = rows.map((row) => row.name);
    expect(names).to.include('20261125_1220_event_trace_parent');
  });

  it('reads the release’s data back through the API', async () => {
    const pat = (route: string) =>
      request(server).get(`/api/workspaces/upgws1${route}`).set('Authorization', `Bearer ${PAT}`);
    const cookie = (route: string) =>
      request(server).get(`/api/workspaces/upgws1${route}`).set('Cookie', COOKIE);

    const issue = (await pat('/projects/upgproj1/issues/upgissue1').expect(200)).body.data;
    expect(issue).to.include({
      title: 'Fix the login page',
      status: 'in_progress',
      priority: 'high',
      assigneeId: 'upgmember1',
      sprintId: 'upgsprint1',
    });
    const issues = (await pat('/issues?projectId=upgproj1').expect(200)).body.data;
    expect(issues.items.map((item: { id: string }) => item.id).sort()).to.deep.equal([
      'upgissue1',
      'upgissue2',
    ]);
    const comments = (await pat('/projects/upgproj1/issues/upgissue1/comments').expect(200)).body
      .data;
    expect(comments.items[0]).to.include({ id: 'upgcomment1', body: 'Looking into it' });
    const activity = (await pat('/projects/upgproj1/issues/upgissue1/activity').expect(200)).body
      .data;
    expect(activity.items.map((event: { id: string }) => event.id).sort()).to.deep.equal([
      'upgevent1',
      'upgevent2',
    ]);
    const project = (await pat('/projects/upgproj1').expect(200)).body.data;
    expect(project).to.include({ name: 'Website', prefix: 'WEB' });

    const workspace = (await cookie('').expect(200)).body.data;
    expect(workspace).to.include({ name: 'Upgraded', plan: 'PRO' });
    const members = (await cookie('/members').expect(200)).body.data;
    expect(members.items.length).to.equal(2);
    const sprints = (await cookie('/projects/upgproj1/sprints').expect(200)).body.data;
    expect(sprints.items[0]).to.include({ id: 'upgsprint1', state: 'active' });
    const agents = (await cookie('/agents').expect(200)).body.data;
    expect(agents.items[0]).to.include({ id: 'upgagent1', name: 'Triage bot' });
    const tokens = (await cookie('/api-tokens').expect(200)).body.data;
    expect(tokens.items[0]).to.include({ id: 'upgtoken1', name: 'laptop', tokenHint: '00aa' });
    const hooks = (await cookie('/webhooks').expect(200)).body.data;
    expect(hooks.items[0]).to.include({ id: 'upghook1', url: 'https://hooks.example.com/in' });
    const deliveries = (await cookie('/webhooks/upghook1/deliveries').expect(200)).body.data;
    const byId = Object.fromEntries(
      deliveries.items.map((d: { id: string; state: string }) => [d.id, d.state]),
    );
    expect(byId).to.deep.equal({ upgdelivery1: 'SUCCEEDED', upgdelivery2: 'PENDING' });
    const audit = (await cookie('/audit-log').expect(200)).body.data;
    expect(audit.items[0]).to.include({ action: 'token.created' });
  });

  it('takes writes on the upgraded data', async () => {
    const res = await request(server)
      .post('/api/workspaces/upgws1/issues')
      .set('Authorization', `Bearer ${PAT}`)
      .send({ projectId: 'upgproj1', title: 'After the upgrade' })
      .expect(201);
    // Numbering continues where the release left it.
    expect(res.body.data.number).to.equal(3);
  });
});
