import { expect } from 'chai';
import { sql } from 'kysely';
import { appFixture, suite, testConfig } from '../support/context';
import { givenWorkspace } from '../support/factories';
import { startReceiver, waitFor } from '../support/receiver';
import { emit, givenWebhook, WEBHOOK_ENV } from '../support/webhooks';
import { startWorker } from '../../src/worker';

describe('stopping the worker', () => {
  const fixture = appFixture({}, WEBHOOK_ENV);

  it('runs on one slot, and leaves no job locked when stopped with jobs fetched and waiting', async () => {
    // The first delivery hangs until the attempt's timeout, holding the only slot, while
    // the local queue holds the next job it fetched.
    const receiver = await startReceiver({
      respond: (_request, index) => (index === 0 ? 'hang' : 200),
    });
    try {
      const workspace = await givenWorkspace();
      await givenWebhook(fixture.app, workspace, receiver.url());
      // Jobs other tests left would run first on the one slot.
      await sql`DELETE FROM graphile_worker._private_jobs`.execute(suite.database.db);
      for (let i = 0; i < 4; i++) await emit(workspace.id);
      // The state to stop in lasts as long as the hanging attempt: a timeout of 3 s rather
      // than the suite's 1 s leaves a loaded machine time to see it.
      const worker = await startWorker(
        suite.database.url,
        testConfig({ ...WEBHOOK_ENV, WORKER_CONCURRENCY: '1', WEBHOOK_TIMEOUT_MS: '3000' }),
        suite.log,
      );
      // Jobs of any task: at a minute's turn the crontab's jobs may be the ones fetched.
      const lockedJobs = async () => {
        const { rows } = await sql<{ count: number }>`
          SELECT count(*)::int AS count FROM graphile_worker.jobs j
          WHERE j.locked_at IS NOT NULL`.execute(suite.database.db);
        return rows[0]!.count;
      };
      await waitFor(() => receiver.received.length === 1, 10_000, 'the first attempt');
      await waitFor(async () => (await lockedJobs()) >= 2, 5000, 'the next job fetched');
      await worker.stop();
      expect(await lockedJobs()).to.equal(0);
    } finally {
      await receiver.close();
    }
  });
});
