import { expect } from 'chai';
import { sql } from 'kysely';
import { appFixture, suite } from '../support/context';
import { givenWorkspace } from '../support/factories';
import { deliveriesOf, emit, givenWebhook, WEBHOOK_ENV } from '../support/webhooks';
import { claimDeliveries, finishAttempts, recoverDeliveries } from '../../src/webhooks/dispatch';

const FAIL = { ok: false, statusCode: 500, error: null, durationMs: 3, response: null };
const LIMITS = { leaseMs: 60_000, maxInFlight: 4, quickMs: 100, orphanAfterMs: 60_000 };

/**
 * An attempt can outlive its lease (a stalled event loop, a long GC pause): the sweep then
 * takes it for a dead worker's and puts the delivery back to work while the attempt still
 * runs. Its late outcome must neither be lost nor break the outcomes recorded with it.
 */
describe('an attempt that outlived its lease', () => {
  const fixture = appFixture({}, WEBHOOK_ENV);
  const db = () => suite.database.db;

  async function givenStaleClaim() {
    const workspace = await givenWorkspace();
    const hook = await givenWebhook(fixture.app, workspace, 'http://127.0.0.1:9/hook');
    await emit(workspace.id);
    const { id } = (await deliveriesOf(hook.id))[0]!;
    const [stale] = await claimDeliveries(db(), [id], LIMITS);
    expect(stale, 'first claim').to.not.equal(undefined);
    await sql`UPDATE webhook_deliveries SET leased_until = now() - interval '1 second'
              WHERE id = ${id}`.execute(db());
    expect(await recoverDeliveries(db(), LIMITS)).to.be.at.least(1);
    return { id, stale: stale! };
  }

  async function recorded(id: string) {
    const delivery = await db()
      .selectFrom('webhookDeliveries')
      .select(['state', 'attempts'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const attempts = await db()
      .selectFrom('webhookAttempts')
      .select('attempt')
      .where('deliveryId', '=', id)
      .execute();
    return { ...delivery, attemptRows: attempts.map((a) => a.attempt) };
  }

  it('is recorded when it finishes after the sweep revived its delivery', async () => {
    const { id, stale } = await givenStaleClaim();
    await finishAttempts(db(), [{ delivery: stale, outcome: FAIL, takeOver: 1 }], [10], LIMITS);
    expect(await recorded(id)).to.deep.equal({
      state: 'RETRYING',
      attempts: 1,
      attemptRows: [1],
    });
  });

  it('does not fail the batch when a second claim of the same attempt finishes later', async () => {
    const { id, stale } = await givenStaleClaim();
    const [again] = await claimDeliveries(db(), [id], LIMITS);
    expect(again, 'second claim').to.not.equal(undefined);
    await finishAttempts(db(), [{ delivery: stale, outcome: FAIL, takeOver: 0 }], [10], LIMITS);
    // The same attempt, sent twice (at-least-once): the first outcome stands.
    await finishAttempts(db(), [{ delivery: again!, outcome: FAIL, takeOver: 0 }], [10], LIMITS);
    expect(await recorded(id)).to.deep.equal({
      state: 'RETRYING',
      attempts: 1,
      attemptRows: [1],
    });
  });
});
