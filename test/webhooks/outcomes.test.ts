import { expect } from 'chai';
import { appFixture, suite } from '../support/context';
import { givenWorkspace } from '../support/factories';
import { deliveriesOf, emit, givenWebhook, WEBHOOK_ENV } from '../support/webhooks';
import { claimDeliveries, finishAttempts, nextState } from '../../src/webhooks/dispatch';

const FAIL = { ok: false, statusCode: 500, error: null, durationMs: 3 };
const OK = { ok: true, statusCode: 204, error: null, durationMs: 2 };
const LIMITS = { leaseMs: 60_000, maxInFlight: 10 };

describe('recording delivery outcomes in batches', () => {
  const fixture = appFixture({}, WEBHOOK_ENV);

  it('follows the retry schedule, then DEAD on the fifth failure', () => {
    const delays = [10, 20, 40, 80];
    expect([1, 2, 3, 4].map((attempt) => nextState(attempt, false, delays))).to.deep.equal([
      { state: 'RETRYING', delayMs: 10 },
      { state: 'RETRYING', delayMs: 20 },
      { state: 'RETRYING', delayMs: 40 },
      { state: 'RETRYING', delayMs: 80 },
    ]);
    expect(nextState(5, false, delays)).to.deep.equal({ state: 'DEAD', delayMs: 0 });
    expect(nextState(3, true, delays)).to.deep.equal({ state: 'SUCCEEDED', delayMs: 0 });
  });

  it('applies a batch in completion order: a success in the middle resets the streak', async () => {
    const workspace = await givenWorkspace();
    const hook = await givenWebhook(fixture.app, workspace, 'http://127.0.0.1:9/hook');
    for (let i = 0; i < 3; i++) await emit(workspace.id);
    const db = suite.database.db;
    await db
      .updateTable('webhooks')
      .set({ consecutiveFailures: 5 })
      .where('id', '=', hook.id)
      .execute();
    // Each delivery is on its last attempt, so a failure makes it DEAD.
    await db
      .updateTable('webhookDeliveries')
      .set({ attempts: 4, state: 'RETRYING' })
      .where('webhookId', '=', hook.id)
      .execute();
    const ids = (await deliveriesOf(hook.id)).map((d) => d.id);
    const claimed = await claimDeliveries(db, ids, LIMITS);
    expect(claimed.every(Boolean)).to.equal(true);
    // A second claim while the lease holds gets nothing.
    expect(await claimDeliveries(db, ids, LIMITS)).to.deep.equal([undefined, undefined, undefined]);

    const states = await finishAttempts(
      db,
      [
        { delivery: claimed[0]!, outcome: FAIL },
        { delivery: claimed[1]!, outcome: OK },
        { delivery: claimed[2]!, outcome: FAIL },
      ],
      [10, 10, 10, 10],
      LIMITS.maxInFlight,
    );
    expect(states).to.deep.equal(['DEAD', 'SUCCEEDED', 'DEAD']);
    const webhook = await db
      .selectFrom('webhooks')
      .selectAll()
      .where('id', '=', hook.id)
      .executeTakeFirstOrThrow();
    expect(webhook.consecutiveFailures).to.equal(1);
    const attempts = await db
      .selectFrom('webhookAttempts')
      .selectAll()
      .where('deliveryId', 'in', ids)
      .execute();
    expect(attempts.map((a) => a.attempt)).to.deep.equal([5, 5, 5]);
  });

  it('disables a webhook whose streak reaches 15 within one batch', async () => {
    const workspace = await givenWorkspace();
    const hook = await givenWebhook(fixture.app, workspace, 'http://127.0.0.1:9/hook');
    for (let i = 0; i < 2; i++) await emit(workspace.id);
    const db = suite.database.db;
    await db
      .updateTable('webhooks')
      .set({ consecutiveFailures: 13 })
      .where('id', '=', hook.id)
      .execute();
    await db
      .updateTable('webhookDeliveries')
      .set({ attempts: 4, state: 'RETRYING' })
      .where('webhookId', '=', hook.id)
      .execute();
    const claimed = await claimDeliveries(
      db,
      (await deliveriesOf(hook.id)).map((d) => d.id),
      LIMITS,
    );
    await finishAttempts(
      db,
      claimed.map((delivery) => ({ delivery: delivery!, outcome: FAIL })),
      [10],
      LIMITS.maxInFlight,
    );
    const webhook = await db
      .selectFrom('webhooks')
      .selectAll()
      .where('id', '=', hook.id)
      .executeTakeFirstOrThrow();
    expect(webhook).to.include({
      active: false,
      consecutiveFailures: 15,
      disabledReason: 'consecutive_failures',
    });
  });
});
