import { writeFileSync } from 'node:fs';
import { expect } from 'chai';
import { startOwnedPostgres } from '../support/owned-postgres';
import { notReceived, startReceiver, waitFor } from '../support/receiver';
import {
  call,
  failureReport,
  setUp,
  startService,
  startWorkerProcess,
  stopProcess,
  undelivered,
} from '../support/service-process';

const WRITERS = 20;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/**
 * Far below graphile-worker's local-queue hold time (LOCAL_QUEUE_TTL_MS) and the sweep's
 * age-based orphan window (a lease plus that): what a dead pool had fetched must be
 * unlocked at once, not when its locks are old enough.
 */
const CATCH_UP_MS = 15_000;

describe('webhook delivery catching up after a database restart under load', () => {
  it('delivers every acknowledged change soon after the load ends, with 20 writers', async function () {
    this.timeout(150_000);
    const database = await startOwnedPostgres('catch-up');
    const receiver = await startReceiver();
    let api: Awaited<ReturnType<typeof startService>> | undefined;
    const workers: Awaited<ReturnType<typeof startWorkerProcess>>[] = [];
    try {
      // The API and the worker as separate processes, as a deployment runs them.
      api = await startService(database.url, { PROCESS_ROLE: 'api' });
      workers.push(await startWorkerProcess(database.url));
      const { baseUrl } = api;
      const { base, projectId, token } = await setUp(baseUrl, receiver.url());

      const acknowledged: string[] = [];
      let loading = true;
      const writer = async () => {
        for (let n = 0; loading; n++) {
          const res = await call(baseUrl, 'POST', `${base}/issues`, {
            token,
            body: { projectId, title: `catch-up ${n}` },
          });
          if (res.status === 201) acknowledged.push(res.body.data.id);
          else await sleep(20);
        }
      };
      const load = Promise.all(Array.from({ length: WRITERS }, writer));
      await waitFor(() => receiver.received.length > 0, 30_000, 'a first delivery');
      await sleep(3000);
      // The database restarts under the load: the worker's runner dies and is restarted
      // by its supervisor.
      await database.stop();
      await sleep(1000);
      await database.start();
      await sleep(3000);
      // Then the worker process dies outright, with jobs fetched, and another takes over:
      // only a heartbeat tells its locks from a live pool's.
      const before = acknowledged.length;
      workers[0]!.child.kill('SIGKILL');
      workers.push(await startWorkerProcess(database.url));
      await sleep(3000);
      loading = false;
      await load;

      await waitFor(
        () => notReceived(receiver.received, acknowledged).length === 0,
        CATCH_UP_MS,
        `all ${acknowledged.length} acknowledged issues to be delivered`,
      ).catch(async (error: Error) => {
        const missing = notReceived(receiver.received, acknowledged);
        throw new Error(`${error.message}\n${await undelivered(database.url, missing)}`);
      });
      // The load went on through both: the writers were not all refused.
      expect(acknowledged.length - before).to.be.above(WRITERS);
    } catch (error) {
      // Printed here too: a clean-up that outlasts the test's timeout would hide it.
      console.error('the test failed:', error);
      if (api) console.error(failureReport('the API process', api, 3000));
      workers.forEach((worker, i) => console.error(failureReport(`worker ${i + 1}`, worker, 3000)));
      throw error;
    } finally {
      if (process.env.RESTART_TEST_OUTPUT)
        writeFileSync(
          process.env.RESTART_TEST_OUTPUT,
          [api, ...workers].map((p) => p?.output.join('') ?? '').join('\n----\n'),
        );
      for (const child of [api?.child, ...workers.map((w) => w.child)]) await stopProcess(child);
      await receiver.close();
      await database.destroy();
    }
  });
});
