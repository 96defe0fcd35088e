import { writeFileSync } from 'node:fs';
import { expect } from 'chai';
import { startOwnedPostgres } from '../support/owned-postgres';
import { notReceived, startReceiver, waitFor } from '../support/receiver';
import {
  call,
  failureReport,
  setUp,
  startService,
  stopProcess,
  undelivered,
} from '../support/service-process';

// To see why a run failed: RESTART_TEST_LOG_LEVEL=debug sets the service's log level and
// RESTART_TEST_OUTPUT=<file> keeps everything the service printed.

describe('webhook delivery across database restarts', () => {
  it('delivers every acknowledged change through two restarts under load', async function () {
    // Above the sum of the waits below, so that a stuck step fails with its own message.
    this.timeout(330_000);
    const database = await startOwnedPostgres('restart');
    const receiver = await startReceiver();
    let service: Awaited<ReturnType<typeof startService>> | undefined;
    try {
      service = await startService(database.url);
      const { baseUrl } = service;
      const { cookie, base, projectId, token } = await setUp(baseUrl, receiver.url());

      // Four clients create issues without pause; what the API acknowledged is recorded.
      const acknowledged: string[] = [];
      const statuses = new Map<number, number>();
      let loading = true;
      const client = async () => {
        for (let n = 0; loading; n++) {
          const res = await call(baseUrl, 'POST', `${base}/issues`, {
            token,
            body: { projectId, title: `load ${n}` },
          });
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          if (res.status === 201) acknowledged.push(res.body.data.id);
          else await new Promise((resolve) => setTimeout(resolve, 20));
        }
      };
      const load = Promise.all([client(), client(), client(), client()]);

      for (let restart = 0; restart < 2; restart++) {
        await waitFor(
          () => receiver.received.length > 20 * (restart + 1),
          60_000,
          `deliveries (statuses so far: ${JSON.stringify([...statuses])})`,
        );
        await database.stop();
        // While it is down: the API says so with 503 and Retry-After, and so does readiness.
        const down = await call(baseUrl, 'GET', '/api/workspaces', { cookie });
        expect(down.status).to.equal(503);
        expect(down.headers.get('retry-after')).to.match(/^\d+$/);
        expect(down.body.message).to.match(/temporarily unavailable/);
        expect((await call(baseUrl, 'GET', '/readyz')).status).to.equal(503);
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await database.start();
      }
      await waitFor(() => acknowledged.length > 200, 60_000, 'load after the restarts');
      loading = false;
      await load;

      await waitFor(
        () => notReceived(receiver.received, acknowledged).length === 0,
        90_000,
        `all ${acknowledged.length} acknowledged issues to be delivered`,
      ).catch(async (error: Error) => {
        const missing = notReceived(receiver.received, acknowledged);
        throw new Error(`${error.message}\n${await undelivered(database.url, missing)}`);
      });
      expect(statuses.get(500) ?? 0).to.equal(0);
      expect((await call(baseUrl, 'GET', '/readyz')).body).to.deep.include({
        status: 'ok',
        worker: 'running',
      });
      expect(service.child.exitCode).to.equal(null);
      // Connection errors are logged by code and message, not with the client attached.
      expect(service.output.join('')).not.to.include('parsedStatements');
    } catch (error) {
      // Printed here too: a clean-up that outlasts the test's timeout would hide it.
      console.error('the test failed:', error);
      if (service) console.error(failureReport('the service', service));
      throw error;
    } finally {
      if (service && process.env.RESTART_TEST_OUTPUT)
        writeFileSync(process.env.RESTART_TEST_OUTPUT, service.output.join(''));
      await stopProcess(service?.child);
      await receiver.close();
      await database.destroy();
    }
  });
});
