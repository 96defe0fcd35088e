import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import { createSender } from '../../src/webhooks/sender';

/** A receiver whose every request is answered by `handle`; counts connections closed. */
async function startReceiver(handle: (res: http.ServerResponse) => void) {
  let closed = 0;
  let onClose = () => {};
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => handle(res));
  });
  server.on('connection', (socket) =>
    socket.on('close', () => {
      closed++;
      onClose();
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`),
    closed: () => closed,
    /**
     * Resolves once the receiver has seen a connection close. The sender's end of it is
     * closed when an attempt ends; the receiver reads that in a later turn of the loop.
     */
    connectionClosed: () =>
      closed > 0 ? Promise.resolve() : new Promise<void>((resolve) => (onClose = resolve)),
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Holds this process's event loop until `until` (Date.now() ms): a stall, not a wait. */
function stallUntil(until: number) {
  const cell = new Int32Array(new SharedArrayBuffer(4));
  for (let left = until - Date.now(); left > 0; left = until - Date.now()) {
    Atomics.wait(cell, 0, 0, left);
  }
}

const delivery = { event: 'issue.created', deliveryId: 'd1', body: '{}', secret: 'whsec_test' };
const pendingTimers = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;

describe('the webhook sender', () => {
  it('ends an attempt the receiver never answers at the timeout, connection closed', async () => {
    const receiver = await startReceiver(() => undefined);
    const sender = createSender({ timeoutMs: 300, allowedHosts: ['127.0.0.1'] });
    try {
      const outcome = await sender.send(receiver.url, delivery);
      expect(outcome).to.include({ ok: false, timedOut: true, statusCode: null });
      expect(outcome.error).to.equal('timed out after 300 ms');
      expect(outcome.durationMs).to.be.at.least(300);
      await receiver.connectionClosed();
      expect(receiver.closed(), 'the receiver’s connection').to.equal(1);
    } finally {
      sender.close();
      await receiver.close();
    }
  });

  it('counts a body that stops coming as a timeout, connection closed', async () => {
    // Headers at once, then a body that never ends.
    const receiver = await startReceiver((res) => {
      res.writeHead(200, { 'Content-Type': 'text/plain' });
      res.write('partial');
    });
    const sender = createSender({ timeoutMs: 300, allowedHosts: ['127.0.0.1'] });
    try {
      const outcome = await sender.send(receiver.url, delivery);
      expect(outcome).to.include({ ok: false, timedOut: true, error: 'timed out after 300 ms' });
      expect(outcome.durationMs).to.be.at.least(300);
      await receiver.connectionClosed();
      expect(receiver.closed(), 'the receiver’s connection').to.equal(1);
    } finally {
      sender.close();
      await receiver.close();
    }
  });

  it('counts an answer that came while this process was stalled past the timeout', async () => {
    // The receiver answers, then holds this process's event loop until the attempt's timer
    // is overdue: the answer waits in the socket when the timer's turn comes.
    const timeoutMs = 300;
    let premise = true;
    let overdueAt = 0;
    const receiver = await startReceiver((res) => {
      // Otherwise the timer ran before the request came in: not the case under test.
      premise = Date.now() < overdueAt;
      res.statusCode = 204;
      res.end();
      setImmediate(() => stallUntil(overdueAt + 50));
    });
    const sender = createSender({ timeoutMs, allowedHosts: ['127.0.0.1'] });
    try {
      const attempt = sender.send(receiver.url, delivery);
      // The attempt's timer is set by now, on a clock no later than this one.
      overdueAt = Date.now() + timeoutMs;
      const outcome = await attempt;
      expect(premise, 'the request arrived before its timeout').to.equal(true);
      expect(outcome).to.include({ ok: true, statusCode: 204, error: null });
      expect(outcome.timedOut).to.equal(undefined);
      expect(outcome.durationMs).to.be.at.least(timeoutMs);
      // Answered: the connection goes back to the pool, unbroken.
      expect(receiver.closed(), 'connections closed').to.equal(0);
    } finally {
      sender.close();
      await receiver.close();
    }
  });

  it('leaves no timer behind once an attempt is answered', async () => {
    const receiver = await startReceiver((res) => {
      res.statusCode = 204;
      res.end();
    });
    // A timeout far beyond the test: a timer left running would still be pending at the end.
    const sender = createSender({ timeoutMs: 60_000, allowedHosts: ['127.0.0.1'] });
    try {
      const before = pendingTimers();
      const outcomes = await Promise.all(
        Array.from({ length: 20 }, () => sender.send(receiver.url, delivery)),
      );
      expect(outcomes.every((o) => o.ok)).to.equal(true);
      // The requests' close events, which clear the timers, follow their answers.
      await new Promise((resolve) => setImmediate(resolve));
      expect(pendingTimers()).to.equal(before);
    } finally {
      sender.close();
      await receiver.close();
    }
  });
});
