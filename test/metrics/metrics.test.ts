import { expect } from 'chai';
import { sql } from 'kysely';
import { newId } from '../../src/db/ids';
import request from 'supertest';
import {
  observeDatabase,
  observePool,
  observeWebhookAllowances,
  registry,
} from '../../src/metrics';
import { allowanceFigures } from '../../src/webhooks/health';
import { appFixture, suite } from '../support/context';
import { as, givenWorkspace } from '../support/factories';
import { startReceiver, waitFor } from '../support/receiver';
import { deliveriesOf, emit, givenWebhook, WEBHOOK_ENV, workerFixture } from '../support/webhooks';

const TOKEN = 'metrics-token-0123456789';

/** The value of one series in the registry's text output, 0 when absent. */
async function series(name: string, labels: Record<string, string> = {}): Promise<number> {
  const text = await registry.metrics();
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? '').split(',');
    if (wanted.every((pair) => present.includes(pair))) return Number(match[3]);
  }
  return 0;
}

/** The delivery worker's batches so far, of each step: how many, what they held, how long. */
async function batchFigures() {
  const figures = async (step: string) => ({
    batches: await series('webhook_dispatch_batch_duration_seconds_count', { step }),
    seconds: await series('webhook_dispatch_batch_duration_seconds_sum', { step }),
    deliveries: await series('webhook_dispatch_batch_size_sum', { step }),
  });
  return { claim: await figures('claim'), finish: await figures('finish') };
}

/** Failed delivery attempts counted so far, whatever the failure. */
async function failures(): Promise<number> {
  let sum = 0;
  for (const outcome of ['http_error', 'timeout', 'network_error', 'refused']) {
    sum += await series('webhook_delivery_attempts_total', { outcome });
  }
  return sum;
}

describe('metrics', () => {
  const fixture = appFixture({}, { ...WEBHOOK_ENV, METRICS_TOKEN: TOKEN });
  const tight = appFixture({}, { RATE_LIMIT_TIGHT_PER_MIN: '1' });

  it('serves the Prometheus text only to the metrics token', async () => {
    await request(fixture.server).get('/metrics').expect(401);
    await request(fixture.server).get('/metrics').set('Authorization', 'Bearer wrong').expect(401);
    const res = await request(fixture.server)
      .get('/metrics')
      .set('Authorization', `Bearer ${TOKEN}`)
      .expect(200);
    expect(res.type).to.equal('text/plain');
    expect(res.text).to.include('# TYPE http_requests_total counter');
    expect(res.text).to.include('process_cpu_user_seconds_total');
  });

  it('is not served on the service port without METRICS_TOKEN', async () => {
    const res = await request(tight.server).get('/metrics');
    expect(res.status).to.equal(404);
  });

  it('counts requests by operation id and status, never by path', async () => {
    const workspace = await givenWorkspace();
    const missing = newId();
    const before = await series('http_requests_total', { operation: 'getIssue', status: '404' });
    const timed = await series('http_request_duration_seconds_count', { operation: 'getIssue' });
    await as(fixture.app, workspace.owner)
      .get(`/api/workspaces/${workspace.id}/projects/${newId()}/issues/${missing}`)
      .expect(404);
    expect(await series('http_requests_total', { operation: 'getIssue', status: '404' })).to.equal(
      before + 1,
    );
    expect(await series('http_request_duration_seconds_count', { operation: 'getIssue' })).to.equal(
      timed + 1,
    );
    const text = await registry.metrics();
    expect(text).not.to.include(missing);
    expect(text).not.to.include(workspace.id);
  });

  it('counts rate-limit rejections by the limit that refused them', async () => {
    const before = await series('rate_limit_rejections_total', { limit: 'tight' });
    const login = { email: 'nobody@example.test', password: 'wrong password here' };
    // The window may still hold an earlier run's attempt: count the refusals seen.
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await request(tight.server).post('/api/auth/login').send(login)).status);
    }
    const refused = statuses.filter((status) => status === 429).length;
    expect(refused).to.be.at.least(2);
    expect(await series('rate_limit_rejections_total', { limit: 'tight' })).to.equal(
      before + refused,
    );
  });

  it('reports the pool, the job queue and disabled webhooks from the database', async () => {
    observePool('api', suite.database.pool);
    observeDatabase(suite.database.db);
    expect(await registry.metrics()).to.match(/db_pool_connections\{pool="api",state="idle"\} \d+/);
    const depth = await series('job_queue_depth');
    const { rows } = await sql<{ id: string }>`
      SELECT (graphile_worker.add_job('metrics:probe', '{}'::json,
              run_at => now() - interval '1 hour', queue_name => 'metrics-probe')).id::text AS id
    `.execute(suite.database.db);
    const disabled = await series('webhooks_disabled');
    const workspace = await givenWorkspace();
    await suite.database.db
      .insertInto('webhooks')
      .values({
        id: newId(),
        workspaceId: workspace.id,
        url: 'https://example.com/hook',
        events: ['issue.created'],
        secret: 'x',
        active: false,
        disabledReason: 'consecutive_failures',
      })
      .execute();
    try {
      expect(await series('job_queue_depth')).to.equal(depth + 1);
      expect(await series('job_queue_oldest_due_seconds')).to.be.at.least(3600);
      expect(await series('webhooks_disabled')).to.equal(disabled + 1);
    } finally {
      await sql`DELETE FROM graphile_worker._private_jobs WHERE id = ${rows[0]!.id}::bigint`.execute(
        suite.database.db,
      );
    }
  });

  it('reports webhooks held to one attempt at a time and the attempts in flight', async () => {
    const db = suite.database.db;
    observeWebhookAllowances(() => allowanceFigures(db, 32));
    const throttled = await series('webhooks_throttled');
    const inFlight = await series('webhook_deliveries_in_flight');
    const workspace = await givenWorkspace();
    // Nobody listens there, and no worker runs in this suite: the deliveries stay open.
    const hook = await givenWebhook(fixture.app, workspace, 'http://127.0.0.1:9/hook');
    await emit(workspace.id);
    await emit(workspace.id);
    const [first] = await deliveriesOf(hook.id);
    try {
      // Two waiting at the starting allowance: neither held back nor in flight.
      expect(await series('webhooks_throttled')).to.equal(throttled);
      await sql`UPDATE webhooks SET in_flight_allowance = 1 WHERE id = ${hook.id}`.execute(db);
      await sql`UPDATE webhook_deliveries SET leased_until = now() + interval '1 minute'
                WHERE id = ${first!.id}`.execute(db);
      expect(await series('webhooks_throttled')).to.equal(throttled + 1);
      expect(await series('webhook_deliveries_in_flight')).to.equal(inFlight + 1);
    } finally {
      await sql`UPDATE webhook_deliveries SET leased_until = NULL WHERE webhook_id = ${hook.id}`.execute(
        db,
      );
      await sql`UPDATE webhooks SET active = false WHERE id = ${hook.id}`.execute(db);
    }
    expect(await series('webhooks_throttled')).to.equal(throttled);
    expect(await series('webhook_deliveries_in_flight')).to.equal(inFlight);
  });

  describe('deliveries', () => {
    workerFixture();

    /** One event to a new webhook at `url`, delivered. */
    async function deliverOne(url: string, what: string) {
      const workspace = await givenWorkspace();
      const hook = await givenWebhook(fixture.app, workspace, url);
      await emit(workspace.id);
      await waitFor(
        async () => (await deliveriesOf(hook.id))[0]?.state === 'SUCCEEDED',
        10_000,
        what,
      );
    }

    it('counts delivery attempts by outcome and times them', async () => {
      const receiver = await startReceiver({ respond: (_, index) => (index === 0 ? 500 : 200) });
      try {
        const failed = await failures();
        const succeeded = await series('webhook_delivery_attempts_total', { outcome: 'success' });
        const timed = await series('webhook_delivery_attempt_duration_seconds_count', {
          outcome: 'success',
        });
        await deliverOne(receiver.url(), 'the delivery to succeed on its second attempt');
        // Leftover deliveries of earlier runs may be attempted meanwhile: at least ours.
        // The 500 is an http_error, or a timeout when a loaded machine stalls past the limit.
        expect(await failures()).to.be.at.least(failed + 1);
        expect(
          await series('webhook_delivery_attempts_total', { outcome: 'success' }),
        ).to.be.at.least(succeeded + 1);
        expect(
          await series('webhook_delivery_attempt_duration_seconds_count', { outcome: 'success' }),
        ).to.be.at.least(timed + 1);
      } finally {
        await receiver.close();
      }
    });

    it('times the worker’s claim and finish batches and counts what they carry', async () => {
      const receiver = await startReceiver();
      try {
        const before = await batchFigures();
        await deliverOne(receiver.url(), 'the delivery to succeed');
        const after = await batchFigures();
        for (const step of ['claim', 'finish'] as const) {
          // Our delivery went through one batch of each step at least, maybe with others.
          expect(after[step].batches, step).to.be.at.least(before[step].batches + 1);
          expect(after[step].deliveries, step).to.be.at.least(before[step].deliveries + 1);
          expect(after[step].seconds, step).to.be.above(before[step].seconds);
        }
      } finally {
        await receiver.close();
      }
    });
  });
});
