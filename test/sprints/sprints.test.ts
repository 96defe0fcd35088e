import { expect } from 'chai';
import { Client } from 'pg';
import { appFixture, suite } from '../support/context';
import { as, givenIssueIn, givenProject, givenWorkspace } from '../support/factories';
import { untilALockIsAwaited } from '../support/locks';

describe('sprints', () => {
  const fixture = appFixture();

  it('creates, lists, updates and deletes sprints with their events; issues join by sprintId', async () => {
    const workspace = await givenWorkspace();
    const project = await givenProject(fixture.app, workspace);
    const owner = as(fixture.app, workspace.owner);
    const sprints = `/api/workspaces/${workspace.id}/projects/${project.id}/sprints`;
    const created = await owner
      .post(sprints)
      .send({ name: 'Sprint 1', goal: 'Ship login', startsOn: '2026-11-02', endsOn: '2026-11-13' })
      .expect(201);
    const sprint = created.body.data;
    expect(sprint).to.include({ state: 'planned', startsOn: '2026-11-02', endsOn: '2026-11-13' });
    const issue = await givenIssueIn(fixture.app, workspace, project.id, { sprintId: sprint.id });
    const filtered = await owner
      .get(`/api/workspaces/${workspace.id}/issues?sprintId=${sprint.id}`)
      .expect(200);
    expect(filtered.body.data.items.map((i: { id: string }) => i.id)).to.deep.equal([issue.id]);

    await owner.patch(`${sprints}/${sprint.id}`).send({ state: 'active' }).expect(200);
    const listed = await owner.get(`${sprints}?state=active`).expect(200);
    expect(listed.body.data.items).to.have.length(1);
    await owner.patch(`${sprints}/${sprint.id}`).send({ endsOn: '2026-11-01' }).expect(400);
    await owner
      .post(sprints)
      .send({ name: 'Bad', startsOn: '2026-11-10', endsOn: '2026-11-01' })
      .expect(400);

    await owner.delete(`${sprints}/${sprint.id}`).expect(204);
    const after = await owner
      .get(`/api/workspaces/${workspace.id}/projects/${project.id}/issues/${issue.id}`)
      .expect(200);
    expect(after.body.data.sprintId).to.equal(null);
    const events = await suite.database.db
      .selectFrom('events')
      .selectAll()
      .where('entityId', '=', sprint.id)
      .orderBy('createdAt')
      .execute();
    expect(events.map((e) => e.name)).to.deep.equal([
      'sprint.created',
      'sprint.updated',
      'sprint.deleted',
    ]);
    expect(events[1]!.changes).to.deep.equal({ state: { old: 'planned', new: 'active' } });
    expect(events[0]!.payload).to.deep.equal({ projectId: project.id, sprintId: sprint.id });
  });

  it('refuses a sprint of another project as an issue sprint, and other projects’ sprints in the path', async () => {
    const workspace = await givenWorkspace();
    const one = await givenProject(fixture.app, workspace);
    const two = await givenProject(fixture.app, workspace);
    const owner = as(fixture.app, workspace.owner);
    const sprint = (
      await owner
        .post(`/api/workspaces/${workspace.id}/projects/${one.id}/sprints`)
        .send({ name: 'S' })
        .expect(201)
    ).body.data;
    const res = await owner
      .post(`/api/workspaces/${workspace.id}/issues`)
      .send({ projectId: two.id, title: 'x', sprintId: sprint.id })
      .expect(400);
    expect(res.body.error.details).to.have.key('sprintId');
    await owner
      .patch(`/api/workspaces/${workspace.id}/projects/${two.id}/sprints/${sprint.id}`)
      .send({ name: 'x' })
      .expect(404);
  });

  it('checks new dates against a concurrent update’s, not the ones it read before it', async () => {
    const workspace = await givenWorkspace();
    const project = await givenProject(fixture.app, workspace);
    const owner = as(fixture.app, workspace.owner);
    const sprints = `/api/workspaces/${workspace.id}/projects/${project.id}/sprints`;
    const sprint = (
      await owner
        .post(sprints)
        .send({ name: 'Sprint 1', startsOn: '2026-11-02', endsOn: '2026-11-27' })
        .expect(201)
    ).body.data as { id: string };
    // A concurrent update moves the start past the end this request asks for.
    const other = new Client({ connectionString: suite.database.url });
    await other.connect();
    try {
      await other.query('BEGIN');
      await other.query(`UPDATE sprints SET starts_on = '2026-11-20' WHERE id = $1`, [sprint.id]);
      const patched = owner
        .patch(`${sprints}/${sprint.id}`)
        .send({ endsOn: '2026-11-13' })
        .then((res) => res);
      await untilALockIsAwaited('the update to wait for the other');
      await other.query('COMMIT');
      const res = await patched;
      expect(res.status).to.equal(400);
      expect(res.body.error.details).to.have.property('endsOn');
    } finally {
      await other.end();
    }
    const listed = await owner.get(sprints).expect(200);
    expect(listed.body.data.items[0]).to.include({ startsOn: '2026-11-20', endsOn: '2026-11-27' });
  });
});
