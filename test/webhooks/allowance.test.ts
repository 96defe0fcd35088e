import { expect } from 'chai';
import { sql } from 'kysely';
import { appFixture, suite } from '../support/context';
import { givenWorkspace } from '../support/factories';
import { holdTransaction, untilALockIsAwaited } from '../support/locks';
import { deliveriesOf, emit, givenWebhook, WEBHOOK_ENV } from '../support/webhooks';
import {
  allowanceChange,
  allowanceSignal,
  retryAfterMs,
  START_ALLOWANCE,
} from '../../src/webhooks/allowance';
import { claimDeliveries, finishAttempts } from '../../src/webhooks/dispatch';
import type { AttemptOutcome } from '../../src/webhooks/sender';

const LIMITS = { leaseMs: 60_000, maxInFlight: 8, quickMs: 100 };
const answered = (statusCode: number, durationMs = 2, headers: Record<string, string> = {}) => ({
  ok: statusCode >= 200 && statusCode < 300,
  statusCode,
  error: null,
  durationMs,
  response: { headers, body: '', cut: false },
});
const TIMED_OUT: AttemptOutcome = {
  ok: false,
  statusCode: null,
  error: 'timed out after 300 ms',
  durationMs: 300,
  timedOut: true,
  response: null,
};

describe('the in-flight allowance rule', () => {
  it('grows on quick 2xx, holds on slow ones and other 4xx, halves on 429, 5xx and refused connections, floors on timeouts', () => {
    expect(allowanceSignal(answered(204, 20), 100)).to.equal('grow');
    expect(allowanceSignal(answered(200, 500), 100)).to.equal('hold');
    expect(allowanceSignal(answered(404), 100)).to.equal('hold');
    expect(allowanceSignal(answered(429), 100)).to.equal('halve');
    expect(allowanceSignal(answered(503), 100)).to.equal('halve');
    expect(allowanceSignal({ ...TIMED_OUT, timedOut: false, error: 'ECONNREFUSED' }, 100)).to.equal(
      'halve',
    );
    expect(allowanceSignal(TIMED_OUT, 100)).to.equal('floor');
    expect(allowanceChange(['grow', 'grow', 'hold'])).to.deep.equal({ grow: 2, shrink: 0 });
    expect(allowanceChange(['grow', 'halve', 'grow'])).to.deep.equal({ grow: 0, shrink: 1 });
    expect(allowanceChange(['halve', 'floor', 'grow'])).to.deep.equal({ grow: 0, shrink: 2 });
  });

  it('reads Retry-After in seconds or as a date, only on 429 and 503, at most an hour', () => {
    const now = Date.parse('2026-11-25T12:00:00Z');
    expect(retryAfterMs(answered(429, 2, { 'retry-after': '7' }), now)).to.equal(7000);
    expect(
      retryAfterMs(answered(503, 2, { 'retry-after': 'Wed, 25 Nov 2026 12:00:30 GMT' }), now),
    ).to.equal(30_000);
    expect(retryAfterMs(answered(429, 2, { 'retry-after': '999999' }), now)).to.equal(3_600_000);
    expect(retryAfterMs(answered(500, 2, { 'retry-after': '7' }), now)).to.equal(0);
    expect(retryAfterMs(answered(429, 2, { 'retry-after': 'soon' }), now)).to.equal(0);
  });
});

describe('recording outcomes moves the allowance', () => {
  const fixture = appFixture({}, WEBHOOK_ENV);

  async function allowanceOf(webhookId: string) {
    const { rows } = await sql<{ allowance: number }>`
      SELECT in_flight_allowance AS allowance FROM webhooks WHERE id = ${webhookId}
    `.execute(suite.database.db);
    return rows[0]!.allowance;
  }

  async function attemptsOf(count: number) {
    const workspace = await givenWorkspace();
    const hook = await givenWebhook(fixture.app, workspace, 'http://127.0.0.1:9/hook');
    for (let i = 0; i < count; i++) await emit(workspace.id);
    const ids = (await deliveriesOf(hook.id)).map((d) => d.id);
    const claimed = await claimDeliveries(suite.database.db, ids, LIMITS);
    return { hook, claimed: claimed.filter((c) => c !== undefined) };
  }

  it('admits a new webhook’s starting allowance, grows it per quick success up to the ceiling, halves and floors it', async () => {
    const db = suite.database.db;
    const { hook, claimed } = await attemptsOf(6);
    // A new webhook starts at START_ALLOWANCE: the rest waits parked.
    expect(claimed).to.have.length(START_ALLOWANCE);
    const finish = (outcomes: AttemptOutcome[]) =>
      finishAttempts(
        db,
        outcomes.map((outcome, i) => ({ delivery: claimed[i]!, outcome, takeOver: 0 })),
        [10, 10, 10, 10],
        LIMITS,
      );
    await finish([answered(204), answered(204), answered(204)]);
    expect(await allowanceOf(hook.id)).to.equal(START_ALLOWANCE + 3);
    // The freed slots went to the parked deliveries: they were handed over, not left waiting.
    const parked = (await deliveriesOf(hook.id)).filter((d) => d.parkedAt !== null);
    expect(parked).to.have.length(0);

    await sql`UPDATE webhooks SET in_flight_allowance = ${LIMITS.maxInFlight} WHERE id = ${hook.id}`.execute(
      db,
    );
    await finishAttempts(
      db,
      [{ delivery: claimed[3]!, outcome: answered(204), takeOver: 0 }],
      [10, 10, 10, 10],
      LIMITS,
    );
    // Never past the ceiling.
    expect(await allowanceOf(hook.id)).to.equal(LIMITS.maxInFlight);
  });

  it('gives parked deliveries no more new jobs than the worker has slots idle', async () => {
    const db = suite.database.db;
    const { hook, claimed } = await attemptsOf(START_ALLOWANCE + 3);
    const parked = (await deliveriesOf(hook.id)).filter((d) => d.parkedAt !== null);
    expect(parked).to.have.length(3);
    const keys = parked.map((d) => `webhook-delivery:${d.id}`);
    // Their jobs are over, as after a worker ran them and they parked their deliveries.
    await sql`
      SELECT graphile_worker.complete_jobs(ARRAY(
        SELECT id FROM graphile_worker.jobs WHERE key = ANY (${keys}::text[])))
    `.execute(db);
    // Three quick successes free three slots and grow the allowance by three; nobody takes
    // a delivery over, and the worker has one slot idle.
    await finishAttempts(
      db,
      claimed.slice(0, 3).map((delivery) => ({ delivery, outcome: answered(204), takeOver: 0 })),
      [10, 10, 10, 10],
      LIMITS,
      1,
    );
    const after = new Map((await deliveriesOf(hook.id)).map((d) => [d.id, d]));
    // The oldest one gets a job; the others wait parked for a running job to take them.
    expect(parked.map((d) => after.get(d.id)!.parkedAt === null)).to.deep.equal([
      true,
      false,
      false,
    ]);
    const { rows: jobs } = await sql<{ key: string }>`
      SELECT key FROM graphile_worker.jobs WHERE key = ANY (${keys}::text[])
    `.execute(db);
    expect(jobs.map((j) => j.key)).to.deep.equal([keys[0]]);
  });

  it('a claim of a full webhook waits for the finish holding it, and takes the slot that finish frees', async () => {
    const db = suite.database.db;
    const { hook, claimed } = await attemptsOf(START_ALLOWANCE + 1);
    expect(claimed).to.have.length(START_ALLOWANCE);
    // The one over the allowance, as it is before its job has run: due, held by nobody.
    const [waiting] = (await deliveriesOf(hook.id)).filter((d) => d.parkedAt !== null);
    await sql`UPDATE webhook_deliveries SET parked_at = NULL WHERE id = ${waiting!.id}`.execute(db);

    // A finish mid-way: it holds the webhook, has recorded an outcome (a slot is free) and
    // has looked for parked deliveries to hand that slot to, finding none.
    const finishing = await holdTransaction(async (trx) => {
      await sql`SELECT 1 FROM webhooks WHERE id = ${hook.id} FOR NO KEY UPDATE`.execute(trx);
      await sql`
        UPDATE webhook_deliveries
        SET state = 'SUCCEEDED', attempts = 1, leased_until = NULL, completed_at = now()
        WHERE id = ${claimed[0]!.id}
      `.execute(trx);
    });
    const claim = claimDeliveries(db, [waiting!.id], LIMITS);
    // Counted without the lock, the webhook looks full and the delivery would be parked
    // at once, just after the finish looked: then nothing hands it the free slot.
    await untilALockIsAwaited('the claim to wait for the finish holding the webhook');
    await finishing.commit();

    expect((await claim)[0]?.id).to.equal(waiting!.id);
    const row = (await deliveriesOf(hook.id)).find((d) => d.id === waiting!.id)!;
    expect(row.parkedAt).to.equal(null);
    expect(row.leasedUntil).to.not.equal(null);
  });

  it('halves on a 503 and drops to one on a timeout, and a Retry-After delays the retry', async () => {
    const db = suite.database.db;
    const { hook, claimed } = await attemptsOf(2);
    await sql`UPDATE webhooks SET in_flight_allowance = 8 WHERE id = ${hook.id}`.execute(db);
    await finishAttempts(
      db,
      [
        {
          delivery: claimed[0]!,
          outcome: answered(503, 2, { 'retry-after': '30' }),
          takeOver: 0,
        },
      ],
      [10, 10, 10, 10],
      LIMITS,
    );
    expect(await allowanceOf(hook.id)).to.equal(4);
    const [retried] = (await deliveriesOf(hook.id)).filter((d) => d.id === claimed[0]!.id);
    expect(retried!.state).to.equal('RETRYING');
    // The schedule says 10 ms; the receiver asked for 30 s.
    expect(new Date(retried!.nextAttemptAt).getTime() - Date.now()).to.be.above(20_000);

    await finishAttempts(
      db,
      [{ delivery: claimed[1]!, outcome: TIMED_OUT, takeOver: 0 }],
      [10, 10, 10, 10],
      LIMITS,
    );
    expect(await allowanceOf(hook.id)).to.equal(1);
  });
});
