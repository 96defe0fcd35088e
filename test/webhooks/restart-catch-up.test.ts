import { writeFileSync } from 'node:fs';
import { expect } from 'chai';
import { startOwnedPostgres } from '../support/owned-postgres';
import { startReceiver, waitFor } from '../support/receiver';
import { call, setUp, startService, undelivered } from '../support/service-process';

const WRITERS = 20;
/** How long the writers run before the database restarts, with deliveries in full flow. */
const LOAD_BEFORE_RESTART_MS = 4_000;
/** How long the writers go on once the database is back. */
const LOAD_AFTER_RESTART_MS = 8_000;
/**
 * Far below graphile-worker's local-queue hold time (LOCAL_QUEUE_TTL_MS) and the sweep's
 * age-based orphan window: a job the dead pool had fetched must be put back at once.
 */
const CATCH_UP_MS = 15_000;

describe('webhook delivery catching up after a database restart under load', () => {
  it('delivers every acknowledged change soon after the load ends, with 20 writers', async function () {
    this.timeout(120_000);
    const database = await startOwnedPostgres('catch-up');
    const receiver = await startReceiver();
    let service: Awaited<ReturnType<typeof startService>> | undefined;
    try {
      service = await startService(database.url);
      const { baseUrl } = service;
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
          else await new Promise((resolve) => setTimeout(resolve, 20));
        }
      };
      const load = Promise.all(Array.from({ length: WRITERS }, writer));
      await waitFor(() => receiver.received.length > 0, 30_000, 'a first delivery');
      await new Promise((resolve) => setTimeout(resolve, LOAD_BEFORE_RESTART_MS));
      await database.stop();
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const beforeRestart = acknowledged.length;
      await database.start();
      await new Promise((resolve) => setTimeout(resolve, LOAD_AFTER_RESTART_MS));
      loading = false;
      await load;
      const afterRestart = acknowledged.length - beforeRestart;

      const delivered = () =>
        new Set(receiver.received.map((r) => r.body.payload.issueId as string));
      await waitFor(
        () => acknowledged.every((id) => delivered().has(id)),
        CATCH_UP_MS,
        `all ${acknowledged.length} acknowledged issues to be delivered`,
      ).catch(async (error: Error) => {
        const missing = acknowledged.filter((id) => !delivered().has(id));
        throw new Error(`${error.message}\n${await undelivered(database.url, missing)}`);
      });
      // The load went on after the restart: the writers were not all refused.
      expect(afterRestart).to.be.above(WRITERS * 10);
    } catch (error) {
      if (service)
        console.error(
          service.output
            .join('')
            .split('\n')
            .filter((l) => /"level":(40|50|60)/.test(l) && !/database unavailable/.test(l))
            .join('\n')
            .slice(-6000),
        );
      throw error;
    } finally {
      if (service && process.env.RESTART_TEST_OUTPUT)
        writeFileSync(process.env.RESTART_TEST_OUTPUT, service.output.join(''));
      service?.child.kill('SIGTERM');
      if (service) await new Promise((resolve) => service!.child.once('exit', resolve));
      await receiver.close();
      await database.destroy();
    }
  });
});
