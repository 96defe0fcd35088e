import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import { appFixture, suite } from '../support/context';
import { givenWorkspace } from '../support/factories';
import { waitFor } from '../support/receiver';
import { deliveriesOf, emit, givenWebhook, WEBHOOK_ENV, workerFixture } from '../support/webhooks';
import { START_ALLOWANCE } from '../../src/webhooks/allowance';

const HANGING = 5;
const EVENTS = 24;
/** The ceiling of a webhook's in-flight allowance in the FIFO test. */
const MAX_IN_FLIGHT = 4;

/**
 * Receivers on one port: `/hang/<n>` never answers, `/ok` answers 204 at once. It counts
 * requests open per path, so the test sees how many attempts each webhook had in flight.
 */
async function startReceivers() {
  const open = new Map<string, number>();
  const peak = new Map<string, number>();
  const healthy: { deliveryId: string; whileHanging: number }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url!;
      if (path === '/ok') {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        const whileHanging = [...open.values()].reduce((sum, n) => sum + n, 0);
        healthy.push({ deliveryId: body.deliveryId, whileHanging });
        res.statusCode = 204;
        res.end();
        return;
      }
      open.set(path, (open.get(path) ?? 0) + 1);
      peak.set(path, Math.max(peak.get(path) ?? 0, open.get(path)!));
      res.on('close', () => open.set(path, open.get(path)! - 1));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    peak,
    healthy,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('delivery isolation between webhooks', () => {
  const fixture = appFixture({}, WEBHOOK_ENV);
  // Timeouts shrunk so the hanging attempts run their course quickly; the per-webhook cap
  // and the pool size stay at the shipped defaults.
  workerFixture({ WEBHOOK_TIMEOUT_MS: '300', WEBHOOK_RETRY_DELAYS_MS: '50,50,50,50' });

  it('keeps five hanging receivers to their slots while a healthy one is served', async function () {
    this.timeout(120_000);
    const receivers = await startReceivers();
    try {
      const workspace = await givenWorkspace();
      const events = ['issue.created'];
      const hanging: { id: string }[] = [];
      for (let i = 0; i < HANGING; i++) {
        hanging.push(
          await givenWebhook(fixture.app, workspace, receivers.url(`/hang/${i}`), events),
        );
      }
      const healthy = await givenWebhook(fixture.app, workspace, receivers.url('/ok'), events);
      for (let i = 0; i < EVENTS; i++) await emit(workspace.id, 'issue.created', { n: String(i) });

      await waitFor(() => receivers.healthy.length >= EVENTS, 60_000, 'the healthy deliveries');
      // Served while the hanging receivers still held their attempts: not after them.
      expect(receivers.healthy.filter((h) => h.whileHanging > 0)).to.have.length.above(EVENTS / 2);
      const healthyDeliveries = await waitFor(
        async () => {
          const rows = await deliveriesOf(healthy.id);
          return rows.every((d) => d.completedAt !== null) && rows;
        },
        10_000,
        'the healthy outcomes to be recorded',
      );
      expect(healthyDeliveries.map((d) => [d.state, d.attempts])).to.deep.equal(
        Array(EVENTS).fill(['SUCCEEDED', 1]),
      );

      // Each hanging webhook runs its deliveries to DEAD, five attempts each, until 15 DEAD
      // in a row disable it; what is left is closed without another attempt.
      await waitFor(
        async () => {
          const rows = await suite.database.db
            .selectFrom('webhooks')
            .select(['active', 'consecutiveFailures'])
            .where(
              'id',
              'in',
              hanging.map((h) => h.id),
            )
            .execute();
          return rows.every((row) => !row.active) && rows;
        },
        100_000,
        'the hanging webhooks to be disabled',
      );
      for (const hook of hanging) {
        const deliveries = await deliveriesOf(hook.id);
        const dead = deliveries.filter((d) => d.state === 'DEAD' && d.attempts === 5);
        expect(dead.length).to.be.at.least(15);
        expect(deliveries.every((d) => d.attempts <= 5)).to.equal(true);
      }
      // A new webhook starts at START_ALLOWANCE and its first timeouts drop it to one.
      for (let i = 0; i < HANGING; i++) {
        expect(receivers.peak.get(`/hang/${i}`)).to.be.at.most(START_ALLOWANCE);
      }
      expect(Math.max(...receivers.peak.values())).to.equal(START_ALLOWANCE);
    } finally {
      await receivers.close();
    }
  });
});

describe('delivery order within a webhook', () => {
  const ordered = appFixture({}, WEBHOOK_ENV);
  workerFixture({ WEBHOOK_MAX_IN_FLIGHT: String(MAX_IN_FLIGHT) });

  it('hands a finished attempt’s slot to the oldest waiting delivery of its webhook', async function () {
    this.timeout(60_000);
    const order: string[] = [];
    const server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        order.push(JSON.parse(Buffer.concat(chunks).toString('utf8')).payload.n);
        res.statusCode = 204;
        res.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const workspace = await givenWorkspace();
      await givenWebhook(ordered.app, workspace, `http://127.0.0.1:${port}/in-order`, [
        'issue.created',
      ]);
      const total = 40;
      for (let i = 0; i < total; i++) await emit(workspace.id, 'issue.created', { n: String(i) });
      await waitFor(() => order.length >= total, 30_000, 'every delivery');
      // Roughly FIFO: with at most MAX_IN_FLIGHT at once, no delivery overtakes one that
      // was enqueued more than a few slots before it.
      const lateness = order.map((n, position) => position - Number(n));
      expect(Math.max(...lateness)).to.be.at.most(2 * MAX_IN_FLIGHT);
      expect(new Set(order).size).to.equal(total);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
