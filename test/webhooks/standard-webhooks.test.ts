import { expect } from 'chai';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { appFixture } from '../support/context';
import { as, givenWorkspace } from '../support/factories';
import { startReceiver, waitFor } from '../support/receiver';
import { emit, givenWebhook, WEBHOOK_ENV, workerFixture } from '../support/webhooks';
import { verifyWebhook } from '../../client/src/webhooks';

describe('Standard Webhooks headers beside ours', () => {
  const fixture = appFixture({}, WEBHOOK_ENV);
  workerFixture();

  it('a real delivery verifies with the standardwebhooks library and with our client', async () => {
    const receiver = await startReceiver();
    try {
      const workspace = await givenWorkspace();
      const hook = await givenWebhook(fixture.app, workspace, receiver.url());
      expect(hook.standardWebhooksSecret).to.match(/^whsec_[A-Za-z0-9+/]+=*$/);
      await emit(workspace.id);
      const [request] = await waitFor(
        () => receiver.received.length > 0 && receiver.received,
        10_000,
        'the delivery',
      );
      const headers = request!.headers as Record<string, string>;
      expect(headers['webhook-id']).to.equal(headers['x-service-delivery']);
      expect(headers['webhook-timestamp']).to.equal(headers['x-service-signature-timestamp']);

      const rawBody = request!.raw.toString('utf8');
      const verified = new Webhook(hook.standardWebhooksSecret).verify(rawBody, headers);
      expect(verified).to.deep.equal(request!.body);
      const ours = verifyWebhook({ rawBody: request!.raw, headers, secrets: hook.secret });
      expect(ours.deliveryId).to.equal(headers['webhook-id']);

      // A different secret, or a body changed in transit, fails the library's check.
      const other = await givenWebhook(fixture.app, workspace, receiver.url());
      expect(() => new Webhook(other.standardWebhooksSecret).verify(rawBody, headers)).to.throw(
        WebhookVerificationError,
      );
      expect(() =>
        new Webhook(hook.standardWebhooksSecret).verify(rawBody.replace('u1', 'u2'), headers),
      ).to.throw(WebhookVerificationError);
    } finally {
      await receiver.close();
    }
  });

  it('rotate-secret shows the new secret in both forms, once', async () => {
    const workspace = await givenWorkspace();
    const receiver = await startReceiver();
    const hook = await givenWebhook(fixture.app, workspace, receiver.url()).finally(() =>
      receiver.close(),
    );
    const rotated = await as(fixture.app, workspace.owner)
      .post(`/api/workspaces/${workspace.id}/webhooks/${hook.id}/rotate-secret`)
      .expect(200);
    const { secret, standardWebhooksSecret } = rotated.body.data;
    expect(secret).not.to.equal(hook.secret);
    expect(Buffer.from(standardWebhooksSecret.slice(6), 'base64').toString()).to.equal(secret);
    const listed = await as(fixture.app, workspace.owner)
      .get(`/api/workspaces/${workspace.id}/webhooks`)
      .expect(200);
    expect(JSON.stringify(listed.body)).not.to.include(standardWebhooksSecret.slice(6, 30));
  });
});
