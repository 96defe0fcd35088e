import { expect } from 'chai';
import { sql } from 'kysely';
import { pruneKeys } from '../../src/idempotency/keys';
import { appFixture, suite } from '../support/context';
import {
  as,
  bearer,
  eventsOf,
  givenAgentToken,
  givenMember,
  givenPat,
  givenProject,
  givenWorkspace,
  type TestWorkspace,
} from '../support/factories';
import { whileEventsFail } from '../support/faults';
import { holdTransaction, untilALockIsAwaited } from '../support/locks';
import { waitFor } from '../support/receiver';
import { deliveriesOf, givenWebhook, WEBHOOK_ENV } from '../support/webhooks';

const db = () => suite.database.db;
let keys = 0;
const freshKey = () => `key-${Date.now()}-${++keys}`;

async function issuesTitled(workspaceId: string, title: string) {
  return db()
    .selectFrom('issues')
    .select('id')
    .where('workspaceId', '=', workspaceId)
    .where('title', '=', title)
    .execute();
}

describe('Idempotency-Key on POST', () => {
  const fixture = appFixture({}, WEBHOOK_ENV);
  let workspace: TestWorkspace;
  let projectId: string;

  before(async () => {
    workspace = await givenWorkspace();
    projectId = (await givenProject(fixture.app, workspace)).id;
  });

  const createIssue = (key: string | undefined, body: Record<string, unknown>) => {
    const req = as(fixture.app, workspace.owner).post(`/api/workspaces/${workspace.id}/issues`);
    if (key !== undefined) req.set('Idempotency-Key', key);
    return req.send(body);
  };

  it('runs 20 concurrent POSTs with one key once: one issue, one event, one delivery', async () => {
    const hook = await givenWebhook(fixture.app, workspace, 'http://127.0.0.1:9/hook', [
      'issue.created',
    ]);
    const key = freshKey();
    const body = { projectId, title: 'Concurrent create' };
    const answers = await Promise.all(Array.from({ length: 20 }, () => createIssue(key, body)));

    const created = answers.filter((res) => res.status === 201);
    const running = answers.filter((res) => res.status === 409);
    expect(created.length + running.length).to.equal(20);
    expect(created.length).to.be.greaterThan(0);
    for (const res of created) expect(res.body).to.deep.equal(created[0]!.body);
    for (const res of running) expect(res.body.message).to.match(/still running/);
    expect(created.filter((res) => res.headers['idempotent-replayed'] !== 'true')).to.have.length(
      1,
    );

    const issues = await issuesTitled(workspace.id, 'Concurrent create');
    expect(issues).to.have.length(1);
    expect(issues[0]!.id).to.equal(created[0]!.body.data.id);
    expect(await eventsOf(issues[0]!.id)).to.have.length(1);
    expect(await deliveriesOf(hook.id)).to.have.length(1);

    const replay = await createIssue(key, body).expect(201);
    expect(replay.headers['idempotent-replayed']).to.equal('true');
    expect(replay.body).to.deep.equal(created[0]!.body);
    expect(await eventsOf(issues[0]!.id)).to.have.length(1);
    expect(await deliveriesOf(hook.id)).to.have.length(1);
  });

  it('replays the stored answer with Idempotent-Replayed, whatever the key order of the body', async () => {
    const key = freshKey();
    const first = await createIssue(key, { projectId, title: 'Replayed', priority: 'high' });
    expect(first.status).to.equal(201);
    expect(first.headers).not.to.have.property('idempotent-replayed');
    const again = await createIssue(key, { priority: 'high', title: 'Replayed', projectId });
    expect(again.status).to.equal(201);
    expect(again.headers['idempotent-replayed']).to.equal('true');
    expect(again.body).to.deep.equal(first.body);
    expect(await issuesTitled(workspace.id, 'Replayed')).to.have.length(1);
  });

  it('answers 422 to the same key with a different body, and runs nothing', async () => {
    const key = freshKey();
    await createIssue(key, { projectId, title: 'First body' }).expect(201);
    const res = await createIssue(key, { projectId, title: 'Second body' }).expect(422);
    expect(res.body).to.include({ statusCode: 422, error: 'Unprocessable Entity' });
    expect(res.body.message).to.match(/different request/);
    expect(await issuesTitled(workspace.id, 'Second body')).to.have.length(0);
  });

  it('answers 422 to the same key on another path', async () => {
    const key = freshKey();
    await createIssue(key, { projectId, title: 'Path one' }).expect(201);
    await as(fixture.app, workspace.owner)
      .post(`/api/workspaces/${workspace.id}/projects`)
      .set('Idempotency-Key', key)
      .send({ projectId, title: 'Path one' })
      .expect(422);
  });

  it('keeps 4xx answers: a retry of a refused request gets the same refusal', async () => {
    const key = freshKey();
    const first = await createIssue(key, { projectId: 'nosuchprojectabcdefghijk', title: 'x' });
    expect(first.status).to.equal(400);
    const again = await createIssue(key, { projectId: 'nosuchprojectabcdefghijk', title: 'x' });
    expect(again.status).to.equal(400);
    expect(again.headers['idempotent-replayed']).to.equal('true');
    expect(again.body).to.deep.equal(first.body);
  });

  it('does not keep a 5xx: the retry runs again and creates the issue once', async () => {
    const key = freshKey();
    const body = { projectId, title: 'After a failure' };
    await whileEventsFail('issue.created', async () => {
      await createIssue(key, body).expect(500);
    });
    const retry = await createIssue(key, body).expect(201);
    expect(retry.headers).not.to.have.property('idempotent-replayed');
    expect(await issuesTitled(workspace.id, 'After a failure')).to.have.length(1);
    const replay = await createIssue(key, body).expect(201);
    expect(replay.headers['idempotent-replayed']).to.equal('true');
  });

  for (const [name, key] of [
    ['empty', ''],
    ['too long', 'k'.repeat(256)],
    ['not ASCII', 'clé'],
  ] as const) {
    it(`answers 400 in the error envelope to a key that is ${name}`, async () => {
      const res = await as(fixture.app, workspace.owner)
        .post(`/api/workspaces/${workspace.id}/issues`)
        .set('Idempotency-Key', key)
        .send({ projectId, title: `Bad key ${name}` })
        .expect(400);
      expect(res.body).to.include({ statusCode: 400, error: 'Bad Request' });
      expect(res.body.message).to.match(/Idempotency-Key/);
      expect(await issuesTitled(workspace.id, `Bad key ${name}`)).to.have.length(0);
    });
  }

  it('accepts a key of 255 printable characters', async () => {
    const key = `${freshKey()} ~!`.padEnd(255, 'x');
    await createIssue(key, { projectId, title: 'Long key' }).expect(201);
    const again = await createIssue(key, { projectId, title: 'Long key' }).expect(201);
    expect(again.headers['idempotent-replayed']).to.equal('true');
  });

  it('keeps keys apart per credential owner: another user with the same key runs on its own', async () => {
    const other = await givenMember(workspace);
    const key = freshKey();
    const body = { projectId, title: 'Same key, two people' };
    const mine = await createIssue(key, body).expect(201);
    const theirs = await as(fixture.app, other)
      .post(`/api/workspaces/${workspace.id}/issues`)
      .set('Idempotency-Key', key)
      .send(body)
      .expect(201);
    expect(theirs.headers).not.to.have.property('idempotent-replayed');
    expect(theirs.body.data.id).not.to.equal(mine.body.data.id);
    expect(await issuesTitled(workspace.id, body.title)).to.have.length(2);
  });

  it('keeps keys apart per workspace for the same user', async () => {
    const second = await givenWorkspace({ owner: workspace.owner });
    const secondProject = (await givenProject(fixture.app, second)).id;
    const key = freshKey();
    await createIssue(key, { projectId, title: 'Two workspaces' }).expect(201);
    const res = await as(fixture.app, workspace.owner)
      .post(`/api/workspaces/${second.id}/issues`)
      .set('Idempotency-Key', key)
      .send({ projectId: secondProject, title: 'Two workspaces' })
      .expect(201);
    expect(res.headers).not.to.have.property('idempotent-replayed');
  });

  it('shares one key space between the session and the PAT of one user', async () => {
    const pat = await givenPat(fixture.app, workspace);
    const key = freshKey();
    const body = { projectId, title: 'Session then PAT' };
    const first = await createIssue(key, body).expect(201);
    const again = await bearer(fixture.app, pat.token)
      .post(`/api/workspaces/${workspace.id}/issues`)
      .set('Idempotency-Key', key)
      .send(body)
      .expect(201);
    expect(again.headers['idempotent-replayed']).to.equal('true');
    expect(again.body.data.id).to.equal(first.body.data.id);
  });

  it('honours keys sent with an agent token', async () => {
    const { token } = await givenAgentToken(fixture.app, workspace, 'WORKSPACE');
    const key = freshKey();
    const body = { projectId, title: 'By an agent' };
    const send = () =>
      bearer(fixture.app, token)
        .post(`/api/workspaces/${workspace.id}/issues`)
        .set('Idempotency-Key', key)
        .send(body);
    const first = await send().expect(201);
    const again = await send().expect(201);
    expect(again.headers['idempotent-replayed']).to.equal('true');
    expect(again.body).to.deep.equal(first.body);
    expect(await issuesTitled(workspace.id, body.title)).to.have.length(1);
  });

  it('never replays a new token plaintext: the retry gets 409 naming the token', async () => {
    const key = freshKey();
    const send = () =>
      as(fixture.app, workspace.owner)
        .post(`/api/workspaces/${workspace.id}/api-tokens`)
        .set('Idempotency-Key', key)
        .send({ name: 'Replayed token', scopes: ['read:issues'] });
    const first = await send().expect(201);
    const plaintext: string = first.body.data.token;
    expect(plaintext).to.match(/^hsp_/);
    const again = await send().expect(409);
    expect(again.headers['idempotent-replayed']).to.equal('true');
    expect(JSON.stringify(again.body)).not.to.include(plaintext);
    expect(again.body.message).to.include(first.body.data.id);
    expect(again.body.message).to.match(/never replayed/);
    const tokens = await db()
      .selectFrom('apiTokens')
      .select('id')
      .where('workspaceId', '=', workspace.id)
      .where('name', '=', 'Replayed token')
      .execute();
    expect(tokens).to.have.length(1);
    const stored = await sql<{ body: string }>`
      SELECT body::text AS body FROM idempotency_keys WHERE key = ${key}`.execute(db());
    expect(stored.rows[0]!.body).not.to.include(plaintext);
  });

  it('never replays a webhook signing secret', async () => {
    const key = freshKey();
    const send = () =>
      as(fixture.app, workspace.owner)
        .post(`/api/workspaces/${workspace.id}/webhooks`)
        .set('Idempotency-Key', key)
        .send({ url: 'http://127.0.0.1:9/secret-hook', events: ['issue.created'] });
    const first = await send().expect(201);
    const again = await send().expect(409);
    expect(JSON.stringify(again.body)).not.to.include(first.body.data.secret);
    expect(again.body.message).to.include(first.body.data.id);
  });

  it('lets the same request take over a key whose holder died, once its lease has ended', async () => {
    const key = freshKey();
    const body = { projectId, title: 'Holder died' };
    await createIssue(key, body).expect(201);
    // As a process that stopped mid-request leaves it: running, lease still on.
    await sql`UPDATE idempotency_keys SET status = NULL, body = NULL,
              lease_expires_at = now() + interval '1 minute' WHERE key = ${key}`.execute(db());
    const blocked = await createIssue(key, body).expect(409);
    expect(blocked.headers['retry-after']).to.equal('1');
    await sql`UPDATE idempotency_keys SET lease_expires_at = now() - interval '1 second'
              WHERE key = ${key}`.execute(db());
    const retried = await createIssue(key, body).expect(201);
    expect(retried.headers).not.to.have.property('idempotent-replayed');
  });

  it('runs a request again once its stored answer is older than 24 hours, and prunes it', async () => {
    const key = freshKey();
    const body = { projectId, title: 'A day later' };
    await createIssue(key, body).expect(201);
    await sql`UPDATE idempotency_keys SET created_at = now() - interval '25 hours'
              WHERE key = ${key}`.execute(db());
    const later = await createIssue(key, body).expect(201);
    expect(later.headers).not.to.have.property('idempotent-replayed');
    await sql`UPDATE idempotency_keys SET created_at = now() - interval '25 hours'
              WHERE key = ${key}`.execute(db());
    expect(await pruneKeys(db())).to.be.greaterThan(0);
    const left = await sql`SELECT 1 FROM idempotency_keys WHERE key = ${key}`.execute(db());
    expect(left.rows).to.have.length(0);
  });

  it('changes nothing without the header: two sends make two issues', async () => {
    const body = { projectId, title: 'No key' };
    await createIssue(undefined, body).expect(201);
    await createIssue(undefined, body).expect(201);
    expect(await issuesTitled(workspace.id, 'No key')).to.have.length(2);
  });
});

describe('Idempotency-Key on a request that outlives its lease', () => {
  // A lease of 300 ms: the request below runs for several of them.
  const fixture = appFixture({}, { ...WEBHOOK_ENV, IDEMPOTENCY_LEASE_MS: '300' });

  it('keeps the key while the request runs: a retry gets 409, and the request runs once', async () => {
    const workspace = await givenWorkspace();
    const project = await givenProject(fixture.app, workspace);
    const key = freshKey();
    const body = { projectId: project.id, title: 'Slow to create' };
    const send = () =>
      as(fixture.app, workspace.owner)
        .post(`/api/workspaces/${workspace.id}/issues`)
        .set('Idempotency-Key', key)
        .send(body);
    // The project row locked: the creation waits on it, holding the key.
    const lock = await holdTransaction((trx) =>
      sql`SELECT 1 FROM projects WHERE id = ${project.id} FOR UPDATE`.execute(trx),
    );
    const first = send().then((res) => res);
    await untilALockIsAwaited('the creation to wait on the project', ['tuple', 'transactionid']);
    // Seen, not slept: the lease has been renewed past three times its length since the
    // claim, so without renewal it would have run out long ago.
    await waitFor(
      async () => {
        const { rows } = await sql<{ renewed: boolean }>`
          SELECT lease_expires_at > created_at + interval '900 milliseconds' AS renewed
          FROM idempotency_keys WHERE key = ${key}`.execute(db());
        return rows[0]?.renewed === true;
      },
      10_000,
      'the running request to renew its lease',
    );
    const retry = await send().expect(409);
    expect(retry.headers['retry-after']).to.equal('1');

    await lock.commit();
    expect((await first).status).to.equal(201);
    const replayed = await send().expect(201);
    expect(replayed.headers['idempotent-replayed']).to.equal('true');
    expect(await issuesTitled(workspace.id, body.title)).to.have.length(1);
  });
});
