import { expect } from 'chai';
import { sql } from 'kysely';
import { appFixture, suite } from '../support/context';
import {
  as,
  givenIssueIn,
  givenMember,
  givenProject,
  givenWorkspace,
  type TestWorkspace,
} from '../support/factories';

describe('projects', () => {
  const fixture = appFixture();
  let workspace: TestWorkspace;
  const projects = () => `/api/workspaces/${workspace.id}/projects`;
  const owner = () => as(fixture.app, workspace.owner);
  const eventsOf = (projectId: string) =>
    suite.database.db
      .selectFrom('events')
      .selectAll()
      .where('entityId', '=', projectId)
      .orderBy('createdAt')
      .execute();

  beforeEach(async () => {
    workspace = await givenWorkspace();
  });

  it('creates, reads, lists and records project.created', async () => {
    const res = await owner()
      .post(projects())
      .send({ name: 'API', prefix: 'API', description: 'Backend' })
      .expect(201);
    expect(res.body.data).to.include({
      name: 'API',
      prefix: 'API',
      description: 'Backend',
      archived: false,
      archivedAt: null,
    });
    await owner().get(`${projects()}/${res.body.data.id}`).expect(200);
    const list = await owner().get(`${projects()}?search=ap`).expect(200);
    expect(list.body.data.items.map((p: { id: string }) => p.id)).to.deep.equal([res.body.data.id]);
    const [event] = await eventsOf(res.body.data.id);
    expect(event).to.include({ name: 'project.created' });
    expect(event!.payload).to.deep.equal({ projectId: res.body.data.id });
  });

  it('validates the prefix and keeps it unique per workspace', async () => {
    for (const prefix of ['api', 'TOOLONGPREFIX', 'A-B', '']) {
      const res = await owner().post(projects()).send({ name: 'x', prefix }).expect(400);
      expect(res.body.error.details).to.have.key('prefix');
    }
    await owner().post(projects()).send({ name: 'x', prefix: 'WEB' }).expect(201);
    await owner().post(projects()).send({ name: 'y', prefix: 'WEB' }).expect(409);
    const other = await givenWorkspace();
    await as(fixture.app, other.owner)
      .post(`/api/workspaces/${other.id}/projects`)
      .send({ name: 'z', prefix: 'WEB' })
      .expect(201);
    const second = await owner().post(projects()).send({ name: 'y', prefix: 'APP' }).expect(201);
    await owner().patch(`${projects()}/${second.body.data.id}`).send({ prefix: 'WEB' }).expect(409);
  });

  it('updates with a diff event, archives (idempotently) and deletes', async () => {
    const project = await givenProject(fixture.app, workspace, { name: 'Old' });
    await owner().patch(`${projects()}/${project.id}`).send({ name: 'New' }).expect(200);
    const archived = await owner().post(`${projects()}/${project.id}/archive`).expect(200);
    expect(archived.body.data.archived).to.equal(true);
    await owner().post(`${projects()}/${project.id}/archive`).expect(200);
    const listed = await owner().get(`${projects()}?archived=true`).expect(200);
    expect(listed.body.data.items.map((p: { id: string }) => p.id)).to.deep.equal([project.id]);
    await owner().delete(`${projects()}/${project.id}`).expect(204);
    await owner().get(`${projects()}/${project.id}`).expect(404);
    const events = await eventsOf(project.id);
    expect(events.map((e) => e.name)).to.deep.equal([
      'project.created',
      'project.updated',
      'project.updated',
      'project.deleted',
    ]);
    expect(events[1]!.changes).to.deep.equal({ name: { old: 'Old', new: 'New' } });
    expect(events[2]!.changes).to.have.key('archivedAt');
  });

  it('counts issues by status, priority, open/closed and assignee', async () => {
    const member = await givenMember(workspace);
    const project = await givenProject(fixture.app, workspace);
    await givenIssueIn(fixture.app, workspace, project.id, {
      status: 'done',
      priority: 'high',
      assigneeId: member.id,
    });
    await givenIssueIn(fixture.app, workspace, project.id, {
      status: 'todo',
      priority: 'high',
      assigneeId: member.id,
    });
    await givenIssueIn(fixture.app, workspace, project.id, { status: 'cancelled' });
    await givenIssueIn(fixture.app, workspace, project.id);
    const res = await owner().get(`${projects()}/${project.id}/overview`).expect(200);
    const data = res.body.data;
    expect(data).to.include({ total: 4, open: 2, closed: 2 });
    expect(data.byStatus).to.deep.equal({
      backlog: 1,
      todo: 1,
      in_progress: 0,
      in_review: 0,
      done: 1,
      cancelled: 1,
    });
    expect(data.byPriority).to.include({ high: 2, none: 2 });
    expect(data.byAssignee).to.deep.include({ assigneeId: member.id, total: 2, open: 1 });
    expect(data.byAssignee).to.deep.include({ assigneeId: null, total: 2, open: 1 });
  });

  it('computes the burndown per day and validates the range', async () => {
    const project = await givenProject(fixture.app, workspace);
    const a = await givenIssueIn(fixture.app, workspace, project.id);
    await givenIssueIn(fixture.app, workspace, project.id);
    const db = suite.database.db;
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000);
    await sql`UPDATE issues SET created_at = ${day(-3)} WHERE project_id = ${project.id}`.execute(
      db,
    );
    await db
      .updateTable('issues')
      .set({ status: 'done', closedAt: day(-1) })
      .where('id', '=', a.id)
      .execute();
    const iso = (offset: number) => day(offset).toISOString().slice(0, 10);
    const res = await owner()
      .get(`${projects()}/${project.id}/burndown?from=${iso(-5)}&to=${iso(0)}`)
      .expect(200);
    expect(res.body.data.points.map((p: { remaining: number }) => p.remaining)).to.deep.equal([
      0, 0, 2, 2, 1, 1,
    ]);
    expect(res.body.data.points[0].date).to.equal(iso(-5));
    await owner()
      .get(`${projects()}/${project.id}/burndown?from=${iso(0)}&to=${iso(-2)}`)
      .expect(400);
    await owner()
      .get(`${projects()}/${project.id}/burndown?from=2020-01-01&to=2022-01-01`)
      .expect(400);
    await owner().get(`${projects()}/${project.id}/burndown?from=not-a-date`).expect(400);
    const defaults = await owner().get(`${projects()}/${project.id}/burndown`).expect(200);
    expect(defaults.body.data.points).to.have.length(30);
  });

  it('serves the project activity stream, paginated', async () => {
    const project = await givenProject(fixture.app, workspace);
    await givenIssueIn(fixture.app, workspace, project.id);
    await givenIssueIn(fixture.app, workspace, project.id);
    const res = await owner().get(`${projects()}/${project.id}/activity?limit=2`).expect(200);
    expect(res.body.data.items.map((e: { name: string }) => e.name)).to.deep.equal([
      'issue.created',
      'issue.created',
    ]);
    expect(res.body.data.meta).to.include({ total: 3, hasNext: true });
  });
});
