import { expect } from 'chai';
import { sql } from 'kysely';
import { startWorker, type Worker } from '../../src/worker';
import { appFixture, suite, testConfig } from '../support/context';
import { as, givenWorkspace, type TestWorkspace } from '../support/factories';
import { captureLog, type CapturedLog } from '../support/log-capture';
import { waitFor } from '../support/receiver';
import { WEBHOOK_ENV } from '../support/webhooks';
import { deliver, givenIntegration, githubPullRequest, type TestIntegration } from './code-host';

/**
 * A delivery whose processing fails at every attempt (INTEGRATION_PROCESS_ATTEMPTS=2, so
 * one retry after graphile-worker's first backoff of about 3 s): retried while attempts
 * remain, then listed as rejected with the last error in the log, and nothing left behind.
 */
describe('a code-host delivery that fails at every attempt', function () {
  this.timeout(60_000);
  const ATTEMPTS = { INTEGRATION_PROCESS_ATTEMPTS: '2' };
  const fixture = appFixture({}, ATTEMPTS);
  let captured: CapturedLog;
  let worker: Worker | undefined;
  let workspace: TestWorkspace;
  let integration: TestIntegration;

  before(async () => {
    captured = captureLog('error');
    worker = await startWorker(
      suite.database.url,
      testConfig({ ...WEBHOOK_ENV, ...ATTEMPTS }),
      captured.log,
    );
  });
  after(async () => {
    await worker?.stop();
  });

  // PostgreSQL refuses this workspace's deliveries' outcomes: "processed" (written in the
  // transaction that applies the pull request) and a rejection for a foreign repository
  // (written before it); the rejection after the last attempt goes through.
  const TRIGGER = 'test_refuse_delivery_outcomes';
  beforeEach(async () => {
    workspace = await givenWorkspace();
    integration = await givenIntegration(fixture.app, workspace, { provider: 'github' });
    await sql
      .raw(
        `CREATE FUNCTION ${TRIGGER}() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN
           IF NEW.workspace_id = '${workspace.id}'
              AND (NEW.outcome = 'processed' OR NEW.detail LIKE 'Repository %') THEN
             RAISE EXCEPTION 'test fault: delivery outcome refused';
           END IF;
           RETURN NEW;
         END $$;
         CREATE TRIGGER ${TRIGGER} BEFORE UPDATE ON integration_deliveries
           FOR EACH ROW EXECUTE FUNCTION ${TRIGGER}();`,
      )
      .execute(suite.database.db);
  });
  afterEach(async () => {
    await sql
      .raw(
        `DROP TRIGGER IF EXISTS ${TRIGGER} ON integration_deliveries;
         DROP FUNCTION IF EXISTS ${TRIGGER}();`,
      )
      .execute(suite.database.db);
  });

  const listed = async () =>
    (
      await as(fixture.app, workspace.owner)
        .get(`/api/workspaces/${workspace.id}/integrations/${integration.id}/deliveries`)
        .expect(200)
    ).body.data as { id: string; outcome: string; detail: string | null }[];
  /** The job of the connection's one delivery (their queue is the connection's). */
  const job = () =>
    sql<{ attempts: number; maxAttempts: number; lastError: string | null }>`
      SELECT attempts, max_attempts, last_error FROM graphile_worker.jobs
      WHERE task_identifier = 'integrations:process'
        AND queue_name = ${`integration:${integration.id}`}
    `
      .execute(suite.database.db)
      .then((result) => result.rows[0]);

  for (const [where, body] of [
    ['in the transaction applying it', githubPullRequest('opened', { number: 1 })],
    [
      'before it (its foreign repository rejected)',
      (() => {
        const payload = githubPullRequest('opened', { number: 2 });
        payload.repository.html_url = 'https://code.example.test/elsewhere/repo';
        return payload;
      })(),
    ],
  ] as const) {
    it(`is retried, then rejected for good, when it fails ${where}`, async () => {
      const res = await deliver(fixture.app, integration, { body });
      expect(res.status).to.equal(202);
      const [delivery] = await listed();

      // The first attempt failed: its job waits for the second, the delivery still pending.
      const first = await waitFor(
        async () => {
          const row = await job();
          return row && row.attempts === 1 && row.lastError !== null && row;
        },
        20_000,
        'the first attempt to fail',
      );
      expect(first.maxAttempts).to.equal(2);
      expect(first.lastError).to.include('test fault: delivery outcome refused');
      expect((await listed())[0]).to.include({ id: delivery!.id, outcome: 'pending' });

      // The last attempt failed too: rejected, said so, logged with the error.
      const [final] = await waitFor(
        async () => {
          const items = await listed();
          return items[0]?.outcome !== 'pending' && items;
        },
        30_000,
        'the delivery to leave pending',
      );
      expect(final).to.include({
        id: delivery!.id,
        outcome: 'rejected',
        detail: 'Could not be processed; see the service log',
      });
      expect(final).to.have.property('processedAt').that.is.a('string');
      const logged = await captured.waitFor((entry) =>
        String(entry.msg).startsWith(`integration delivery ${delivery!.id} failed`),
      );
      expect(logged.msg).to.include('test fault: delivery outcome refused');

      // Nothing left behind: no job (failed for good or waiting), no payload kept. The
      // runner records the last attempt's completion just after the task returns.
      await waitFor(async () => (await job()) === undefined, 10_000, 'the job to be completed');
      const row = await suite.database.db
        .selectFrom('integrationDeliveries')
        .select(sql<string | null>`payload::text`.as('payload'))
        .where('id', '=', delivery!.id)
        .executeTakeFirstOrThrow();
      expect(row.payload).to.equal(null);
    });
  }
});
