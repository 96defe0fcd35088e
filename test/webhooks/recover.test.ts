import { expect } from 'chai';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { appFixture, suite } from '../support/context';
import { as, givenWorkspace } from '../support/factories';
import { startReceiver, waitFor } from '../support/receiver';
import { deliveriesOf, emit, givenWebhook, WEBHOOK_ENV, workerFixture } from '../support/webhooks';

const OUTAGE_EVENTS = 30;

describe('recovering the deliveries a receiver outage killed', () => {
  // One attempt in flight, so the replays arrive one after the other.
  const fixture = appFixture({}, { ...WEBHOOK_ENV, WEBHOOK_MAX_IN_FLIGHT: '1' });
  workerFixture({ WEBHOOK_MAX_IN_FLIGHT: '1' });

  it('re-sends every DEAD delivery since the outage once, oldest first, and audits it', async function () {
    this.timeout(120_000);
    let down = true;
    const receiver = await startReceiver({ respond: () => (down ? 500 : 200) });
    try {
      const workspace = await givenWorkspace();
      const owner = as(fixture.app, workspace.owner);
      const hook = await givenWebhook(fixture.app, workspace, receiver.url());
      const since = new Date().toISOString();
      for (let i = 0; i < OUTAGE_EVENTS; i++) {
        await emit(workspace.id, 'member.added', { userId: `u${i}` });
      }
      const dead = await waitFor(
        async () => {
          const rows = await deliveriesOf(hook.id);
          return rows.length === OUTAGE_EVENTS && rows.every((d) => d.state === 'DEAD') && rows;
        },
        90_000,
        'every delivery of the outage to be DEAD',
      );
      const url = `/api/workspaces/${workspace.id}/webhooks/${hook.id}/recover`;
      // Fifteen DEAD in a row disabled the webhook: recovering needs it active again.
      const refused = await owner.post(url).send({ since }).expect(409);
      expect(JSON.stringify(refused.body)).to.match(/disabled/);

      // A rotation meanwhile: the recovered deliveries are new attempts, signed with the new secret.
      const rotated = await owner
        .post(`/api/workspaces/${workspace.id}/webhooks/${hook.id}/rotate-secret`)
        .expect(200);
      down = false;
      receiver.received.length = 0;
      await owner
        .patch(`/api/workspaces/${workspace.id}/webhooks/${hook.id}`)
        .send({ active: true })
        .expect(200);
      const recovered = await owner.post(url).send({ since }).expect(202);
      expect(recovered.body.data).to.deep.equal({ recovered: OUTAGE_EVENTS, since });
      // Nothing is recovered twice.
      const again = await owner.post(url).send({ since }).expect(202);
      expect(again.body.data.recovered).to.equal(0);

      await waitFor(
        () => receiver.received.length >= OUTAGE_EVENTS,
        60_000,
        'the recovered deliveries',
      );
      const inCreationOrder = [...dead].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
      expect(receiver.received.map((r) => r.body.payload.userId)).to.deep.equal(
        inCreationOrder.map((d) => (d.payload as { userId: string }).userId),
      );
      for (const request of receiver.received) {
        const headers = request.headers as Record<string, string>;
        const raw = request.raw.toString('utf8');
        new Webhook(rotated.body.data.standardWebhooksSecret).verify(raw, headers);
        expect(() => new Webhook(hook.standardWebhooksSecret).verify(raw, headers)).to.throw(
          WebhookVerificationError,
        );
      }
      const replays = (await deliveriesOf(hook.id)).filter((d) => d.replayOf !== null);
      expect(new Set(replays.map((d) => d.replayOf))).to.deep.equal(new Set(dead.map((d) => d.id)));

      const audit = await suite.database.db
        .selectFrom('auditLog')
        .select(['action', 'targetId', 'details'])
        .where('workspaceId', '=', workspace.id)
        .where('action', '=', 'webhook.recovered')
        .execute();
      expect(audit.map((a) => a.targetId)).to.deep.equal([hook.id, hook.id]);
    } finally {
      await receiver.close();
    }
  });

  it('refuses a malformed time, and another workspace’s webhook is not found', async () => {
    const workspace = await givenWorkspace();
    const other = await givenWorkspace();
    const receiver = await startReceiver();
    const hook = await givenWebhook(fixture.app, workspace, receiver.url()).finally(() =>
      receiver.close(),
    );
    await as(fixture.app, workspace.owner)
      .post(`/api/workspaces/${workspace.id}/webhooks/${hook.id}/recover`)
      .send({ since: 'yesterday' })
      .expect(400);
    await as(fixture.app, other.owner)
      .post(`/api/workspaces/${other.id}/webhooks/${hook.id}/recover`)
      .send({ since: new Date().toISOString() })
      .expect(404);
  });
});
