import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import { sql } from 'kysely';
import { appFixture, suite, testConfig } from '../support/context';
import { givenWorkspace } from '../support/factories';
import { holdTransaction, untilALockIsAwaited } from '../support/locks';
import { waitFor } from '../support/receiver';
import { deliveriesOf, emit, givenWebhook, WEBHOOK_ENV } from '../support/webhooks';
import { createSender } from '../../src/webhooks/sender';
import { deliverTask } from '../../src/webhooks/tasks/deliver';

/**
 * Answers 204 at once, except the deliveries it is told to hold: those wait until the test
 * answers them.
 */
async function startGatedReceiver() {
  const holding = new Set<string>();
  const held = new Map<string, (status: number) => void>();
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const id = String(req.headers['x-service-delivery']);
      if (!holding.has(id)) {
        res.statusCode = 204;
        res.end();
        return;
      }
      held.set(id, (status) => {
        res.statusCode = status;
        res.end();
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    hold: (...ids: string[]) => ids.forEach((id) => holding.add(id)),
    arrived: (id: string) => held.has(id),
    answer: (id: string, status: number) => held.get(id)!(status),
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('a delivery a job gives back instead of sending', () => {
  const fixture = appFixture({}, WEBHOOK_ENV);

  it('gets a job as soon as its webhook has a slot free, not at the next sweep', async function () {
    this.timeout(30_000);
    const db = suite.database.db;
    const receiver = await startGatedReceiver();
    // A timeout far beyond the test's waits: the first answer counts as quick (within a
    // tenth of it, which earns a reserve) however slow the machine.
    const sender = createSender({ timeoutMs: 60_000, allowedHosts: ['127.0.0.1'] });
    // The jobs run here, one call each, in the order the test needs; no worker runs them.
    const config = testConfig({
      ...WEBHOOK_ENV,
      WEBHOOK_TIMEOUT_MS: '60000',
      WEBHOOK_RETRY_DELAYS_MS: '60000,60000,60000,60000',
    });
    const task = deliverTask(db, sender, config, () => false);
    const run = (deliveryId: string) => task({ deliveryId }, {} as never);
    const workspace = await givenWorkspace();
    const hook = await givenWebhook(fixture.app, workspace, receiver.url);
    try {
      for (let i = 0; i < 4; i++) await emit(workspace.id);
      const [quick, failing, a, b] = (await deliveriesOf(hook.id)).map((d) => d.id) as [
        string,
        string,
        string,
        string,
      ];
      receiver.hold(failing, a, b);
      // One job sends `failing`, held at the receiver.
      const first = run(failing);
      await waitFor(() => receiver.arrived(failing), 5000, 'the first attempt at the receiver');
      // Another sends `quick`, answered at once: its finish leases it the next two, one to
      // send and one to hold in reserve, under the allowance of before any trouble.
      const second = run(quick);
      await waitFor(() => receiver.arrived(a) || receiver.arrived(b), 5000, 'the next one');
      const [sent, reserve] = receiver.arrived(a) ? [a, b] : [b, a];
      const leased = async (id: string) =>
        (await deliveriesOf(hook.id)).find((d) => d.id === id)?.leasedUntil !== null;
      expect(await leased(reserve), 'the other one held in reserve').to.equal(true);
      // The 500 halves the allowance, and the reserve no longer fits in it.
      receiver.answer(failing, 500);
      await first;
      // The reserve's row held, so the job gives it back only after the finish of what it
      // sent has looked for waiting deliveries to hand its slot to: none then.
      const row = await holdTransaction((trx) =>
        trx
          .selectFrom('webhookDeliveries')
          .select('id')
          .where('id', '=', reserve)
          .forUpdate()
          .execute(),
      );
      receiver.answer(sent, 204);
      await waitFor(
        async () => (await deliveriesOf(hook.id)).find((d) => d.id === sent)?.state === 'SUCCEEDED',
        5000,
        'the outcome of what the second job sent',
      );
      await untilALockIsAwaited('the give-back of the reserve');
      await row.commit();
      await second;

      const given = (await deliveriesOf(hook.id)).find((d) => d.id === reserve)!;
      expect(given.state).to.equal('PENDING');
      expect(given.parkedAt, 'parked with a slot free').to.equal(null);
      const { rows } = await sql`
        SELECT 1 FROM graphile_worker.jobs WHERE key = ${`webhook-delivery:${reserve}`}
      `.execute(db);
      expect(rows, 'its job').to.have.length(1);
    } finally {
      sender.close();
      await receiver.close();
      // Its deliveries go with it; the jobs left find nothing to send.
      await db.deleteFrom('webhooks').where('id', '=', hook.id).execute();
    }
  });
  it('keeps only the next delivery after a slow answer and gives back the rest of its reserve', async function () {
    this.timeout(30_000);
    const db = suite.database.db;
    const receiver = await startGatedReceiver();
    // Quick means within a tenth of the timeout: 1 s here. The first answer comes at once;
    // the held one is answered after more than that.
    const timeoutMs = 10_000;
    const sender = createSender({ timeoutMs, allowedHosts: ['127.0.0.1'] });
    const config = testConfig({
      ...WEBHOOK_ENV,
      WEBHOOK_TIMEOUT_MS: String(timeoutMs),
      WEBHOOK_RETRY_DELAYS_MS: '60000,60000,60000,60000',
    });
    const task = deliverTask(db, sender, config, () => false);
    const workspace = await givenWorkspace();
    const hook = await givenWebhook(fixture.app, workspace, receiver.url);
    try {
      for (let i = 0; i < 5; i++) await emit(workspace.id);
      const [first, slow, next, ...rest] = (await deliveriesOf(hook.id)).map((d) => d.id) as [
        string,
        string,
        string,
        string,
        string,
      ];
      receiver.hold(slow, next);
      // `first` is answered at once: its finish hands the job the other four, one to send
      // (`slow`, held at the receiver) and three in reserve.
      const running = task({ deliveryId: first }, {} as never);
      await waitFor(() => receiver.arrived(slow), 5000, 'the second delivery');
      const leased = async () =>
        (await deliveriesOf(hook.id)).filter((d) => d.leasedUntil !== null).map((d) => d.id);
      expect((await leased()).sort(), 'one sent, three in reserve').to.deep.equal(
        [slow, next, ...rest].sort(),
      );
      await new Promise((resolve) => setTimeout(resolve, 1200));
      receiver.answer(slow, 204);
      await waitFor(() => receiver.arrived(next), 5000, 'the next one');
      await waitFor(
        async () => (await deliveriesOf(hook.id)).find((d) => d.id === slow)?.state === 'SUCCEEDED',
        5000,
        'the slow outcome recorded',
      );
      // Past the slow answer the job sends only the next one; the rest went back and, with
      // slots free, were given jobs of their own.
      expect(await leased(), 'only the one being sent').to.deep.equal([next]);
      const { rows } = await sql<{ key: string }>`
        SELECT key FROM graphile_worker.jobs
        WHERE key = ANY (${rest.map((id) => `webhook-delivery:${id}`)}::text[])
      `.execute(db);
      expect(rows.map((r) => r.key).sort()).to.deep.equal(
        rest.map((id) => `webhook-delivery:${id}`).sort(),
      );
      receiver.answer(next, 204);
      await running;
    } finally {
      sender.close();
      await receiver.close();
      await db.deleteFrom('webhooks').where('id', '=', hook.id).execute();
    }
  });
});
