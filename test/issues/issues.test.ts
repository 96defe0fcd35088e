import { expect } from 'chai';
import { sql } from 'kysely';
import { appFixture, suite } from '../support/context';
import { whileEventsFail } from '../support/faults';
import {
  as,
  givenIssueIn,
  givenMember,
  givenProject,
  givenUser,
  givenWorkspace,
  type TestWorkspace,
} from '../support/factories';
import { holdTransaction, untilALockIsAwaited } from '../support/locks';
import { recordCreation } from '../../src/events/record';
import { lockProject } from '../../src/projects/queries';
import { insertIssue, lockHierarchy, newIssueId } from '../../src/issues/queries';

describe('issues', () => {
  const fixture = appFixture();
  let workspace: TestWorkspace;
  let project: { id: string; prefix: string };
  const issues = () => `/api/workspaces/${workspace.id}/issues`;
  const item = (issueId: string, projectId = project.id) =>
    `/api/workspaces/${workspace.id}/projects/${projectId}/issues/${issueId}`;
  const owner = () => as(fixture.app, workspace.owner);
  const eventsOf = (issueId: string) =>
    suite.database.db
      .selectFrom('events')
      .selectAll()
      .where('issueId', '=', issueId)
      .orderBy('createdAt')
      .execute();

  const issueCreatedEvents = () =>
    suite.database.db
      .selectFrom('events')
      .select('name')
      .where('projectId', '=', project.id)
      .where('name', '=', 'issue.created')
      .execute();

  /** The project archived as the service does it (locked FOR UPDATE, then changed), uncommitted. */
  const holdArchive = () =>
    holdTransaction(async (trx) => {
      await lockProject(trx, workspace.id, project.id);
      await trx
        .updateTable('projects')
        .set({ archivedAt: new Date() })
        .where('id', '=', project.id)
        .execute();
    });

  beforeEach(async () => {
    workspace = await givenWorkspace();
    project = await givenProject(fixture.app, workspace);
  });

  it('creates an issue with number and prefix separately, and records issue.created', async () => {
    const res = await owner()
      .post(issues())
      .send({
        projectId: project.id,
        title: '  Fix login  ',
        description: 'Users cannot log in',
        priority: 'high',
      })
      .expect(201);
    expect(res.body.data).to.include({
      number: 1,
      prefix: project.prefix,
      title: 'Fix login',
      status: 'backlog',
      priority: 'high',
      parentId: null,
      closedAt: null,
      createdBy: workspace.owner.id,
    });
    expect(JSON.stringify(res.body)).not.to.include(`${project.prefix}-1`);
    const [event] = await eventsOf(res.body.data.id);
    expect(event).to.include({
      name: 'issue.created',
      actorType: 'user',
      actorId: workspace.owner.id,
      projectId: project.id,
    });
    expect(event!.payload).to.deep.equal({
      projectId: project.id,
      issueId: res.body.data.id,
      parentId: null,
    });
  });

  it('numbers issues per project and never reuses a number after a delete', async () => {
    const other = await givenProject(fixture.app, workspace);
    const a1 = await givenIssueIn(fixture.app, workspace, project.id);
    const a2 = await givenIssueIn(fixture.app, workspace, project.id);
    const b1 = await givenIssueIn(fixture.app, workspace, other.id);
    expect([a1.number, a2.number, b1.number]).to.deep.equal([1, 2, 1]);
    await owner().delete(item(a2.id)).expect(204);
    const a3 = await givenIssueIn(fixture.app, workspace, project.id);
    expect(a3.number).to.equal(3);
  });

  it('gives 50 simultaneous creates the numbers 1..50 exactly', async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        owner()
          .post(issues())
          .send({ projectId: project.id, title: `Issue ${i}` }),
      ),
    );
    expect(results.every((r) => r.status === 201)).to.equal(true);
    const numbers = results.map((r) => r.body.data.number as number).sort((a, b) => a - b);
    expect(numbers).to.deep.equal(Array.from({ length: 50 }, (_, i) => i + 1));
  });

  it('leaves the number of a create that failed after taking it unused, and never reuses it', async () => {
    await whileEventsFail('issue.created', async () => {
      await owner().post(issues()).send({ projectId: project.id, title: 'Lost' }).expect(500);
    });
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM issues WHERE project_id = ${project.id}
    `.execute(suite.database.db);
    expect(rows[0]!.n).to.equal(0);
    const next = await givenIssueIn(fixture.app, workspace, project.id);
    expect(next.number).to.equal(2);
  });

  it('refuses bad references with 400 by field, consuming no number and writing no event', async () => {
    const outsider = await givenUser();
    const otherProject = await givenProject(fixture.app, workspace);
    const foreignParent = await givenIssueIn(fixture.app, workspace, otherProject.id);
    const res = await owner()
      .post(issues())
      .send({
        projectId: project.id,
        title: 'x',
        assigneeId: outsider.id,
        parentId: foreignParent.id,
        sprintId: 'nosuchsprint1',
      })
      .expect(400);
    expect(res.body.error.details).to.have.keys(['assigneeId', 'parentId', 'sprintId']);
    const unknownProject = await owner()
      .post(issues())
      .send({ projectId: 'nosuchproject1', title: 'x' })
      .expect(400);
    expect(unknownProject.body.error.details).to.have.key('projectId');
    await owner().post(issues()).send({ projectId: project.id, title: '   ' }).expect(400);
    await owner()
      .post(issues())
      .send({ projectId: project.id, title: 'x', status: 'finished' })
      .expect(400);
    const ok = await givenIssueIn(fixture.app, workspace, project.id);
    expect(ok.number).to.equal(1);
    const events = await issueCreatedEvents();
    expect(events).to.have.length(1);
  });

  it('accepts a member as assignee and a same-project parent', async () => {
    const member = await givenMember(workspace);
    const parent = await givenIssueIn(fixture.app, workspace, project.id);
    const child = await givenIssueIn(fixture.app, workspace, project.id, {
      assigneeId: member.id,
      parentId: parent.id,
    });
    expect(child.parentId).to.equal(parent.id);
    const [event] = await eventsOf(child.id);
    expect(event!.payload).to.deep.equal({
      projectId: project.id,
      issueId: child.id,
      parentId: parent.id,
    });
  });

  it('updates with old/new values in one issue.updated event, closing and reopening', async () => {
    const issue = await givenIssueIn(fixture.app, workspace, project.id, { title: 'Old' });
    const done = await owner()
      .patch(item(issue.id))
      .send({ title: 'New', status: 'done' })
      .expect(200);
    expect(done.body.data.closedAt).to.be.a('string');
    const reopened = await owner().patch(item(issue.id)).send({ status: 'todo' }).expect(200);
    expect(reopened.body.data.closedAt).to.equal(null);
    const events = await eventsOf(issue.id);
    expect(events.map((e) => e.name)).to.deep.equal([
      'issue.created',
      'issue.updated',
      'issue.updated',
    ]);
    expect(events[1]!.changes).to.deep.include({
      title: { old: 'Old', new: 'New' },
      status: { old: 'backlog', new: 'done' },
    });
    expect(events[1]!.payload).to.deep.equal({ projectId: project.id, issueId: issue.id });
    // A no-op update writes no event.
    await owner().patch(item(issue.id)).send({ status: 'todo' }).expect(200);
    expect(await eventsOf(issue.id)).to.have.length(3);
  });

  it('refuses parent cycles', async () => {
    const a = await givenIssueIn(fixture.app, workspace, project.id);
    const b = await givenIssueIn(fixture.app, workspace, project.id, { parentId: a.id });
    const c = await givenIssueIn(fixture.app, workspace, project.id, { parentId: b.id });
    const res = await owner().patch(item(a.id)).send({ parentId: c.id }).expect(400);
    expect(res.body.error.details).to.have.key('parentId');
    await owner().patch(item(a.id)).send({ parentId: a.id }).expect(400);
  });

  it('refuses the second of two parent changes that would together close a loop', async () => {
    const a = await givenIssueIn(fixture.app, workspace, project.id);
    const b = await givenIssueIn(fixture.app, workspace, project.id);
    // A change putting A under B holds the hierarchy, as the API's own would, and stays
    // uncommitted while the request puts B under A.
    const other = await holdTransaction(async (trx) => {
      await lockHierarchy(trx, project.id);
      await trx.updateTable('issues').set({ parentId: b.id }).where('id', '=', a.id).execute();
    });
    const patched = owner()
      .patch(item(b.id))
      .send({ parentId: a.id })
      .then((res) => res);
    // Either the request waits for the hierarchy, or it has answered without waiting.
    await Promise.race([patched, untilALockIsAwaited('the parent change to wait')]);
    await other.commit();
    const res = await patched;
    expect(res.status).to.equal(400);
    expect(res.body.error.details).to.have.key('parentId');
    const parents = await suite.database.db
      .selectFrom('issues')
      .select(['id', 'parentId'])
      .where('id', 'in', [a.id, b.id])
      .execute();
    expect(Object.fromEntries(parents.map((row) => [row.id, row.parentId]))).to.deep.equal({
      [a.id]: b.id,
      [b.id]: null,
    });
  });

  it('answers 404 when the path names another project, or another workspace', async () => {
    const issue = await givenIssueIn(fixture.app, workspace, project.id);
    const other = await givenProject(fixture.app, workspace);
    await owner().get(item(issue.id, other.id)).expect(404);
    await owner().patch(item(issue.id, other.id)).send({ title: 'x' }).expect(404);
    const stranger = await givenWorkspace();
    await as(fixture.app, stranger.owner)
      .get(`/api/workspaces/${stranger.id}/projects/${project.id}/issues/${issue.id}`)
      .expect(404);
  });

  it('refuses new issues in an archived project, which stays readable', async () => {
    const issue = await givenIssueIn(fixture.app, workspace, project.id);
    await owner()
      .post(`/api/workspaces/${workspace.id}/projects/${project.id}/archive`)
      .expect(200);
    await owner().post(issues()).send({ projectId: project.id, title: 'late' }).expect(409);
    await owner().get(item(issue.id)).expect(200);
    await owner()
      .patch(`/api/workspaces/${workspace.id}/projects/${project.id}`)
      .send({ archived: false })
      .expect(200);
    await owner().post(issues()).send({ projectId: project.id, title: 'again' }).expect(201);
  });

  it('refuses an issue for a project archived while it was being created', async () => {
    // The archive is under way, not yet committed: the request's check still sees the
    // project open.
    const archiving = await holdArchive();
    const created = owner()
      .post(issues())
      .send({ projectId: project.id, title: 'racing the archive' })
      .then((res) => res);
    // Either the insert waits for the archive, or the request has answered without waiting.
    await Promise.race([created, untilALockIsAwaited('the insert to wait for the archive')]);
    await archiving.commit();
    const res = await created;
    expect(res.status).to.equal(409);
    const rows = await suite.database.db
      .selectFrom('issues')
      .select('id')
      .where('projectId', '=', project.id)
      .execute();
    expect(rows).to.deep.equal([]);
    const events = await issueCreatedEvents();
    expect(events).to.deep.equal([]);
  });

  it('inserts no issue into a project archived after its number was taken', async () => {
    const archiving = await holdArchive();
    const id = newIssueId();
    const author = {
      principal: { kind: 'session' as const, userId: workspace.owner.id, sessionId: 'test' },
      membership: { workspaceId: workspace.id },
      eventSubscribers: [],
    };
    // Past the check and the number: only the insert's own guard stands in the way.
    const inserting = recordCreation(
      suite.database.db,
      author,
      'issue.created',
      { entityType: 'issue', entityId: id, projectId: project.id, issueId: id, payload: {} },
      insertIssue({
        id,
        workspaceId: workspace.id,
        projectId: project.id,
        number: 1,
        title: 'after the archive',
        createdBy: null,
      }),
      () => new Error('refused'),
    ).then(
      () => 'inserted',
      (error: Error) => error.message,
    );
    await Promise.race([inserting, untilALockIsAwaited('the insert to wait for the archive')]);
    await archiving.commit();
    expect(await inserting).to.equal('refused');
    expect(await eventsOf(id)).to.deep.equal([]);
  });

  it('filters by project, status, priority, assignee, sprint and parent', async () => {
    const member = await givenMember(workspace);
    const other = await givenProject(fixture.app, workspace);
    const parent = await givenIssueIn(fixture.app, workspace, project.id, {
      status: 'todo',
      priority: 'urgent',
    });
    const child = await givenIssueIn(fixture.app, workspace, project.id, {
      parentId: parent.id,
      assigneeId: member.id,
    });
    await givenIssueIn(fixture.app, workspace, other.id);
    const ids = async (query: string) =>
      (await owner().get(`${issues()}?${query}`).expect(200)).body.data.items.map(
        (i: { id: string }) => i.id,
      );
    expect(await ids(`projectId=${project.id}&sortBy=number&sortOrder=asc`)).to.deep.equal([
      parent.id,
      child.id,
    ]);
    expect(await ids('status=todo')).to.deep.equal([parent.id]);
    expect(await ids('priority=urgent')).to.deep.equal([parent.id]);
    expect(await ids(`assigneeId=${member.id}`)).to.deep.equal([child.id]);
    expect(await ids(`parentId=${parent.id}`)).to.deep.equal([child.id]);
    expect(await ids(`parentId=null&projectId=${project.id}`)).to.deep.equal([parent.id]);
    await owner().get(`${issues()}?status=nope`).expect(400);
  });

  it('searches title and description words', async () => {
    const login = await givenIssueIn(fixture.app, workspace, project.id, {
      title: 'Login button broken',
    });
    const crash = await givenIssueIn(fixture.app, workspace, project.id, {
      title: 'Crash',
      description: 'The exporter crashes on empty tables',
    });
    await givenIssueIn(fixture.app, workspace, project.id, { title: 'Unrelated' });
    const search = async (q: string) =>
      (
        await owner()
          .get(`${issues()}?search=${encodeURIComponent(q)}`)
          .expect(200)
      ).body.data.items.map((i: { id: string }) => i.id);
    expect(await search('login')).to.deep.equal([login.id]);
    expect(await search('exporter')).to.deep.equal([crash.id]);
    expect(await search('"empty tables"')).to.deep.equal([crash.id]);
    expect(await search('crash -exporter')).to.deep.equal([]);
    expect(await search('((( or')).to.be.an('array');
  });

  it('counts a search exactly up to 1,000 matches, then says the total is a lower bound', async () => {
    // Inserted directly: 1,010 issues through the API would only slow the suite down.
    await sql`
      INSERT INTO issues (id, workspace_id, project_id, number, title)
      SELECT 'x' || n || ${workspace.id}, ${workspace.id}, ${project.id}, n,
             CASE WHEN n <= 1005 THEN 'Login issue ' ELSE 'Other issue ' END || n
      FROM generate_series(1, 1010) AS n
    `.execute(suite.database.db);
    const meta = async (query: string) =>
      (await owner().get(`${issues()}?${query}`).expect(200)).body.data.meta;

    expect(await meta('search=login&limit=100')).to.deep.equal({
      page: 1,
      limit: 100,
      total: 1000,
      totalPages: 10,
      hasNext: true,
      hasPrev: false,
      totalExact: false,
    });
    // A page past the bound counts to its own end, so its neighbours stay exact.
    expect(await meta('search=login&limit=100&page=11')).to.include({
      total: 1005,
      totalPages: 11,
      hasNext: false,
      totalExact: true,
    });
    expect(await meta('search=other')).to.include({ total: 5, totalExact: true });
    // Kept counts are exact at any size.
    expect(await meta('limit=1')).to.include({ total: 1010, totalExact: true });
  });

  it('pages stably on ties, newest first within a priority, and reports the last and empty pages', async () => {
    const created: string[] = [];
    for (let i = 0; i < 5; i++)
      created.push(
        (await givenIssueIn(fixture.app, workspace, project.id, { priority: 'low' })).id,
      );
    const seen: string[] = [];
    for (const page of [1, 2, 3]) {
      const res = await owner().get(`${issues()}?sortBy=priority&limit=2&page=${page}`).expect(200);
      seen.push(...res.body.data.items.map((i: { id: string }) => i.id));
      expect(res.body.data.meta).to.include({
        total: 5,
        totalPages: 3,
        hasNext: page < 3,
        hasPrev: page > 1,
      });
    }
    // Issues of one priority go by creation in the requested direction, not by their
    // random ids.
    expect(seen).to.deep.equal([...created].reverse());
    const ascending = await owner().get(`${issues()}?sortBy=priority&sortOrder=asc`).expect(200);
    expect(ascending.body.data.items.map((i: { id: string }) => i.id)).to.deep.equal(created);
    // Past the end no row carries the total: it is counted on its own, kept or bounded.
    for (const filter of ['', '&priority=low']) {
      const empty = await owner().get(`${issues()}?limit=2&page=9${filter}`).expect(200);
      expect(empty.body.data.items).to.deep.equal([]);
      expect(empty.body.data.meta).to.include({ total: 5, totalExact: true, hasNext: false });
    }
  });

  it('toggles watching idempotently, and says whether the caller watches', async () => {
    const issue = await givenIssueIn(fixture.app, workspace, project.id);
    const watching = async (user = workspace.owner) =>
      (
        await as(fixture.app, user)
          .get(`${item(issue.id)}/watch`)
          .expect(200)
      ).body.data;
    // Its creator follows a new issue from the start.
    expect(await watching()).to.deep.equal({ issueId: issue.id, watching: true });
    const other = await givenMember(workspace);
    expect((await watching(other)).watching).to.equal(false);
    for (const _ of [1, 2]) {
      const res = await owner()
        .delete(`${item(issue.id)}/watch`)
        .expect(200);
      expect(res.body.data).to.deep.equal({ issueId: issue.id, watching: false });
    }
    expect(await watching()).to.deep.equal({ issueId: issue.id, watching: false });
    for (const _ of [1, 2]) {
      const res = await owner()
        .post(`${item(issue.id)}/watch`)
        .expect(200);
      expect(res.body.data).to.deep.equal({ issueId: issue.id, watching: true });
    }
    expect(await watching()).to.deep.equal({ issueId: issue.id, watching: true });
    expect((await watching(other)).watching).to.equal(false);
    const names = (await eventsOf(issue.id)).map((e) => e.name);
    expect(names).to.deep.equal(['issue.created', 'issue.unwatched', 'issue.watched']);
  });

  it('links, updates and unlinks pull requests with their events', async () => {
    const issue = await givenIssueIn(fixture.app, workspace, project.id);
    const prs = `${item(issue.id)}/pull-requests`;
    const gh = await owner()
      .post(prs)
      .send({ url: 'https://github.com/acme/api/pull/42?x=1' })
      .expect(201);
    expect(gh.body.data).to.include({
      provider: 'github',
      repository: 'acme/api',
      number: 42,
      status: 'open',
      url: 'https://github.com/acme/api/pull/42',
    });
    const gl = await owner()
      .post(prs)
      .send({ url: 'https://gitlab.com/group/sub/proj/-/merge_requests/7' })
      .expect(201);
    expect(gl.body.data).to.include({
      provider: 'gitlab',
      repository: 'group/sub/proj',
      number: 7,
    });
    await owner().post(prs).send({ url: 'https://github.com/acme/api/pull/42' }).expect(409);
    for (const url of [
      'https://example.com/pull/1',
      'http://github.com/a/b/pull/1',
      'https://github.com/a/b/issues/1',
      'nope',
    ]) {
      await owner().post(prs).send({ url }).expect(400);
    }
    await owner().patch(`${prs}/${gh.body.data.id}`).send({ status: 'merged' }).expect(200);
    await owner().patch(`${prs}/${gh.body.data.id}`).send({ status: 'merged' }).expect(200);
    const listed = await owner().get(`${prs}?sortOrder=asc`).expect(200);
    expect(listed.body.data.items.map((l: { id: string }) => l.id)).to.deep.equal([
      gh.body.data.id,
      gl.body.data.id,
    ]);
    expect(listed.body.data.items[0]).to.include({ status: 'merged' });
    const elsewhere = await givenIssueIn(fixture.app, workspace, project.id);
    const none = await owner()
      .get(`${item(elsewhere.id)}/pull-requests`)
      .expect(200);
    expect(none.body.data.items).to.deep.equal([]);
    await owner().delete(`${prs}/${gl.body.data.id}`).expect(204);
    await owner().delete(`${prs}/${gl.body.data.id}`).expect(404);
    const after = await owner().get(prs).expect(200);
    expect(after.body.data.items.map((l: { id: string }) => l.id)).to.deep.equal([gh.body.data.id]);
    const events = await eventsOf(issue.id);
    expect(events.map((e) => e.name)).to.deep.equal([
      'issue.created',
      'issue.pr_linked',
      'issue.pr_linked',
      'issue.pr_status_changed',
      'issue.pr_unlinked',
    ]);
    expect(events[3]!.changes).to.deep.equal({ status: { old: 'open', new: 'merged' } });
    expect(events[3]!.payload).to.deep.equal({
      projectId: project.id,
      issueId: issue.id,
      linkId: gh.body.data.id,
    });
  });

  it('refuses a pull request number that does not fit in an integer with 400 naming url', async () => {
    const issue = await givenIssueIn(fixture.app, workspace, project.id);
    const prs = `${item(issue.id)}/pull-requests`;
    for (const url of [
      'https://github.com/o/r/pull/27469260252',
      'https://gitlab.com/g/p/-/merge_requests/2147483648',
    ]) {
      const res = await owner().post(prs).send({ url }).expect(400);
      expect(res.body.error.details).to.have.key('url');
    }
    const largest = await owner()
      .post(prs)
      .send({ url: 'https://github.com/o/r/pull/2147483647' })
      .expect(201);
    expect(largest.body.data.number).to.equal(2147483647);
  });

  it('serves the issue activity stream newest first', async () => {
    const issue = await givenIssueIn(fixture.app, workspace, project.id);
    await owner().patch(item(issue.id)).send({ priority: 'high' }).expect(200);
    const res = await owner()
      .get(`${item(issue.id)}/activity`)
      .expect(200);
    expect(res.body.data.items.map((e: { name: string }) => e.name)).to.deep.equal([
      'issue.updated',
      'issue.created',
    ]);
    expect(res.body.data.meta.total).to.equal(2);
  });

  it('deletes an issue with issue.deleted; its children become top-level', async () => {
    const parent = await givenIssueIn(fixture.app, workspace, project.id);
    const child = await givenIssueIn(fixture.app, workspace, project.id, { parentId: parent.id });
    await owner().delete(item(parent.id)).expect(204);
    await owner().get(item(parent.id)).expect(404);
    const res = await owner().get(item(child.id)).expect(200);
    expect(res.body.data.parentId).to.equal(null);
    expect((await eventsOf(parent.id)).map((e) => e.name)).to.include('issue.deleted');
  });
});
