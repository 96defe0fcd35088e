import { expect } from 'chai';
import { sql } from 'kysely';
import { Client } from 'pg';
import { openSecret } from '../../src/db/secrets';
import { signingSecretPurpose } from '../../src/webhooks/queries';
import { appFixture, suite, testConfig } from '../support/context';
import { as, bearer, givenMember, givenPat, givenWorkspace } from '../support/factories';
import { deliveriesOf, emit, givenWebhook, WEBHOOK_ENV } from '../support/webhooks';
import { pruneDeliveries } from '../../src/webhooks/deliveries';
import { recordEvent, recordEventWith } from '../../src/events/record';
import { eventSubscribers } from '../../src/features';

/** The entities of the events a test recorded by hand in a workspace. */
async function testEventsOf(workspaceId: string): Promise<string[]> {
  const events = await suite.database.db
    .selectFrom('events')
    .select('entityId')
    .where('workspaceId', '=', workspaceId)
    .where('entityType', '=', 'test')
    .execute();
  return events.map((event) => event.entityId);
}

describe('webhook management', () => {
  const fixture = appFixture({}, WEBHOOK_ENV);
  const hooks = (id: string) => `/api/workspaces/${id}/webhooks`;
  const RECEIVER = 'http://127.0.0.1:9/hook';

  it('creates a webhook, returns the secret once and never lists it', async () => {
    const workspace = await givenWorkspace();
    const created = await as(fixture.app, workspace.owner)
      .post(hooks(workspace.id))
      .send({ url: RECEIVER, events: ['issue.created', 'issue.created', 'comment.created'] })
      .expect(201);
    expect(created.body.data.secret).to.match(/^whsec_[0-9a-f]{64}$/);
    expect(created.body.data).to.include({ active: true, consecutiveFailures: 0 });
    expect(created.body.data.events).to.deep.equal(['issue.created', 'comment.created']);
    const list = await as(fixture.app, workspace.owner).get(hooks(workspace.id)).expect(200);
    expect(list.body.data.items).to.have.length(1);
    expect(JSON.stringify(list.body)).not.to.include(created.body.data.secret);
  });

  it('refuses events outside the vocabulary', async () => {
    const workspace = await givenWorkspace();
    const res = await as(fixture.app, workspace.owner)
      .post(hooks(workspace.id))
      .send({ url: RECEIVER, events: ['issue.created', 'issue.watched'] })
      .expect(400);
    expect(res.body.error.details).to.have.key('events.1');
  });

  it('refuses the FREE plan and a 21st webhook with 403', async () => {
    const free = await givenWorkspace({ plan: 'FREE' });
    await as(fixture.app, free.owner)
      .post(hooks(free.id))
      .send({ url: RECEIVER, events: ['issue.created'] })
      .expect(403);
    const workspace = await givenWorkspace();
    for (let i = 0; i < 20; i++) await givenWebhook(fixture.app, workspace, RECEIVER);
    await as(fixture.app, workspace.owner)
      .post(hooks(workspace.id))
      .send({ url: RECEIVER, events: ['issue.created'] })
      .expect(403);
  });

  it('is for admins with a session only', async () => {
    const workspace = await givenWorkspace();
    const member = await givenMember(workspace);
    await as(fixture.app, member).get(hooks(workspace.id)).expect(403);
    await as(fixture.app, member)
      .post(hooks(workspace.id))
      .send({ url: RECEIVER, events: ['issue.created'] })
      .expect(403);
    const pat = await givenPat(fixture.app, workspace);
    await bearer(fixture.app, pat.token).get(hooks(workspace.id)).expect(403);
    const other = await givenWorkspace();
    const hook = await givenWebhook(fixture.app, other, RECEIVER);
    await as(fixture.app, workspace.owner)
      .patch(`${hooks(workspace.id)}/${hook.id}`)
      .send({ active: false })
      .expect(404);
    await as(fixture.app, workspace.owner)
      .delete(`${hooks(workspace.id)}/${hook.id}`)
      .expect(404);
    await as(fixture.app, workspace.owner)
      .get(`${hooks(workspace.id)}/${hook.id}/deliveries`)
      .expect(404);
  });

  describe('receiver address rules', () => {
    const strict = appFixture({}, { WEBHOOK_ALLOWED_HOSTS: '' });
    const refused = [
      'http://example.com/hook',
      'https://127.0.0.1/hook',
      'https://localhost:8443/hook',
      'https://10.0.0.8/hook',
      'https://192.168.1.1/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/hook',
      'https://[::ffff:127.0.0.1]/hook',
      'https://100.64.0.1/hook',
      // IPv4 spellings the URL parser turns into 127.0.0.1 / 10.0.0.1.
      'https://2130706433/hook',
      'https://0177.0.0.1/hook',
      'https://0x7f.1/hook',
      'https://10.1/hook',
      // IPv4-compatible, mapped, NAT64, 6to4 and Teredo forms of internal addresses.
      'https://[::127.0.0.1]/hook',
      'https://[::a9fe:a9fe]/hook',
      'https://[::10.0.0.1]/hook',
      'https://[::192.168.1.1]/hook',
      'https://[::ffff:a9fe:a9fe]/hook',
      'https://[64:ff9b::a9fe:a9fe]/hook',
      'https://[2002:7f00:1::1]/hook',
      'https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/hook',
      'https://[fe80::1]/hook',
      'https://[fd00::1]/hook',
      'https://0.0.0.0/hook',
      'https://[::]/hook',
      'https://user:pass@example.com/hook',
      'not a url',
    ];
    for (const url of refused) {
      it(`refuses ${url}`, async () => {
        const workspace = await givenWorkspace();
        const res = await as(strict.app, workspace.owner)
          .post(hooks(workspace.id))
          .send({ url, events: ['issue.created'] })
          .expect(400);
        expect(res.body.error.details).to.have.key('url');
        const count = await suite.database.db
          .selectFrom('webhooks')
          .select('id')
          .where('workspaceId', '=', workspace.id)
          .execute();
        expect(count).to.have.length(0);
      });
    }

    it('accepts an allow-listed local host over plain http', async () => {
      const workspace = await givenWorkspace();
      await givenWebhook(fixture.app, workspace, 'http://localhost:9/hook');
    });

    it('applies the same rules to an updated URL', async () => {
      const workspace = await givenWorkspace();
      const hook = await givenWebhook(fixture.app, workspace, RECEIVER);
      await as(strict.app, workspace.owner)
        .patch(`${hooks(workspace.id)}/${hook.id}`)
        .send({ url: 'https://127.0.0.1/x' })
        .expect(400);
    });
  });

  it('re-activating clears the failure counter and the disabled marker', async () => {
    const workspace = await givenWorkspace();
    const hook = await givenWebhook(fixture.app, workspace, RECEIVER);
    await suite.database.db
      .updateTable('webhooks')
      .set({
        active: false,
        consecutiveFailures: 15,
        disabledAt: new Date(),
        disabledReason: 'consecutive_failures',
      })
      .where('id', '=', hook.id)
      .execute();
    const listed = await as(fixture.app, workspace.owner).get(hooks(workspace.id)).expect(200);
    expect(listed.body.data.items[0]).to.include({
      active: false,
      disabledReason: 'consecutive_failures',
      consecutiveFailures: 15,
    });
    const res = await as(fixture.app, workspace.owner)
      .patch(`${hooks(workspace.id)}/${hook.id}`)
      .send({ active: true })
      .expect(200);
    expect(res.body.data).to.include({
      active: true,
      consecutiveFailures: 0,
      disabledAt: null,
      disabledReason: null,
    });
  });

  it('rotates the secret: shown once, new deliveries use it, enqueued ones keep theirs', async () => {
    const workspace = await givenWorkspace();
    const hook = await givenWebhook(fixture.app, workspace, RECEIVER);
    await emit(workspace.id);
    const rotated = await as(fixture.app, workspace.owner)
      .post(`${hooks(workspace.id)}/${hook.id}/rotate-secret`)
      .expect(200);
    const secret = rotated.body.data.secret;
    expect(secret)
      .to.match(/^whsec_/)
      .and.not.equal(hook.secret);
    await emit(workspace.id);
    const deliveries = await deliveriesOf(hook.id);
    const keys = testConfig().secretsKeys;
    const purpose = signingSecretPurpose(hook.id);
    expect(deliveries.map((d) => openSecret(keys, d.secret, purpose))).to.deep.equal([
      hook.secret,
      secret,
    ]);
  });

  it('fans out to 20 webhooks in the event’s own statement and only to subscribers', async () => {
    const workspace = await givenWorkspace();
    const subscribed = [];
    for (let i = 0; i < 19; i++)
      subscribed.push(await givenWebhook(fixture.app, workspace, RECEIVER));
    const other = await givenWebhook(fixture.app, workspace, RECEIVER, ['issue.deleted']);
    const eventId = await emit(workspace.id);
    const rows = await suite.database.db
      .selectFrom('webhookDeliveries')
      .select(['webhookId', 'id'])
      .where('eventId', '=', eventId)
      .execute();
    expect(rows.map((r) => r.webhookId).sort()).to.deep.equal(subscribed.map((h) => h.id).sort());
    expect(rows.map((r) => r.webhookId)).not.to.include(other.id);
    const jobs = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE key = ANY(${rows.map((r) => `webhook-delivery:${r.id}`)})
    `.execute(suite.database.db);
    expect(jobs.rows[0]!.n).to.equal(19);
  });

  it('wakes the workers only for a change some webhook subscribes to', async () => {
    // graphile-worker's NOTIFY on adding jobs: a notifying commit waits for every other
    // one in the database, so changes nobody subscribes to must not send it.
    const listener = new Client({ connectionString: suite.database.url });
    await listener.connect();
    const notified: string[] = [];
    listener.on('notification', (message) => notified.push(message.channel));
    try {
      await listener.query('LISTEN "jobs:insert"');
      const quiet = await givenWorkspace();
      await emit(quiet.id);
      const subscribed = await givenWorkspace();
      await givenWebhook(fixture.app, subscribed, RECEIVER);
      await listener.query('SELECT 1'); // notifications sent so far have arrived
      expect(notified).to.deep.equal([]);
      await emit(subscribed.id);
      await listener.query('SELECT 1');
      expect(notified).to.deep.equal(['jobs:insert']);
    } finally {
      await listener.end();
    }
  });

  it('writes no delivery and no job when the change rolls back', async () => {
    const workspace = await givenWorkspace();
    const hook = await givenWebhook(fixture.app, workspace, RECEIVER);
    await suite.database.db
      .transaction()
      .execute(async (trx) => {
        await recordEvent(
          trx,
          {
            workspaceId: workspace.id,
            name: 'member.added',
            actor: { kind: 'anonymous' },
            entityType: 'test',
            entityId: 'x',
            payload: {},
          },
          eventSubscribers,
        );
        throw new Error('the change fails after its event');
      })
      .catch(() => undefined);
    expect(await deliveriesOf(hook.id)).to.have.length(0);
    expect(await testEventsOf(workspace.id)).to.deep.equal([]);
  });

  it('records a change made in the same statement, or neither when the change fails', async () => {
    const workspace = await givenWorkspace();
    const hook = await givenWebhook(fixture.app, workspace, RECEIVER);
    const event = (entityId: string) => ({
      workspaceId: workspace.id,
      name: 'member.added',
      actor: { kind: 'anonymous' } as const,
      entityType: 'test',
      entityId,
      payload: {},
    });
    const [row] = await recordEventWith(
      suite.database.db,
      event('made'),
      eventSubscribers,
      sql<{ answer: number; recordedAt: string }>`SELECT 42 AS answer, now() AS recorded_at`,
    );
    // The change's own columns, without what recorded the event beside it.
    expect(row).to.have.all.keys('answer', 'recordedAt');
    expect(row!.answer).to.equal(42);
    expect(await deliveriesOf(hook.id)).to.have.length(1);

    const failing = sql<{ id: string }>`
      INSERT INTO projects (id, workspace_id, name, prefix)
      VALUES ('never', 'no such workspace', 'Never', 'NEVER')
      RETURNING id`;
    const error = await recordEventWith(
      suite.database.db,
      event('failed'),
      eventSubscribers,
      failing,
    ).catch((caught: unknown) => caught);
    expect(error).to.be.instanceOf(Error);
    expect(await deliveriesOf(hook.id)).to.have.length(1);
    expect(await testEventsOf(workspace.id)).to.deep.equal(['made']);
  });

  it('keeps the newest 200 finished deliveries per webhook', async () => {
    const workspace = await givenWorkspace();
    const hook = await givenWebhook(fixture.app, workspace, RECEIVER);
    await sql`
      INSERT INTO webhook_deliveries (id, workspace_id, webhook_id, event, payload, secret, state, created_at)
      SELECT 'old' || n || ${hook.id}, ${workspace.id}, ${hook.id}, 'member.added', '{}', 's',
             CASE WHEN n = 1 THEN 'RETRYING' ELSE 'SUCCEEDED' END::delivery_state,
             now() - make_interval(secs => 1000 - n)
      FROM generate_series(1, 230) AS n
    `.execute(suite.database.db);
    await pruneDeliveries(suite.database.db);
    const kept = await deliveriesOf(hook.id);
    // 200 newest finished ones, plus the open (oldest) one, which is never pruned.
    expect(kept).to.have.length(201);
    expect(kept[0]!.id).to.equal(`old1${hook.id}`);
    expect(kept[1]!.id).to.equal(`old31${hook.id}`);
  });

  it('prunes, on a frequent run, only the webhooks whose history grew lately', async () => {
    const workspace = await givenWorkspace();
    const [quiet, busy] = [
      await givenWebhook(fixture.app, workspace, RECEIVER),
      await givenWebhook(fixture.app, workspace, RECEIVER),
    ];
    const seed = (hookId: string, count: number, newestSecondsAgo: number) =>
      sql`
      INSERT INTO webhook_deliveries (id, workspace_id, webhook_id, event, payload, secret, state, created_at)
      SELECT 'd' || n || ${hookId}, ${workspace.id}, ${hookId}, 'member.added', '{}', 's',
             'SUCCEEDED', now() - make_interval(secs => ${newestSecondsAgo}::int + ${count}::int - n)
      FROM generate_series(1, ${count}::int) AS n
    `.execute(suite.database.db);
    // Both histories are over 200; only the busy one had a delivery in the last minutes.
    await seed(quiet.id, 210, 3600);
    await seed(busy.id, 210, 10);
    await pruneDeliveries(suite.database.db, { createdWithinSeconds: 300 });
    expect(await deliveriesOf(quiet.id)).to.have.length(210);
    const kept = await deliveriesOf(busy.id);
    expect(kept).to.have.length(200);
    // The newest 200: deliveries 11…210 of the seed.
    expect(kept.map((d) => d.id))
      .to.include(`d11${busy.id}`)
      .and.not.include(`d10${busy.id}`);
    // The full run, hourly, takes care of the quiet one.
    await pruneDeliveries(suite.database.db);
    expect(await deliveriesOf(quiet.id)).to.have.length(200);
  });
  it('finds each webhook’s cut once, however stale the planner’s statistics', async () => {
    const db = suite.database.db;
    const workspace = await givenWorkspace();
    const hooks = [
      await givenWebhook(fixture.app, workspace, RECEIVER),
      await givenWebhook(fixture.app, workspace, RECEIVER),
    ];
    // A burst just written, which no ANALYZE has seen yet.
    for (const hook of hooks) {
      await sql`
        INSERT INTO webhook_deliveries (id, workspace_id, webhook_id, event, payload, secret, state)
        SELECT 'burst' || n || ${hook.id}, ${workspace.id}, ${hook.id}, 'member.added', '{}', 's',
               'SUCCEEDED'
        FROM generate_series(1, 1500) AS n
      `.execute(db);
    }
    // Rows the statement read, counted in its own transaction, against the table's size.
    const { read, rows } = await db.transaction().execute(async (trx) => {
      await pruneDeliveries(trx, { createdWithinSeconds: 300 });
      const stats = await sql<{ read: string }>`
        SELECT coalesce(seq_tup_read, 0) + coalesce(idx_tup_fetch, 0) AS read
        FROM pg_stat_xact_user_tables WHERE relname = 'webhook_deliveries'
      `.execute(trx);
      const size = await trx
        .selectFrom('webhookDeliveries')
        .select((eb) => eb.fn.countAll<string>().as('rows'))
        .executeTakeFirstOrThrow();
      return { read: Number(stats.rows[0]!.read), rows: Number(size.rows) };
    });
    for (const hook of hooks) expect(await deliveriesOf(hook.id)).to.have.length(200);
    // A few passes over the table (its rows, and the pruned ones) at most: 7 here, where
    // seeking the cut again for every delivery read each webhook's history once per row
    // of it (5 million rows for a table of 8,000).
    expect(read).to.be.below(20 * (rows + 2600));
  });
});
