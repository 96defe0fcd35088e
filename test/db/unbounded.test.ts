import { expect } from 'chai';
import { sql } from 'kysely';
import type Koa from 'koa';
import { connectDatabase, type DatabaseHandle } from '../../src/db/connect';
import { newId } from '../../src/db/ids';
import { UnboundedTransactions } from '../../src/db/unbounded';
import { buildApp, suite, testConfig } from '../support/context';
import {
  as,
  givenAgentToken,
  givenIssueIn,
  givenProject,
  givenWorkspace,
  type TestWorkspace,
} from '../support/factories';
import { holdTransaction, untilALockIsAwaited } from '../support/locks';
import { waitFor } from '../support/receiver';
import { givenWebhook, WEBHOOK_ENV } from '../support/webhooks';

/** A transaction elsewhere holding the issue's row, left open until its `commit`. */
const holdIssue = (issueId: string) =>
  holdTransaction((trx) => sql`SELECT 1 FROM issues WHERE id = ${issueId} FOR UPDATE`.execute(trx));

/**
 * A project deletion that takes the process's one turn and keeps it: its cascade waits for
 * the row `holdIssue` holds, as a large deletion would take that long. `finish` lets it
 * end and resolves with its status.
 */
async function givenALongDeletion(app: Koa, workspace: TestWorkspace) {
  const project = await givenProject(app, workspace);
  const issue = await givenIssueIn(app, workspace, project.id);
  const other = await holdIssue(issue.id);
  const deletion = as(app, workspace.owner)
    .delete(`/api/workspaces/${workspace.id}/projects/${project.id}`)
    .then((res) => res);
  await untilALockIsAwaited('the deletion to wait for the issue');
  return {
    async finish() {
      await other.commit();
      return (await deletion).status;
    },
  };
}

const exists = async (table: 'projects' | 'webhooks' | 'agents', id: string) =>
  (await suite.database.db.selectFrom(table).select('id').where('id', '=', id).execute()).length ===
  1;

describe('deletions without the statement timeout, one process running a few at a time', () => {
  describe('when every turn stays taken for the whole wait', () => {
    const WAIT_MS = 200;
    let app: Koa;
    before(() => {
      app = buildApp(
        {},
        {
          ...WEBHOOK_ENV,
          DATABASE_UNBOUNDED_TRANSACTIONS: '1',
          DATABASE_UNBOUNDED_WAIT_MS: String(WAIT_MS),
        },
      );
    });

    it('answers 503 with Retry-After to deleting a project, a webhook or an agent, deletes nothing, and deletes once the turn is free', async function () {
      this.timeout(20_000);
      const workspace = await givenWorkspace();
      const project = await givenProject(app, workspace);
      const webhook = await givenWebhook(app, workspace, 'http://127.0.0.1:9/hook');
      const { agentId } = await givenAgentToken(app, workspace, 'READ');
      const paths = [
        `/api/workspaces/${workspace.id}/projects/${project.id}`,
        `/api/workspaces/${workspace.id}/webhooks/${webhook.id}`,
        `/api/workspaces/${workspace.id}/agents/${agentId}`,
      ];

      const long = await givenALongDeletion(app, workspace);
      let longStatus: number;
      try {
        for (const path of paths) {
          const started = performance.now();
          const res = await as(app, workspace.owner).delete(path);
          expect(res.status, `${path}: ${JSON.stringify(res.body)}`).to.equal(503);
          expect(res.headers['retry-after']).to.equal('1');
          expect(res.body).to.deep.equal({
            statusCode: 503,
            error: 'Service Unavailable',
            message: 'Too many deletions are running at once; retry shortly',
          });
          expect(performance.now() - started).to.be.at.least(WAIT_MS - 1);
        }
        expect(await exists('projects', project.id)).to.equal(true);
        expect(await exists('webhooks', webhook.id)).to.equal(true);
        expect(await exists('agents', agentId)).to.equal(true);
      } finally {
        longStatus = await long.finish();
      }
      expect(longStatus).to.equal(204);

      for (const path of paths) await as(app, workspace.owner).delete(path).expect(204);
      expect(await exists('projects', project.id)).to.equal(false);
      expect(await exists('webhooks', webhook.id)).to.equal(false);
      expect(await exists('agents', agentId)).to.equal(false);
    });
  });

  describe('when every turn is taken', () => {
    let app: Koa;
    before(() => {
      app = buildApp(
        {},
        { ...WEBHOOK_ENV, DATABASE_UNBOUNDED_TRANSACTIONS: '1', DATABASE_UNBOUNDED_WAIT_MS: '200' },
      );
    });

    it('answers 404 to deleting a project, a webhook or an agent that is not there, without waiting for a turn', async function () {
      this.timeout(20_000);
      const workspace = await givenWorkspace();
      const long = await givenALongDeletion(app, workspace);
      try {
        for (const kind of ['projects', 'webhooks', 'agents']) {
          const res = await as(app, workspace.owner).delete(
            `/api/workspaces/${workspace.id}/${kind}/${newId()}`,
          );
          expect(res.status, `${kind}: ${JSON.stringify(res.body)}`).to.equal(404);
        }
      } finally {
        expect(await long.finish()).to.equal(204);
      }
    });
  });

  describe('while a deletion waits for its turn', () => {
    let database: DatabaseHandle;
    let unbounded: UnboundedTransactions;
    let app: Koa;
    before(async () => {
      // A pool of two: the running deletion holds one, other requests share the other.
      const env = {
        DATABASE_URL: suite.database.url,
        DATABASE_POOL_SIZE: '2',
        DATABASE_UNBOUNDED_TRANSACTIONS: '1',
        DATABASE_UNBOUNDED_WAIT_MS: '15000',
      };
      const config = testConfig(env);
      database = await connectDatabase(config, suite.log);
      unbounded = new UnboundedTransactions(database.db, config.unboundedTransactions);
      app = buildApp({ db: database.db, unbounded }, env);
    });
    after(async () => {
      await database?.close();
    });

    it('holds no connection of the pool: other requests are served meanwhile', async function () {
      this.timeout(20_000);
      const workspace = await givenWorkspace();
      const project = await givenProject(app, workspace);
      const long = await givenALongDeletion(app, workspace);
      let waiting: Promise<{ status: number }>;
      let longStatus: number;
      try {
        waiting = as(app, workspace.owner)
          .delete(`/api/workspaces/${workspace.id}/projects/${project.id}`)
          .then((res) => res);
        await waitFor(() => unbounded.waiting === 1, 10_000, 'the second deletion to wait');
        expect(unbounded.running).to.equal(1);
        // Were the waiting deletion holding the pool's other connection, this would wait
        // for one and answer 503 after the pool's connection timeout.
        await as(app, workspace.owner).get(`/api/workspaces/${workspace.id}/projects`).expect(200);
        expect(unbounded.waiting).to.equal(1);
      } finally {
        longStatus = await long.finish();
      }
      expect(longStatus).to.equal(204);
      expect((await waiting).status).to.equal(204);
      expect(await exists('projects', project.id)).to.equal(false);
      expect([unbounded.running, unbounded.waiting]).to.deep.equal([0, 0]);
    });

    it('gives its turn back when the transaction rolls back', async () => {
      const failure = new Error('rolled back');
      const rejected = await unbounded
        .run(async (trx) => {
          await sql`SELECT 1`.execute(trx);
          throw failure;
        })
        .catch((error: unknown) => error);
      expect(rejected).to.equal(failure);
      expect(unbounded.running).to.equal(0);
      expect(await unbounded.run(async () => 'ran')).to.equal('ran');
    });
  });
});
