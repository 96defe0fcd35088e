import { createHmac, timingSafeEqual } from 'node:crypto';
import { expect } from 'chai';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { appFixture, suite } from '../support/context';
import { as, givenUser, givenWorkspace, joinByInvitation } from '../support/factories';
import { startReceiver, waitFor, type ReceivedRequest } from '../support/receiver';
import { deliveriesOf, emit, givenWebhook, WEBHOOK_ENV, workerFixture } from '../support/webhooks';
import { createSender } from '../../src/webhooks/sender';

// A well-formed ping: every request a receiver gets is checked against the document.
const PROBE = {
  event: 'ping',
  deliveryId: 'probe',
  body: JSON.stringify({
    event: 'ping',
    payload: { webhookId: 'probe' },
    deliveryId: 'probe',
    webhookId: 'probe',
    timestamp: new Date(0).toISOString(),
  }),
  secret: 's',
};

/** Holds this process's event loop until `until` (Date.now() ms): a stall, not a wait. */
function stallUntil(until: number) {
  const cell = new Int32Array(new SharedArrayBuffer(4));
  for (let left = until - Date.now(); left > 0; left = until - Date.now()) {
    Atomics.wait(cell, 0, 0, left);
  }
}

/** The receiver-side signature check the document describes, written apart from the service's code. */
function verifySignature(request: ReceivedRequest, secret: string): boolean {
  const timestamp = request.headers['x-service-signature-timestamp'] as string;
  const expected = createHmac('sha256', secret)
    .update(Buffer.concat([Buffer.from(`${timestamp}.`), request.raw]))
    .digest('hex');
  const presented = String(request.headers['x-service-signature']).replace(/^sha256=/, '');
  return (
    presented.length === expected.length &&
    timingSafeEqual(Buffer.from(presented), Buffer.from(expected))
  );
}

describe('webhook delivery', () => {
  const fixture = appFixture({}, WEBHOOK_ENV);
  workerFixture();

  it('delivers a real change: headers, body, and a signature over the raw bytes', async () => {
    const receiver = await startReceiver();
    try {
      const workspace = await givenWorkspace();
      const hook = await givenWebhook(fixture.app, workspace, receiver.url());
      const newcomer = await givenUser();
      const before = Math.floor(Date.now() / 1000);
      expect((await joinByInvitation(fixture.app, workspace, newcomer)).status).to.equal(200);
      const [request] = await waitFor(
        () => receiver.received.length > 0 && receiver.received,
        10_000,
        'the delivery',
      );
      expect(request!.method).to.equal('POST');
      expect(request!.url).to.equal('/hook');
      expect(request!.headers['content-type']).to.equal('application/json');
      expect(request!.headers['user-agent']).to.equal('Service-Webhooks/1.0');
      expect(request!.headers['x-service-event']).to.equal('member.added');
      expect(request!.headers).not.to.have.any.keys('origin', 'referer', 'cookie', 'authorization');
      const timestamp = Number(request!.headers['x-service-signature-timestamp']);
      expect(timestamp).to.be.within(before, before + 10);
      expect(request!.headers['x-service-signature']).to.match(/^sha256=[0-9a-f]{64}$/);
      expect(verifySignature(request!, hook.secret)).to.equal(true);
      expect(verifySignature(request!, 'whsec_wrong')).to.equal(false);

      const [delivery] = await deliveriesOf(hook.id);
      expect(request!.headers['x-service-delivery']).to.equal(delivery!.id);
      expect(request!.body).to.deep.equal({
        event: 'member.added',
        payload: { userId: newcomer.id },
        deliveryId: delivery!.id,
        webhookId: hook.id,
        timestamp: request!.body.timestamp,
      });
      expect(request!.body.timestamp).to.match(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      await waitFor(
        async () => (await deliveriesOf(hook.id))[0]!.state === 'SUCCEEDED',
        5000,
        'SUCCEEDED',
      );
    } finally {
      await receiver.close();
    }
  });

  it('delivers over TLS to a receiver whose certificate a configured CA signed', async () => {
    const receiver = await startReceiver({ tls: true });
    try {
      const workspace = await givenWorkspace();
      const hook = await givenWebhook(fixture.app, workspace, receiver.url('localhost'));
      await emit(workspace.id);
      const [request] = await waitFor(
        () => receiver.received.length > 0 && receiver.received,
        10_000,
        'TLS delivery',
      );
      expect(verifySignature(request!, hook.secret)).to.equal(true);
    } finally {
      await receiver.close();
    }
  });

  it('retries non-2xx, 3xx and timeouts with a fresh timestamp, then goes DEAD after 5 attempts', async () => {
    const statuses: (number | 'hang')[] = [500, 302, 'hang', 404, 503];
    const receiver = await startReceiver({ respond: (_r, i) => statuses[i] ?? 200 });
    try {
      const workspace = await givenWorkspace();
      const hook = await givenWebhook(fixture.app, workspace, receiver.url());
      await emit(workspace.id);
      const dead = await waitFor(
        async () => {
          const [delivery] = await deliveriesOf(hook.id);
          return delivery?.state === 'DEAD' && delivery;
        },
        15_000,
        'DEAD',
      );
      expect(dead.attempts).to.equal(5);
      expect(receiver.received).to.have.length(5);
      // Same bytes every time; each attempt signed afresh with the same secret.
      for (const request of receiver.received) {
        expect(request.raw.equals(receiver.received[0]!.raw)).to.equal(true);
        expect(verifySignature(request, hook.secret)).to.equal(true);
      }
      const history = await as(fixture.app, workspace.owner)
        .get(`/api/workspaces/${workspace.id}/webhooks/${hook.id}/deliveries`)
        .expect(200);
      const [item] = history.body.data.items;
      expect(item.state).to.equal('DEAD');
      expect(item.attemptLog.map((a: { statusCode: number | null }) => a.statusCode)).to.deep.equal(
        [500, 302, null, 404, 503],
      );
      expect(item.attemptLog[2].error).to.match(/timed out/);
      const webhook = await suite.database.db
        .selectFrom('webhooks')
        .selectAll()
        .where('id', '=', hook.id)
        .executeTakeFirstOrThrow();
      expect(webhook.consecutiveFailures).to.equal(1);
    } finally {
      await receiver.close();
    }
  });

  it('sends a delivery once when its answer came while the worker was stalled past the timeout', async () => {
    // The receiver shares the worker's process: it answers the first request, then holds the
    // event loop until the attempt's timer is overdue, so that the answer is waiting in the
    // socket when the timer fires (as after a long collection or a starved CPU).
    const timeoutMs = Number(WEBHOOK_ENV.WEBHOOK_TIMEOUT_MS);
    const receiver = await startReceiver({
      respond: (request, index) => {
        if (index === 0) setImmediate(() => stallUntil(request.receivedAt + timeoutMs + 50));
        return 200;
      },
    });
    try {
      const workspace = await givenWorkspace();
      const hook = await givenWebhook(fixture.app, workspace, receiver.url());
      await emit(workspace.id);
      const done = await waitFor(
        async () => {
          const [delivery] = await deliveriesOf(hook.id);
          return delivery?.state === 'SUCCEEDED' && delivery;
        },
        10_000,
        'SUCCEEDED',
      );
      const attempts = await suite.database.db
        .selectFrom('webhookAttempts')
        .select(['attempt', 'statusCode', 'error'])
        .where('deliveryId', '=', done.id)
        .execute();
      expect(attempts).to.deep.equal([{ attempt: 1, statusCode: 200, error: null }]);
      expect(done.attempts).to.equal(1);
      expect(receiver.received).to.have.length(1);
    } finally {
      await receiver.close();
    }
  });

  it('disables the webhook after 15 consecutive DEAD deliveries; a success resets the streak', async () => {
    const receiver = await startReceiver({ respond: () => 500 });
    try {
      const workspace = await givenWorkspace();
      const hook = await givenWebhook(fixture.app, workspace, receiver.url());
      await suite.database.db
        .updateTable('webhooks')
        .set({ consecutiveFailures: 13 })
        .where('id', '=', hook.id)
        .execute();
      // A success resets the streak...
      receiver.setResponder(() => 200);
      await emit(workspace.id);
      await waitFor(
        async () => (await deliveriesOf(hook.id)).some((d) => d.state === 'SUCCEEDED'),
        10_000,
        'success',
      );
      const reset = await suite.database.db
        .selectFrom('webhooks')
        .selectAll()
        .where('id', '=', hook.id)
        .executeTakeFirstOrThrow();
      expect(reset.consecutiveFailures).to.equal(0);
      // ...and 15 DEAD in a row disable it.
      receiver.setResponder(() => 500);
      for (let i = 0; i < 15; i++) await emit(workspace.id);
      const disabled = await waitFor(
        async () => {
          const row = await suite.database.db
            .selectFrom('webhooks')
            .selectAll()
            .where('id', '=', hook.id)
            .executeTakeFirstOrThrow();
          return !row.active && row;
        },
        20_000,
        'disabled',
      );
      expect(disabled).to.include({
        consecutiveFailures: 15,
        disabledReason: 'consecutive_failures',
      });
      const listed = await as(fixture.app, workspace.owner)
        .get(`/api/workspaces/${workspace.id}/webhooks`)
        .expect(200);
      expect(listed.body.data.items[0]).to.include({
        active: false,
        disabledReason: 'consecutive_failures',
      });
      // A disabled webhook gets no new deliveries.
      await emit(workspace.id);
      expect(await deliveriesOf(hook.id)).to.have.length(16);
      // Re-activation clears the counter.
      const res = await as(fixture.app, workspace.owner)
        .patch(`/api/workspaces/${workspace.id}/webhooks/${hook.id}`)
        .send({ active: true })
        .expect(200);
      expect(res.body.data.consecutiveFailures).to.equal(0);
    } finally {
      await receiver.close();
    }
  });

  it('keeps the old secret for in-flight retries after a rotation', async () => {
    const receiver = await startReceiver({ respond: (_r, i) => (i === 0 ? 500 : 200) });
    try {
      const workspace = await givenWorkspace();
      const hook = await givenWebhook(fixture.app, workspace, receiver.url());
      await emit(workspace.id);
      await waitFor(() => receiver.received.length >= 1, 10_000, 'first attempt');
      const rotated = await as(fixture.app, workspace.owner)
        .post(`/api/workspaces/${workspace.id}/webhooks/${hook.id}/rotate-secret`)
        .expect(200);
      await emit(workspace.id);
      await waitFor(() => receiver.received.length >= 3, 10_000, 'retry and new delivery');
      const first = receiver.received[0]!.body.deliveryId;
      const retry = receiver.received.find((r, i) => i > 0 && r.body.deliveryId === first)!;
      const fresh = receiver.received.find((r) => r.body.deliveryId !== first)!;
      expect(verifySignature(retry, hook.secret)).to.equal(true);
      expect(verifySignature(retry, rotated.body.data.secret)).to.equal(false);
      expect(verifySignature(fresh, rotated.body.data.secret)).to.equal(true);
    } finally {
      await receiver.close();
    }
  });

  it('replays a DEAD delivery with its original payload, signed with the current secret only', async () => {
    const receiver = await startReceiver({ respond: () => 500 });
    try {
      const workspace = await givenWorkspace();
      const hook = await givenWebhook(fixture.app, workspace, receiver.url());
      await emit(workspace.id, 'member.added', { userId: 'u1' });
      const dead = await waitFor(
        async () => {
          const [delivery] = await deliveriesOf(hook.id);
          return delivery?.state === 'DEAD' && delivery;
        },
        15_000,
        'DEAD',
      );
      const rotated = await as(fixture.app, workspace.owner)
        .post(`/api/workspaces/${workspace.id}/webhooks/${hook.id}/rotate-secret`)
        .expect(200);
      receiver.setResponder(() => 200);
      const replay = await as(fixture.app, workspace.owner)
        .post(`/api/workspaces/${workspace.id}/webhooks/${hook.id}/deliveries/${dead.id}/replay`)
        .expect(202);
      expect(replay.body.data).to.include({ replayOf: dead.id, state: 'PENDING' });
      const request = await waitFor(
        () => receiver.received.find((r) => r.body.deliveryId === replay.body.data.deliveryId),
        10_000,
        'replay',
      );
      expect(request.body.payload).to.deep.equal({ userId: 'u1' });
      expect(request.body.event).to.equal('member.added');
      // A receiver that dropped the rotated-out secret verifies it; with the old one it fails.
      expect(verifySignature(request, rotated.body.data.secret)).to.equal(true);
      expect(verifySignature(request, hook.secret)).to.equal(false);
      const raw = request.raw.toString('utf8');
      const headers = request.headers as Record<string, string>;
      expect(new Webhook(rotated.body.data.standardWebhooksSecret).verify(raw, headers)).to.be.an(
        'object',
      );
      expect(() => new Webhook(hook.standardWebhooksSecret).verify(raw, headers)).to.throw(
        WebhookVerificationError,
      );
    } finally {
      await receiver.close();
    }
  });

  it('sends a ping', async () => {
    const receiver = await startReceiver();
    try {
      const workspace = await givenWorkspace();
      const hook = await givenWebhook(fixture.app, workspace, receiver.url());
      await as(fixture.app, workspace.owner)
        .post(`/api/workspaces/${workspace.id}/webhooks/${hook.id}/ping`)
        .expect(202);
      const [request] = await waitFor(
        () => receiver.received.length > 0 && receiver.received,
        10_000,
        'ping',
      );
      expect(request!.body).to.include({ event: 'ping', webhookId: hook.id });
    } finally {
      await receiver.close();
    }
  });
});

describe('delivery-time address check (DNS rebinding)', () => {
  it('refuses a host that resolves to loopback unless it is allow-listed', async () => {
    const receiver = await startReceiver();
    try {
      const strict = createSender({ timeoutMs: 1000, allowedHosts: [] });
      const byName = await strict.send(new URL(receiver.url('localhost')), PROBE);
      expect(byName.ok).to.equal(false);
      expect(byName.error).to.match(/refused/);
      const byAddress = await strict.send(new URL(receiver.url('127.0.0.1')), PROBE);
      expect(byAddress.ok).to.equal(false);
      expect(receiver.received).to.have.length(0);
      strict.close();

      const lenient = createSender({ timeoutMs: 1000, allowedHosts: ['localhost'] });
      const allowed = await lenient.send(new URL(receiver.url('localhost')), PROBE);
      expect(allowed.ok).to.equal(true);
      lenient.close();
    } finally {
      await receiver.close();
    }
  });
});
