import { expect } from 'chai';
import { sql } from 'kysely';
import { appFixture, suite } from '../support/context';
import { givenWorkspace } from '../support/factories';
import { holdTransaction, untilALockIsAwaited } from '../support/locks';
import { deliveriesOf, emit, givenWebhook, WEBHOOK_ENV } from '../support/webhooks';
import { claimDeliveries, recoverDeliveries } from '../../src/webhooks/dispatch';
import { createUnrecordedOutcomes } from '../../src/webhooks/recovery';
import { heartbeat, unlockPools, unlockStalePools } from '../../src/worker-pools';

const LIMITS = { leaseMs: 60_000, maxInFlight: 4, quickMs: 100 };

/** Locks a delivery's job as a pool would have fetched it `secondsAgo`. */
async function lockJobOf(deliveryId: string, poolId: string, secondsAgo: number) {
  // Test set-up only: the service never writes graphile-worker's private tables.
  await sql`
    UPDATE graphile_worker._private_jobs
    SET locked_at = now() - make_interval(secs => ${secondsAgo}), locked_by = ${poolId}
    WHERE key = ${'webhook-delivery:' + deliveryId}`.execute(suite.database.db);
}

async function lockerOf(deliveryId: string) {
  const { rows } = await sql<{ lockedBy: string | null }>`
    SELECT locked_by AS "lockedBy" FROM graphile_worker.jobs
    WHERE key = ${'webhook-delivery:' + deliveryId}`.execute(suite.database.db);
  return rows[0]?.lockedBy;
}

describe('catching up after a dead job pool', () => {
  const fixture = appFixture({}, WEBHOOK_ENV);

  async function givenDeliveries(count: number) {
    const workspace = await givenWorkspace();
    const hook = await givenWebhook(fixture.app, workspace, 'http://127.0.0.1:9/hook');
    for (let i = 0; i < count; i++) await emit(workspace.id);
    return (await deliveriesOf(hook.id)).map((d) => d.id);
  }

  it('unlocks jobs held by a pool nobody vouches for, and leaves a live pool’s and a fresh lock alone', async () => {
    const [dead, live, fresh] = await givenDeliveries(3);
    const suffix = Date.now().toString(36);
    await heartbeat(suite.database.db, [`live-${suffix}`]);
    await lockJobOf(dead!, `dead-${suffix}`, 60);
    await lockJobOf(live!, `live-${suffix}`, 60);
    // Just fetched by a pool that has not vouched for itself yet.
    await lockJobOf(fresh!, `new-${suffix}`, 0);

    const unlocked = await unlockStalePools(suite.database.db);
    expect(unlocked).to.include(`dead-${suffix}`);
    expect(unlocked).not.to.include(`live-${suffix}`);
    expect(await lockerOf(dead!)).to.equal(null);
    expect(await lockerOf(live!)).to.equal(`live-${suffix}`);
    expect(await lockerOf(fresh!)).to.equal(`new-${suffix}`);

    // A pool the supervisor saw die is unlocked at once, whatever its heartbeat said.
    await unlockPools(suite.database.db, [`live-${suffix}`, `new-${suffix}`]);
    expect(await lockerOf(live!)).to.equal(null);
    expect(await lockerOf(fresh!)).to.equal(null);
  });

  it('records an attempt sent before the database went away, without sending it again', async () => {
    const [id] = await givenDeliveries(1);
    const [claimed] = await claimDeliveries(suite.database.db, [id!], LIMITS);
    const unrecorded = createUnrecordedOutcomes();
    unrecorded.add({
      delivery: claimed!,
      outcome: { ok: true, statusCode: 204, error: null, durationMs: 3, response: null },
      takeOver: 1,
    });
    expect(await unrecorded.record(suite.database.db, [10, 10, 10, 10], LIMITS)).to.deep.equal({
      recorded: 1,
      dropped: 0,
    });
    expect(unrecorded.size).to.equal(0);
    const [delivery] = await sql<{ state: string; attempts: number; leasedUntil: Date | null }>`
      SELECT state, attempts, leased_until AS "leasedUntil" FROM webhook_deliveries WHERE id = ${id}
    `
      .execute(suite.database.db)
      .then((r) => r.rows);
    expect(delivery).to.deep.equal({ state: 'SUCCEEDED', attempts: 1, leasedUntil: null });
  });

  /** The delivery's job as graphile-worker holds it, if any. */
  async function jobOf(deliveryId: string) {
    const { rows } = await sql<{ attempts: number; maxAttempts: number }>`
      SELECT attempts, max_attempts AS "maxAttempts" FROM graphile_worker.jobs
      WHERE key = ${'webhook-delivery:' + deliveryId}`.execute(suite.database.db);
    return rows[0];
  }

  it('gives a job back to a due delivery whose job vanished or was given up on, and leaves a live job alone', async () => {
    const [vanished, spent, healthy] = await givenDeliveries(3);
    const ids = [vanished!, spent!, healthy!];
    // Due for longer than the orphan window, as after an outage.
    await sql`UPDATE webhook_deliveries SET next_attempt_at = now() - interval '5 minutes'
              WHERE id = ANY (${ids}::text[])`.execute(suite.database.db);
    // Test set-up only: the service never writes graphile-worker's private tables.
    await sql`DELETE FROM graphile_worker._private_jobs WHERE key = ${'webhook-delivery:' + vanished}`.execute(
      suite.database.db,
    );
    await sql`UPDATE graphile_worker._private_jobs SET attempts = max_attempts
              WHERE key = ${'webhook-delivery:' + spent}`.execute(suite.database.db);
    const before = await jobOf(healthy!);

    await recoverDeliveries(suite.database.db, { ...LIMITS, orphanAfterMs: 60_000 });

    expect(await jobOf(vanished!), 'vanished').to.include({ attempts: 0 });
    expect(await jobOf(spent!), 'given up on').to.include({ attempts: 0 });
    expect(await jobOf(healthy!), 'healthy').to.deep.equal(before);
    const { rows } = await sql<{ revision: number }>`
      SELECT revision FROM graphile_worker.jobs WHERE key = ${'webhook-delivery:' + healthy}`.execute(
      suite.database.db,
    );
    expect(rows[0]?.revision, 'a live job is not re-added').to.equal(0);
  });

  it('leaves alone a parked delivery a finish leases while the sweep waits for its row', async () => {
    const [parked] = await givenDeliveries(1);
    const db = suite.database.db;
    await sql`UPDATE webhook_deliveries SET parked_at = now() WHERE id = ${parked}`.execute(db);
    // As a finish handing the freed slot over to its taker: the row is its own until it
    // commits, and the sweep, which picked it as parked with a slot free, waits.
    const finish = await holdTransaction((trx) =>
      sql`UPDATE webhook_deliveries SET parked_at = NULL, leased_until = now() + interval '1 minute'
          WHERE id = ${parked}`.execute(trx),
    );
    const sweep = recoverDeliveries(db, { ...LIMITS, orphanAfterMs: 60_000 });
    await untilALockIsAwaited('the sweep to wait for the row');
    await finish.commit();
    await sweep;
    const row = await db
      .selectFrom('webhookDeliveries')
      .select(['leasedUntil', 'parkedAt'])
      .where('id', '=', parked!)
      .executeTakeFirstOrThrow();
    expect(row.leasedUntil, 'the taker’s lease').to.not.equal(null);
    expect(row.parkedAt).to.equal(null);
  });
});
