import diagnosticsChannel from 'node:diagnostics_channel';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import { appFixture } from '../support/context';
import { as, givenWorkspace } from '../support/factories';
import { waitFor } from '../support/receiver';
import { emit, givenWebhook, WEBHOOK_ENV, workerFixture } from '../support/webhooks';
import { ALLOWANCE_FLOOR, START_ALLOWANCE } from '../../src/webhooks/allowance';
import { holdTransaction } from '../support/locks';

const HANGING = 5;
const BURST = 200;
const TIMEOUT_MS = 300;
/** Quick answers a receiver that turns gives before it hangs. */
const TURN_AFTER = 150;

/**
 * Receivers on one port: `/hang/<n>` never answers, `/ok` answers 204 at once. For each
 * hanging path it keeps, of the requests the sender started after its first timeout there
 * (the first request it cut off unanswered that the receiver had got), the most open at
 * once.
 *
 * Counted at the sender, from a request's creation to its socket's close (the sender ends
 * an attempt only once its connection is closed). Counted at the receiver, it was wrong
 * on a loaded machine: the receiver read some sockets tens to hundreds of ms late, so
 * requests the sender had started before any timeout (under the allowance of the time),
 * or had already cut off, arrived after the receiver's first timeout and counted there as
 * open together.
 */
async function startReceivers(
  /** Whether `/turns`, having answered this many, hangs from now on. */
  hangs: (answered: number) => boolean = () => false,
  /** Called as the receiver starts holding a request unanswered on `path`. */
  onHold: (path: string) => void = () => undefined,
) {
  /** Deliveries the receiver has held unanswered, by path. */
  const held = new Map<string, Set<string>>();
  const openAfterTimeout = new Map<string, Set<http.ClientRequest>>();
  const peakAfterTimeout = new Map<string, number>();
  const timeouts = new Map<string, number>();
  let healthy = 0;
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const path = req.url!;
      if (path === '/ok' || (path === '/turns' && !hangs(healthy))) {
        healthy++;
        res.statusCode = 204;
        res.end();
        return;
      }
      const ofPath = held.get(path) ?? new Set();
      held.set(path, ofPath);
      ofPath.add(String(req.headers['x-service-delivery']));
      onHold(path);
      res.on('close', () => {
        timeouts.set(path, (timeouts.get(path) ?? 0) + 1);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const host = `127.0.0.1:${port}`;
  const onRequest = (message: unknown) => {
    const { request } = message as { request: http.ClientRequest };
    if (request.getHeader('host') !== host) return;
    const path = request.path;
    const delivery = String(request.getHeader('x-service-delivery'));
    let answered = false;
    request.once('response', () => {
      answered = true;
    });
    // Only requests started after the first timeout count.
    const open = openAfterTimeout.get(path);
    open?.add(request);
    if (open) peakAfterTimeout.set(path, Math.max(peakAfterTimeout.get(path) ?? 0, open.size));
    request.once('close', () => {
      open?.delete(request);
      if (!answered && held.get(path)?.has(delivery) && !openAfterTimeout.has(path)) {
        openAfterTimeout.set(path, new Set());
      }
    });
  };
  diagnosticsChannel.subscribe('http.client.request.start', onRequest);
  return {
    url: (path: string) => `http://${host}${path}`,
    healthy: () => healthy,
    timeouts,
    peakAfterTimeout,
    async close() {
      diagnosticsChannel.unsubscribe('http.client.request.start', onRequest);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** BURST events recorded a few at a time, so a backlog waits for the jobs to take it over. */
async function emitBacklog(workspaceId: string) {
  for (let i = 0; i < BURST; i += 20) {
    await Promise.all(
      Array.from({ length: 20 }, (_, j) =>
        emit(workspaceId, 'issue.created', { n: String(i + j) }),
      ),
    );
  }
}

/** Once `/turns` hangs: across many timeouts, no more than the floor's worth open at once. */
async function expectFloorOnceHanging(receivers: Awaited<ReturnType<typeof startReceivers>>) {
  await waitFor(
    () => (receivers.timeouts.get('/turns') ?? 0) >= 60,
    60_000,
    'timeouts at the receiver once it hangs',
  );
  expect(receivers.peakAfterTimeout.get('/turns')).to.equal(ALLOWANCE_FLOOR);
}

describe('adaptive per-webhook concurrency', () => {
  const fixture = appFixture({}, WEBHOOK_ENV);
  // Timeouts shrunk so hanging attempts run their course quickly; the ceiling and the
  // pool size stay at the shipped defaults.
  workerFixture({
    WEBHOOK_TIMEOUT_MS: String(TIMEOUT_MS),
    WEBHOOK_RETRY_DELAYS_MS: '50,50,50,50',
  });

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
    const receivers = await startReceivers((answered) => answered >= TURN_AFTER);
    try {
      const workspace = await givenWorkspace();
      await givenWebhook(fixture.app, workspace, receivers.url('/turns'), ['issue.created']);
      await emitBacklog(workspace.id);
      await expectFloorOnceHanging(receivers);
    } finally {
      await receivers.close();
    }
  });

  it('gives back what a finish slower than the timeout hands over once the receiver hangs', async function () {
    this.timeout(120_000);
    // As above, but once the receiver hangs, the outcomes wait for the webhook's row past
    // the timeout: the deliveries they hand over, under the allowance of before, come back
    // after the jobs' attempts have timed out, and must not be sent. The row is locked as
    // the first request hangs, so one attempt is surely under way to time out meanwhile
    // (locked at the last quick answer instead, the sender sometimes had nothing in flight
    // and waited on the row itself, and no timeout ever came).
    let webhookId = '';
    let turned: ReturnType<typeof holdTransaction> | undefined;
    let released = false;
    const receivers = await startReceivers(
      (answered) => answered >= TURN_AFTER,
      (path) => {
        if (path !== '/turns' || turned) return;
        // As a finish locks it: new deliveries' inserts still pass (FOR KEY SHARE).
        turned = holdTransaction((trx) =>
          trx
            .selectFrom('webhooks')
            .select('id')
            .where('id', '=', webhookId)
            .forNoKeyUpdate()
            .execute(),
        );
      },
    );
    try {
      const workspace = await givenWorkspace();
      const hook = await givenWebhook(fixture.app, workspace, receivers.url('/turns'), [
        'issue.created',
      ]);
      webhookId = hook.id;
      await emitBacklog(workspace.id);
      await waitFor(async () => turned !== undefined, 60_000, 'the receiver to turn');
      const lock = await turned!;
      await waitFor(
        async () => (receivers.timeouts.get('/turns') ?? 0) >= 1,
        30_000,
        'a timeout while the outcomes wait',
      );
      await new Promise((resolve) => setTimeout(resolve, 2 * TIMEOUT_MS));
      await lock.commit();
      released = true;
      await expectFloorOnceHanging(receivers);
    } finally {
      // A failure above must not leave the webhook's row locked for the suites after it.
      if (!released) await (await turned)?.commit().catch(() => undefined);
      await receivers.close();
    }
  });
});
