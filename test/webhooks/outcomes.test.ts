import { expect } from 'chai';
import { sql } from 'kysely';
import { appFixture, suite } from '../support/context';
import { givenWorkspace } from '../support/factories';
import { deliveriesOf, emit, givenWebhook, WEBHOOK_ENV } from '../support/webhooks';
import {
  claimDeliveries,
  finishAttempts,
  nextState,
  type ClaimedDelivery,
} from '../../src/webhooks/dispatch';

const FAIL = { ok: false, statusCode: 500, error: null, durationMs: 3, response: null };
const OK = { ok: true, statusCode: 204, error: null, durationMs: 2, response: null };
const LIMITS = { leaseMs: 60_000, maxInFlight: 10, quickMs: 100 };

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

    await finishAttempts(
      db,
      [
        { delivery: claimed[0]!, outcome: FAIL, takeOver: 0 },
        { delivery: claimed[1]!, outcome: OK, takeOver: 0 },
        { delivery: claimed[2]!, outcome: FAIL, takeOver: 0 },
      ],
      [10, 10, 10, 10],
      LIMITS,
    );
    const states = await db
      .selectFrom('webhookDeliveries')
      .select(['id', 'state'])
      .where('id', 'in', ids)
      .execute();
    const stateOf = new Map(states.map((row) => [row.id, row.state]));
    expect(ids.map((id) => stateOf.get(id))).to.deep.equal(['DEAD', 'SUCCEEDED', 'DEAD']);
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

  it('records a batch whose other webhook was deleted while its attempt was out', async () => {
    const workspace = await givenWorkspace();
    const kept = await givenWebhook(fixture.app, workspace, 'http://127.0.0.1:9/kept');
    const gone = await givenWebhook(fixture.app, workspace, 'http://127.0.0.1:9/gone');
    await emit(workspace.id);
    const db = suite.database.db;
    const [keptId] = (await deliveriesOf(kept.id)).map((d) => d.id);
    const [goneId] = (await deliveriesOf(gone.id)).map((d) => d.id);
    const claimed = await claimDeliveries(db, [keptId!, goneId!], LIMITS);
    expect(claimed.every(Boolean)).to.equal(true);
    // Deleted between the POST and the finish: its deliveries go with it.
    await db.deleteFrom('webhooks').where('id', '=', gone.id).execute();

    await finishAttempts(
      db,
      claimed.map((delivery) => ({ delivery: delivery!, outcome: OK, takeOver: 0 })),
      [10],
      LIMITS,
    );
    const [delivery] = await deliveriesOf(kept.id);
    expect(delivery!.state).to.equal('SUCCEEDED');
    const attempts = await db
      .selectFrom('webhookAttempts')
      .select(['deliveryId', 'attempt'])
      .where('deliveryId', 'in', [keptId!, goneId!])
      .execute();
    expect(attempts).to.deep.equal([{ deliveryId: keptId, attempt: 1 }]);
  });

  it('commits without waiting for the WAL flush, in its own transaction only', async () => {
    const workspace = await givenWorkspace();
    const hook = await givenWebhook(fixture.app, workspace, 'http://127.0.0.1:9/hook');
    await emit(workspace.id);
    const db = suite.database.db;
    const [delivery] = await deliveriesOf(hook.id);
    const [claimed] = await claimDeliveries(db, [delivery!.id], LIMITS);
    const setting = async (conn: typeof db) =>
      (
        await sql<{ value: string }>`SELECT current_setting('synchronous_commit') AS value`.execute(
          conn,
        )
      ).rows[0]!.value;

    // One connection throughout: the finish's transaction, then what comes after it.
    await db.connection().execute(async (conn) => {
      const during = await conn.transaction().execute(async (trx) => {
        await finishAttempts(trx, [{ delivery: claimed!, outcome: OK, takeOver: 0 }], [10], LIMITS);
        return setting(trx);
      });
      expect(during).to.equal('off');
      expect(await setting(conn)).to.equal('on');
    });
    expect((await deliveriesOf(hook.id))[0]!.state).to.equal('SUCCEEDED');
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
      claimed.map((delivery) => ({ delivery: delivery!, outcome: FAIL, takeOver: 0 })),
      [10],
      LIMITS,
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

  it('parks what exceeds the webhook’s slots and hands a freed slot to the oldest waiting', async () => {
    const workspace = await givenWorkspace();
    const hook = await givenWebhook(fixture.app, workspace, 'http://127.0.0.1:9/hook');
    for (let i = 0; i < 3; i++) await emit(workspace.id);
    const db = suite.database.db;
    const ids = (await deliveriesOf(hook.id)).map((d) => d.id);
    const oneSlot = { leaseMs: 60_000, maxInFlight: 1, quickMs: 100 };
    const claimed = await claimDeliveries(db, ids, oneSlot);
    expect(claimed.map(Boolean)).to.deep.equal([true, false, false]);
    const parked = await deliveriesOf(hook.id);
    expect(parked.map((d) => d.parkedAt !== null)).to.deep.equal([false, true, true]);

    const [[next]] = await finishAttempts(
      db,
      [{ delivery: claimed[0]!, outcome: OK, takeOver: 1 }],
      [10],
      oneSlot,
    );
    expect(next?.id).to.equal(ids[1]);
    const after = await deliveriesOf(hook.id);
    expect(after.map((d) => [d.state, d.leasedUntil !== null, d.parkedAt !== null])).to.deep.equal([
      ['SUCCEEDED', false, false],
      ['PENDING', true, false],
      ['PENDING', false, true],
    ]);
    // A finished attempt that does not take over leaves the slot to a job of its own.
    await finishAttempts(db, [{ delivery: next!, outcome: OK, takeOver: 0 }], [10], oneSlot);
    const last = (await deliveriesOf(hook.id))[2]!;
    expect(last.parkedAt).to.equal(null);
    const jobs = await sql<{ count: number }>`
      SELECT count(*)::int AS count FROM graphile_worker.jobs
      WHERE key = ${'webhook-delivery:' + last.id} AND locked_at IS NULL`.execute(db);
    expect(jobs.rows[0]!.count).to.equal(1);
  });

  describe('a delivery taken over by a finishing attempt', () => {
    const ONE_SLOT = { leaseMs: 60_000, maxInFlight: 1, quickMs: 100 };

    /** `count` deliveries of one webhook, each with its job; the first one claimed. */
    async function givenChain(count: number) {
      const workspace = await givenWorkspace();
      const hook = await givenWebhook(fixture.app, workspace, 'http://127.0.0.1:9/hook');
      for (let i = 0; i < count; i++) await emit(workspace.id);
      const ids = (await deliveriesOf(hook.id)).map((d) => d.id);
      const [first] = await claimDeliveries(suite.database.db, [ids[0]!], ONE_SLOT);
      /** Finishes an attempt, taking the next delivery over. */
      const finish = async (delivery: ClaimedDelivery, outcome = OK, retryDelayMs = 10) => {
        const [[next]] = await finishAttempts(
          suite.database.db,
          [{ delivery, outcome, takeOver: 1 }],
          [retryDelayMs],
          ONE_SLOT,
        );
        return next;
      };
      return { ids, first: first!, finish };
    }

    /** The jobs a delivery has: locked by a worker, or waiting, and when each runs. */
    async function jobsOf(deliveryId: string) {
      const { rows } = await sql<{ locked: boolean; inSeconds: number }>`
        SELECT locked_at IS NOT NULL AS locked,
               extract(epoch FROM run_at - now())::float8 AS "inSeconds"
        FROM graphile_worker.jobs WHERE key = ${'webhook-delivery:' + deliveryId}`.execute(
        suite.database.db,
      );
      return rows;
    }

    it('has its waiting job completed, never one a worker has fetched', async () => {
      const { ids, first, finish } = await givenChain(3);
      expect(await jobsOf(ids[1]!)).to.have.length(1);
      // Another worker has fetched the third delivery's job.
      await sql`
        UPDATE graphile_worker._private_jobs SET locked_at = now(), locked_by = 'another-worker'
        WHERE key = ${'webhook-delivery:' + ids[2]}`.execute(suite.database.db);

      const second = await finish(first);
      expect(second?.id).to.equal(ids[1]);
      expect(await jobsOf(ids[1]!)).to.deep.equal([]);

      const third = await finish(second!);
      expect(third?.id).to.equal(ids[2]);
      expect((await jobsOf(ids[2]!)).map((job) => job.locked)).to.deep.equal([true]);
    });

    it('comes with one more in reserve when asked, within the free slots', async () => {
      const workspace = await givenWorkspace();
      const hook = await givenWebhook(fixture.app, workspace, 'http://127.0.0.1:9/hook');
      for (let i = 0; i < 5; i++) await emit(workspace.id);
      const ids = (await deliveriesOf(hook.id)).map((d) => d.id);
      const twoSlots = { ...ONE_SLOT, maxInFlight: 2 };
      const db = suite.database.db;
      const [first] = await claimDeliveries(db, [ids[0]!], twoSlots);

      const [taken] = await finishAttempts(
        db,
        [{ delivery: first!, outcome: OK, takeOver: 2 }],
        [10],
        twoSlots,
      );
      expect(taken!.map((d) => d.id).sort()).to.deep.equal([ids[1], ids[2]].sort());
      // Both slots are held: a third asks for two and gets the one its finish frees.
      const [finished, held] = taken!;
      const [again] = await finishAttempts(
        db,
        [{ delivery: finished!, outcome: OK, takeOver: 2 }],
        [10],
        twoSlots,
      );
      expect(again!.map((d) => d.id)).to.deep.equal([ids[3]]);
      const leased = (await deliveriesOf(hook.id)).filter((d) => d.leasedUntil !== null);
      expect(leased.map((d) => d.id).sort()).to.deep.equal([held!.id, ids[3]].sort());
    });

    it('hands over a retry first, then the oldest, in that order', async () => {
      const workspace = await givenWorkspace();
      const hook = await givenWebhook(fixture.app, workspace, 'http://127.0.0.1:9/hook');
      for (let i = 0; i < 5; i++) await emit(workspace.id);
      const db = suite.database.db;
      // Due times the reverse of the ids' order, which is the order the rows are updated in
      // (by id through the primary key): a hand-over in that order sends the youngest first.
      const byId = (await deliveriesOf(hook.id)).map((d) => d.id).sort();
      for (const [i, id] of byId.entries()) {
        await db
          .updateTable('webhookDeliveries')
          .set({ nextAttemptAt: sql<string>`now() - make_interval(secs => ${10 + i})` })
          .where('id', '=', id)
          .execute();
      }
      // The oldest is sent; the youngest is a retry; the three others wait.
      const [retry, youngest, middle, older, sent] = byId as [
        string,
        string,
        string,
        string,
        string,
      ];
      await db
        .updateTable('webhookDeliveries')
        .set({ attempts: 1, state: 'RETRYING' })
        .where('id', '=', retry)
        .execute();
      const [first] = await claimDeliveries(db, [sent], LIMITS);

      const [taken] = await finishAttempts(
        db,
        [{ delivery: first!, outcome: OK, takeOver: 4 }],
        [10],
        LIMITS,
      );
      expect(taken!.map((d) => d.id)).to.deep.equal([retry, older, middle, youngest]);
    });

    it('gets a retry job when its attempt fails', async () => {
      const { ids, first, finish } = await givenChain(2);
      const second = await finish(first);
      await finish(second!, FAIL, 60_000);
      const jobs = await jobsOf(ids[1]!);
      expect(jobs.map((job) => job.locked)).to.deep.equal([false]);
      expect(jobs[0]!.inSeconds).to.be.within(50, 60);
    });
  });
});
