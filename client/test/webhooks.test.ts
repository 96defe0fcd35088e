import { expect } from 'chai';
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  verifyWebhook,
  verifyWebhookAsync,
  WebhookVerificationError,
  type VerifyWebhookOptions,
  type WebhookVerificationErrorCode,
} from '../src/index.js';
import { givenWorkspace } from './support/world.js';

interface Delivery {
  raw: Buffer;
  headers: http.IncomingHttpHeaders;
}

/** A loopback receiver that keeps every delivery's raw bytes and headers. */
async function startReceiver() {
  const received: Delivery[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ raw: Buffer.concat(chunks), headers: req.headers });
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    /** Waits for the delivery about this issue. */
    async about(issueId: string) {
      const deadline = Date.now() + 30_000;
      for (;;) {
        const found = received.find((d) => d.raw.includes(issueId));
        if (found) return found;
        if (Date.now() > deadline) throw new Error('no delivery within 30 s');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    /** Waits for the delivery of this id. */
    async delivery(deliveryId: string) {
      const deadline = Date.now() + 30_000;
      for (;;) {
        const found = received.find((d) => d.headers['x-service-delivery'] === deliveryId);
        if (found) return found;
        if (Date.now() > deadline) throw new Error('no matching delivery within 30 s');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

function rejection(options: VerifyWebhookOptions): WebhookVerificationErrorCode {
  try {
    verifyWebhook(options);
  } catch (error) {
    expect(error).to.be.instanceOf(WebhookVerificationError);
    return (error as WebhookVerificationError).code;
  }
  throw new Error('expected verification to fail');
}

const signedAt = (delivery: Delivery) => Number(delivery.headers['x-service-signature-timestamp']);

describe('verifyWebhook on real deliveries', () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let world: Awaited<ReturnType<typeof givenWorkspace>>;
  let webhookId: string;
  let firstSecret: string;
  let secondSecret: string;
  let beforeRotation: Delivery;
  let afterRotation: Delivery;
  let replayed: Delivery;
  let issueId: string;

  before(async () => {
    receiver = await startReceiver();
    world = await givenWorkspace();
    const { session, api, workspaceId, projectId } = world;
    const webhook = await session.POST('/workspaces/{workspaceId}/webhooks', {
      params: { path: { workspaceId } },
      body: { url: receiver.url, events: ['issue.created'] },
    });
    webhookId = webhook.id;
    firstSecret = webhook.secret;
    const issue = await api.POST('/workspaces/{workspaceId}/issues', {
      params: { path: { workspaceId } },
      body: { projectId, title: 'Before rotation' },
    });
    issueId = issue.id;
    beforeRotation = await receiver.about(issue.id);

    const rotated = await session.POST(
      '/workspaces/{workspaceId}/webhooks/{webhookId}/rotate-secret',
      { params: { path: { workspaceId, webhookId } } },
    );
    secondSecret = rotated.secret;
    const later = await api.POST('/workspaces/{workspaceId}/issues', {
      params: { path: { workspaceId } },
      body: { projectId, title: 'After rotation' },
    });
    afterRotation = await receiver.about(later.id);

    // A replay of a delivery enqueued before the rotation: signed with the current secret.
    const deliveryId = String(beforeRotation.headers['x-service-delivery']);
    const replay = await session.POST(
      '/workspaces/{workspaceId}/webhooks/{webhookId}/deliveries/{deliveryId}/replay',
      { params: { path: { workspaceId, webhookId, deliveryId } } },
    );
    replayed = await receiver.delivery(replay.deliveryId);
  });

  after(() => receiver.close());

  it('returns the typed event for a delivery signed with the current secret', () => {
    const event = verifyWebhook({
      rawBody: beforeRotation.raw,
      headers: beforeRotation.headers,
      secrets: firstSecret,
    });
    expect(event.event).to.equal('issue.created');
    if (event.event !== 'issue.created') throw new Error('unreachable');
    // Narrowed by `event`: parentId exists only on issue.created.
    expect(event.payload).to.deep.equal({
      projectId: world.projectId,
      issueId,
      parentId: null,
    });
    expect(event.webhookId).to.equal(webhookId);
    expect(event.deliveryId).to.equal(beforeRotation.headers['x-service-delivery']);
  });

  it('accepts the old secret after a rotation when it is among the secrets', () => {
    const secrets = [secondSecret, firstSecret];
    expect(
      verifyWebhook({ rawBody: afterRotation.raw, headers: afterRotation.headers, secrets }),
    ).to.have.property('event', 'issue.created');
    const event = verifyWebhook({ rawBody: replayed.raw, headers: replayed.headers, secrets });
    expect(event.payload).to.have.property('issueId', issueId);
    // A replay is a new attempt, signed with the current secret: the new one alone verifies
    // it, the rotated-out one alone does not.
    expect(
      verifyWebhook({ rawBody: replayed.raw, headers: replayed.headers, secrets: secondSecret }),
    ).to.have.property('event', 'issue.created');
    expect(
      rejection({ rawBody: replayed.raw, headers: replayed.headers, secrets: firstSecret }),
    ).to.equal('signature_mismatch');
    expect(
      rejection({
        rawBody: afterRotation.raw,
        headers: afterRotation.headers,
        secrets: firstSecret,
      }),
    ).to.equal('signature_mismatch');
  });

  it('rejects a stale or future timestamp beyond the tolerance, in both directions', () => {
    const at = signedAt(afterRotation);
    const options = {
      rawBody: afterRotation.raw,
      headers: afterRotation.headers,
      secrets: secondSecret,
    };
    const seconds = (s: number) => new Date(s * 1000);
    expect(verifyWebhook({ ...options, now: seconds(at + 299) }).event).to.equal('issue.created');
    expect(verifyWebhook({ ...options, now: seconds(at - 299) }).event).to.equal('issue.created');
    expect(rejection({ ...options, now: seconds(at + 301) })).to.equal(
      'timestamp_out_of_tolerance',
    );
    expect(rejection({ ...options, now: seconds(at - 301) })).to.equal(
      'timestamp_out_of_tolerance',
    );
    expect(rejection({ ...options, now: seconds(at + 11), toleranceSeconds: 10 })).to.equal(
      'timestamp_out_of_tolerance',
    );
  });

  it('rejects a tampered body', () => {
    const tampered = Buffer.from(
      afterRotation.raw.toString('utf8').replace('issue.created', 'issue.deleted'),
    );
    expect(
      rejection({ rawBody: tampered, headers: afterRotation.headers, secrets: secondSecret }),
    ).to.equal('signature_mismatch');
  });

  it('rejects missing and malformed signature headers', () => {
    const { 'x-service-signature': signature, ...withoutSignature } = afterRotation.headers;
    const { 'x-service-signature-timestamp': _ts, ...withoutTimestamp } = afterRotation.headers;
    const base = { rawBody: afterRotation.raw, secrets: secondSecret };
    expect(rejection({ ...base, headers: withoutSignature })).to.equal('missing_header');
    expect(rejection({ ...base, headers: withoutTimestamp })).to.equal('missing_header');
    expect(
      rejection({
        ...base,
        headers: {
          ...afterRotation.headers,
          'x-service-signature': String(signature).toUpperCase(),
        },
      }),
    ).to.equal('malformed_header');
    expect(
      rejection({
        ...base,
        headers: { ...afterRotation.headers, 'x-service-signature-timestamp': 'yesterday' },
      }),
    ).to.equal('malformed_header');
  });

  it('rejects a correctly signed body that is not a JSON event, and a parsed object', () => {
    const timestamp = String(signedAt(afterRotation));
    const rawBody = 'not json';
    const signature = `sha256=${createHmac('sha256', secondSecret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
    const headers = {
      'x-service-signature-timestamp': timestamp,
      'x-service-signature': signature,
    };
    expect(rejection({ rawBody, headers, secrets: secondSecret })).to.equal('malformed_body');
    const parsed = JSON.parse(afterRotation.raw.toString('utf8')) as unknown as string;
    expect(
      rejection({ rawBody: parsed, headers: afterRotation.headers, secrets: secondSecret }),
    ).to.equal('malformed_body');
  });

  it('verifies with Web Crypto only through verifyWebhookAsync, headers as a Headers object', async () => {
    const headers = new Headers(afterRotation.headers as Record<string, string>);
    const rawBody = new Uint8Array(afterRotation.raw).buffer;
    const event = await verifyWebhookAsync({
      rawBody,
      headers,
      secrets: [firstSecret, secondSecret],
    });
    expect(event.event).to.equal('issue.created');
    const error = await verifyWebhookAsync({ rawBody, headers, secrets: firstSecret }).catch(
      (thrown: unknown) => thrown,
    );
    expect(error).to.be.instanceOf(WebhookVerificationError);
    expect((error as WebhookVerificationError).code).to.equal('signature_mismatch');
  });
});
