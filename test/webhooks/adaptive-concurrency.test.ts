import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import { appFixture } from '../support/context';
import { as, givenWorkspace } from '../support/factories';
import { waitFor } from '../support/receiver';
import { emit, givenWebhook, WEBHOOK_ENV, workerFixture } from '../support/webhooks';
import { ALLOWANCE_FLOOR, START_ALLOWANCE } from '../../src/webhooks/allowance';

const HANGING = 5;
const BURST = 200;

/**
 * Receivers on one port: `/hang/<n>` never answers, `/ok` answers 204 at once. For each
 * hanging path it keeps when its first request was cut off (its first timeout) and, of
 * the requests that arrived after that, the most open at once.
 */
async function startReceivers(turnAfter = Infinity) {
  const firstTimeoutAt = new Map<string, number>();
  const openSince = new Map<string, Set<http.IncomingMessage>>();
  const peakAfterTimeout = new Map<string, number>();
  const timeouts = new Map<string, number>();
  let healthy = 0;
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const path = req.url!;
      if (path === '/ok' || (path === '/turns' && healthy < turnAfter)) {
        healthy++;
        res.statusCode = 204;
        res.end();
        return;
      }
      const afterFirstTimeout = firstTimeoutAt.has(path);
      const open = openSince.get(path) ?? new Set();
      openSince.set(path, open);
      if (afterFirstTimeout) {
        open.add(req);
        // Counted a full turn of the event loop later: a loaded machine reads an earlier
        // request's end of stream in the same poll as this one, and Node emits that
        // socket's 'close' in the close phase, after this turn's immediates. The next
        // turn's immediates run after it, so only sockets still open are counted.
        setImmediate(() =>
          setImmediate(() =>
            peakAfterTimeout.set(path, Math.max(peakAfterTimeout.get(path) ?? 0, open.size)),
          ),
        );
      }
      res.on('close', () => {
        open.delete(req);
        timeouts.set(path, (timeouts.get(path) ?? 0) + 1);
        if (!firstTimeoutAt.has(path)) firstTimeoutAt.set(path, Date.now());
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    healthy: () => healthy,
    timeouts,
    peakAfterTimeout,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('adaptive per-webhook concurrency', () => {
  const fixture = appFixture({}, WEBHOOK_ENV);
  // Timeouts shrunk so hanging attempts run their course quickly; the ceiling and the
  // pool size stay at the shipped defaults.
  workerFixture({ WEBHOOK_TIMEOUT_MS: '300', WEBHOOK_RETRY_DELAYS_MS: '50,50,50,50' });

  it('grows a fast receiver’s allowance past the old fixed cap while hanging ones keep one slot', async function () {
    this.timeout(120_000);
    const receivers = await startReceivers();
    try {
      const workspace = await givenWorkspace();
      const events = ['issue.created'];
      for (let i = 0; i < HANGING; i++) {
        await givenWebhook(fixture.app, workspace, receivers.url(`/hang/${i}`), events);
      }
      const fast = await givenWebhook(fixture.app, workspace, receivers.url('/ok'), events);
      const readHealth = async () => {
        const res = await as(fixture.app, workspace.owner).get(
          `/api/workspaces/${workspace.id}/webhooks`,
        );
        expect(res.status).to.equal(200);
        const hook = res.body.data.items.find((h: { id: string }) => h.id === fast.id);
        return hook.health as { inFlightAllowance: number; inFlight: number };
      };
      expect((await readHealth()).inFlightAllowance).to.equal(START_ALLOWANCE);

      for (let i = 0; i < BURST; i++) await emit(workspace.id, 'issue.created', { n: String(i) });
      await waitFor(() => receivers.healthy() >= BURST, 60_000, 'the burst to the fast receiver');
      // Every quick 2xx grew it: far past the cap every webhook had before.
      expect((await readHealth()).inFlightAllowance).to.be.above(START_ALLOWANCE);

      // Each hanging receiver, once its first attempts timed out, sees at most the
      // floor's worth of requests open at once, across several more timeouts.
      await waitFor(
        () =>
          Array.from({ length: HANGING }).every(
            (_, i) => (receivers.timeouts.get(`/hang/${i}`) ?? 0) >= START_ALLOWANCE + 3,
          ),
        60_000,
        'more timeouts at each hanging receiver',
      );
      for (let i = 0; i < HANGING; i++) {
        expect(receivers.peakAfterTimeout.get(`/hang/${i}`), `/hang/${i}`).to.equal(
          ALLOWANCE_FLOOR,
        );
      }
      const hooks = await as(fixture.app, workspace.owner).get(
        `/api/workspaces/${workspace.id}/webhooks`,
      );
      for (const hook of hooks.body.data.items.filter((h: { id: string }) => h.id !== fast.id)) {
        expect(hook.health.inFlightAllowance).to.equal(ALLOWANCE_FLOOR);
        expect(hook.health.successRate24h).to.equal(0);
      }
    } finally {
      await receivers.close();
    }
  });

  it('stops sending a receiver that turns from fast to hanging what it held in reserve', async function () {
    this.timeout(120_000);
    // Quick answers grow the allowance and have each job hold a delivery in reserve; then
    // the receiver hangs. The reserves go back to wait for a slot instead of each job
    // sending its own after its timeout.
    const receivers = await startReceivers(150);
    try {
      const workspace = await givenWorkspace();
      await givenWebhook(fixture.app, workspace, receivers.url('/turns'), ['issue.created']);
      // Recorded a few at a time, so a backlog waits for the jobs to take it over.
      for (let i = 0; i < BURST; i += 20) {
        await Promise.all(
          Array.from({ length: 20 }, (_, j) =>
            emit(workspace.id, 'issue.created', { n: String(i + j) }),
          ),
        );
      }
      await waitFor(
        () => (receivers.timeouts.get('/turns') ?? 0) >= 60,
        60_000,
        'timeouts at the receiver once it hangs',
      );
      expect(receivers.peakAfterTimeout.get('/turns')).to.equal(ALLOWANCE_FLOOR);
    } finally {
      await receivers.close();
    }
  });
});
