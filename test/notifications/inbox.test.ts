import { expect } from 'chai';
import { sql } from 'kysely';
import { notifyOfEvent } from '../../src/notifications/write';
import { appFixture, suite } from '../support/context';
import {
  as,
  bearer,
  eventsOf,
  givenAgentToken,
  givenMember,
  givenPat,
  givenUser,
  givenProject,
  givenWorkspace,
  type TestUser,
  type TestWorkspace,
} from '../support/factories';
import { workerFixture } from '../support/webhooks';
import { inboxOf, notificationsSettled } from './support';

describe('notifications: who is notified, and the inbox', function () {
  this.timeout(60_000);
  const fixture = appFixture();
  workerFixture();

  let ws: TestWorkspace;
  let ada: TestUser;
  let bob: TestUser;
  let carol: TestUser;
  let projectId: string;

  beforeEach(async () => {
    ws = await givenWorkspace();
    ada = ws.owner;
    bob = await givenMember(ws);
    carol = await givenMember(ws);
    projectId = (await givenProject(fixture.app, ws)).id;
  });

  const issuesOf = (user: TestUser) => as(fixture.app, user);
  const base = () => `/api/workspaces/${ws.id}`;

  async function createIssue(by: TestUser, fields: Record<string, unknown> = {}) {
    const res = await issuesOf(by)
      .post(`${base()}/issues`)
      .send({ projectId, title: 'Checkout fails', ...fields });
    expect(res.status, JSON.stringify(res.body)).to.equal(201);
    return res.body.data as { id: string; number: number };
  }
  const update = (by: TestUser, issueId: string, fields: Record<string, unknown>) =>
    issuesOf(by).patch(`${base()}/projects/${projectId}/issues/${issueId}`).send(fields);
  const comment = (by: TestUser, issueId: string, body: string) =>
    issuesOf(by).post(`${base()}/projects/${projectId}/issues/${issueId}/comments`).send({ body });

  it('notifies the assignee, never the actor who assigned', async () => {
    const issue = await createIssue(ada, { assigneeId: bob.id });

    const bobs = await inboxOf(fixture.app, ws.id, bob);
    expect(bobs.items).to.have.length(1);
    expect(bobs.items[0]).to.deep.include({
      issueId: issue.id,
      event: 'issue.created',
      read: false,
    });
    expect(bobs.items[0]!.reasons).to.deep.equal(['assigned']);
    expect(bobs.items[0]!.actor).to.deep.equal({ type: 'user', id: ada.id });
    expect(bobs.items[0]!.issue).to.include({ number: issue.number, title: 'Checkout fails' });
    expect(bobs.unread).to.equal(1);
    expect((await inboxOf(fixture.app, ws.id, ada)).items).to.have.length(0);
  });

  it('tells watchers of a status change, keeping one entry per issue with what changed', async () => {
    const issue = await createIssue(ada, { assigneeId: bob.id });
    expect((await update(ada, issue.id, { status: 'in_progress' })).status).to.equal(200);
    expect((await update(ada, issue.id, { priority: 'high' })).status).to.equal(200);

    const bobs = await inboxOf(fixture.app, ws.id, bob);
    expect(bobs.items).to.have.length(1);
    expect(bobs.items[0]!.reasons).to.deep.equal(['watching']);
    expect(bobs.items[0]!.changes).to.deep.equal({ priority: { old: 'none', new: 'high' } });
    expect(bobs.unread).to.equal(1);
  });

  it('leaves watchers alone for a change of title or description', async () => {
    const issue = await createIssue(ada, { assigneeId: bob.id });
    await as(fixture.app, bob)
      .patch(`${base()}/notifications/${(await inboxOf(fixture.app, ws.id, bob)).items[0]!.id}`)
      .send({ read: true })
      .expect(200);
    expect((await update(ada, issue.id, { title: 'Checkout fails on Safari' })).status).to.equal(
      200,
    );

    const bobs = await inboxOf(fixture.app, ws.id, bob);
    expect(bobs.unread).to.equal(0);
    expect(bobs.items[0]!.event).to.equal('issue.created');
  });

  it('subscribes creators and commenters, and tells every other watcher of a comment', async () => {
    const issue = await createIssue(ada);
    const res = await comment(carol, issue.id, 'Seen on mobile too.');
    expect(res.status).to.equal(201);

    const adas = await inboxOf(fixture.app, ws.id, ada);
    expect(adas.items).to.have.length(1);
    expect(adas.items[0]).to.deep.include({
      event: 'comment.created',
      commentId: res.body.data.id,
    });
    expect(adas.items[0]!.reasons).to.deep.equal(['watching']);
    expect((await inboxOf(fixture.app, ws.id, carol)).items, 'the commenter').to.have.length(0);
    expect((await inboxOf(fixture.app, ws.id, bob)).items, 'not watching').to.have.length(0);

    // Carol follows the issue now: Ada's next comment reaches her.
    await comment(ada, issue.id, 'Thanks, looking.');
    expect((await inboxOf(fixture.app, ws.id, carol)).items).to.have.length(1);
  });

  it('notifies the members @mentioned in a comment, and subscribes them', async () => {
    const issue = await createIssue(ada);
    const stranger = await givenUser('Stranger');
    const body = `@${await handleOf(bob)} can you look? Not @${await handleOf(stranger)}, and not \`@${await handleOf(carol)}\`.`;
    expect((await comment(ada, issue.id, body)).status).to.equal(201);

    const bobs = await inboxOf(fixture.app, ws.id, bob);
    expect(bobs.items).to.have.length(1);
    expect(bobs.items[0]!.reasons).to.deep.equal(['mentioned']);
    expect((await inboxOf(fixture.app, ws.id, carol)).items, 'inside code').to.have.length(0);
    expect(await entriesOf(ws, stranger), 'a non-member').to.equal(0);

    await update(ada, issue.id, { status: 'todo' });
    expect((await inboxOf(fixture.app, ws.id, bob)).items[0]!.reasons).to.deep.equal(['watching']);
  });

  it('notifies only the people newly mentioned when a description is edited', async () => {
    const issue = await createIssue(ada, { description: `cc @${await handleOf(bob)}` });
    expect((await inboxOf(fixture.app, ws.id, bob)).items[0]!.reasons).to.deep.equal(['mentioned']);
    await as(fixture.app, bob).post(`${base()}/notifications/read`).send({ all: true }).expect(200);

    const description = `cc @${await handleOf(bob)} and @${(await handleOf(carol)).toUpperCase()}`;
    expect((await update(ada, issue.id, { description })).status).to.equal(200);
    expect((await inboxOf(fixture.app, ws.id, carol)).items[0]!.reasons).to.deep.equal([
      'mentioned',
    ]);
    expect((await inboxOf(fixture.app, ws.id, bob)).unread, 'already mentioned').to.equal(0);
  });

  it('follows watchIssue and unwatchIssue made by hand', async () => {
    const issue = await createIssue(ada);
    const watch = `${base()}/projects/${projectId}/issues/${issue.id}/watch`;
    await as(fixture.app, bob).post(watch).expect(200);
    await update(ada, issue.id, { status: 'todo' });
    expect((await inboxOf(fixture.app, ws.id, bob)).items).to.have.length(1);

    await as(fixture.app, bob).delete(watch).expect(200);
    await as(fixture.app, bob)
      .patch(`${base()}/notifications/${(await inboxOf(fixture.app, ws.id, bob)).items[0]!.id}`)
      .send({ read: true })
      .expect(200);
    await update(ada, issue.id, { status: 'done' });
    expect((await inboxOf(fixture.app, ws.id, bob)).unread).to.equal(0);
  });

  it('moves an entry out of the inbox when done, and back with new activity', async () => {
    const issue = await createIssue(ada, { assigneeId: bob.id });
    const [entry] = (await inboxOf(fixture.app, ws.id, bob)).items;
    const done = await as(fixture.app, bob)
      .patch(`${base()}/notifications/${entry!.id}`)
      .send({ done: true });
    expect(done.status).to.equal(200);
    expect(done.body.data).to.include({ done: true, read: true });
    expect((await inboxOf(fixture.app, ws.id, bob)).items).to.have.length(0);
    expect((await inboxOf(fixture.app, ws.id, bob, '?done=true')).items).to.have.length(1);

    await update(ada, issue.id, { status: 'in_review' });
    const back = await inboxOf(fixture.app, ws.id, bob);
    expect(back.items).to.have.length(1);
    expect(back.items[0]).to.include({ id: entry!.id, done: false, read: false });
  });

  it('marks given entries or all read, and ignores ids that are not the caller’s', async () => {
    const first = await createIssue(ada, { assigneeId: bob.id });
    await createIssue(ada, { assigneeId: bob.id });
    await createIssue(bob, { assigneeId: carol.id });
    const bobs = await inboxOf(fixture.app, ws.id, bob);
    expect(bobs.unread).to.equal(2);
    const carols = await inboxOf(fixture.app, ws.id, carol);

    const someone = await as(fixture.app, bob)
      .post(`${base()}/notifications/read`)
      .send({ ids: [carols.items[0]!.id] });
    expect(someone.body.data).to.deep.equal({ marked: 0, unread: 2 });
    expect((await inboxOf(fixture.app, ws.id, carol)).unread).to.equal(1);

    const one = bobs.items.find((item) => item.issueId === first.id)!;
    const marked = await as(fixture.app, bob)
      .post(`${base()}/notifications/read`)
      .send({ ids: [one.id] });
    expect(marked.body.data).to.deep.equal({ marked: 1, unread: 1 });
    expect((await inboxOf(fixture.app, ws.id, bob, '?unread=true')).items).to.have.length(1);

    const all = await as(fixture.app, bob).post(`${base()}/notifications/read`).send({ all: true });
    expect(all.body.data).to.deep.equal({ marked: 1, unread: 0 });
  });

  it('changes nothing when an event’s job runs again, once its entry was read', async () => {
    const issue = await createIssue(ada, { assigneeId: bob.id });
    expect((await inboxOf(fixture.app, ws.id, bob)).unread).to.equal(1);
    await as(fixture.app, bob).post(`${base()}/notifications/read`).send({ all: true }).expect(200);
    const [event] = await eventsOf(issue.id);
    expect(await notifyOfEvent(suite.database.db, event!.id, 0)).to.equal(0);
    expect((await inboxOf(fixture.app, ws.id, bob)).unread).to.equal(0);
  });

  it('counts a long inbox up to a bound, and its unread entries exactly', async () => {
    await sql`
      WITH made AS (
        INSERT INTO issues (id, workspace_id, project_id, number, title)
        SELECT ${projectId} || 's' || n, ${ws.id}, ${projectId}, 1000 + n, 'Seeded ' || n
        FROM generate_series(1, 1001) AS n
        RETURNING id
      )
      INSERT INTO notifications (id, workspace_id, user_id, issue_id, reasons, event_id,
                                 event_name, actor_type, actor_id, changes, updated_at)
      SELECT 'n' || id, ${ws.id}, ${bob.id}, id, '{watching}', 'e' || id, 'issue.updated',
             'user', ${ada.id}, '{}', now()
      FROM made
    `.execute(suite.database.db);

    const first = await inboxOf(fixture.app, ws.id, bob, '?limit=20');
    expect(first.meta).to.include({ total: 1000, totalExact: false, hasNext: true });
    expect(first.unread).to.equal(1001);
    const last = await inboxOf(fixture.app, ws.id, bob, '?limit=100&page=11');
    expect(last.items).to.have.length(1);
    expect(last.meta).to.include({ total: 1001, totalExact: true, hasNext: false });
  });

  it('answers 404 for another person’s notification, and changes nothing', async () => {
    await createIssue(ada, { assigneeId: bob.id });
    const [entry] = (await inboxOf(fixture.app, ws.id, bob)).items;
    const res = await as(fixture.app, carol)
      .patch(`${base()}/notifications/${entry!.id}`)
      .send({ done: true });
    expect(res.status).to.equal(404);
    expect((await inboxOf(fixture.app, ws.id, bob)).items[0]).to.include({ done: false });
  });

  it('drops the entries of a person removed from the workspace, and of a deleted issue', async () => {
    const kept = await createIssue(ada, { assigneeId: carol.id });
    const removed = await createIssue(ada, { assigneeId: bob.id });
    expect((await inboxOf(fixture.app, ws.id, bob)).items).to.have.length(1);
    await as(fixture.app, ada).delete(`${base()}/members/${bob.id}`).expect(204);
    await notificationsSettled(ws.id);
    expect(await entriesOf(ws, bob), 'after removal').to.equal(0);
    expect((await as(fixture.app, bob).get(`${base()}/notifications`)).status).to.equal(404);

    await as(fixture.app, ada)
      .delete(`${base()}/projects/${projectId}/issues/${kept.id}`)
      .expect(204);
    expect((await inboxOf(fixture.app, ws.id, carol)).items).to.have.length(0);
    expect(removed.id).to.be.a('string');
  });

  it('lets a PAT read its owner’s inbox with read:notifications only, and refuses agents', async () => {
    await createIssue(bob, { assigneeId: ada.id });
    await notificationsSettled(ws.id);
    const reader = await givenPat(fixture.app, ws, ['read:notifications']);
    const res = await bearer(fixture.app, reader.token).get(`${base()}/notifications`);
    expect(res.status).to.equal(200);
    expect(res.body.data.items).to.have.length(1);

    const without = await givenPat(fixture.app, ws, ['read:issues']);
    expect(
      (await bearer(fixture.app, without.token).get(`${base()}/notifications`)).status,
    ).to.equal(403);
    const cannotWrite = await bearer(fixture.app, reader.token)
      .post(`${base()}/notifications/read`)
      .send({ all: true });
    expect(cannotWrite.status).to.equal(403);

    const agent = await givenAgentToken(fixture.app, ws, 'WORKSPACE');
    expect(
      (await bearer(fixture.app, agent.token).get(`${base()}/notifications`)).status,
    ).to.be.oneOf([401, 403]);
  });

  it('keeps one workspace’s entries out of another’s inbox', async () => {
    await createIssue(ada, { assigneeId: bob.id });
    const other = await givenWorkspace({ owner: bob });
    expect((await inboxOf(fixture.app, other.id, bob)).items).to.have.length(0);
  });
});

async function handleOf(user: TestUser): Promise<string> {
  const row = await suite.database.db
    .selectFrom('users')
    .select('handle')
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
  return row.handle;
}

/** The person's stored entries in the workspace, whether or not they can still read them. */
async function entriesOf(ws: TestWorkspace, user: TestUser): Promise<number> {
  const rows = await suite.database.db
    .selectFrom('notifications')
    .select('id')
    .where('workspaceId', '=', ws.id)
    .where('userId', '=', user.id)
    .execute();
  return rows.length;
}
