import { expect } from 'chai';
import { appFixture, suite } from '../support/context';
import {
  as,
  bearer,
  givenAgentToken,
  givenIssueIn,
  givenPat,
  givenProject,
  givenWorkspace,
  type TestWorkspace,
} from '../support/factories';

describe('labels', () => {
  const fixture = appFixture();
  let workspace: TestWorkspace;
  let project: { id: string; prefix: string };
  const labels = () => `/api/workspaces/${workspace.id}/labels`;
  const issues = () => `/api/workspaces/${workspace.id}/issues`;
  const item = (issueId: string) =>
    `/api/workspaces/${workspace.id}/projects/${project.id}/issues/${issueId}`;
  const owner = () => as(fixture.app, workspace.owner);

  async function givenLabel(name: string, color = '#D73A4A') {
    const res = await owner().post(labels()).send({ name, color });
    expect(res.status, JSON.stringify(res.body)).to.equal(201);
    return res.body.data as { id: string; name: string; color: string };
  }

  const eventsOf = (issueId: string) =>
    suite.database.db
      .selectFrom('events')
      .select(['name', 'changes', 'payload'])
      .where('issueId', '=', issueId)
      .orderBy('seq')
      .execute();

  beforeEach(async () => {
    workspace = await givenWorkspace();
    project = await givenProject(fixture.app, workspace);
  });

  it('creates, lists by name, renames, recolours and deletes labels', async () => {
    const bug = await givenLabel('  Bug ');
    expect(bug).to.include({ name: 'Bug', color: '#d73a4a' });
    await givenLabel('api', '#0e8a16');
    const listed = await owner().get(labels());
    expect(listed.body.data.items.map((l: { name: string }) => l.name)).to.deep.equal([
      'api',
      'Bug',
    ]);

    const renamed = await owner()
      .patch(`${labels()}/${bug.id}`)
      .send({ name: 'Defect', color: '#1D76DB' });
    expect(renamed.status).to.equal(200);
    expect(renamed.body.data).to.include({ name: 'Defect', color: '#1d76db' });

    expect((await owner().delete(`${labels()}/${bug.id}`)).status).to.equal(204);
    expect((await owner().delete(`${labels()}/${bug.id}`)).status).to.equal(404);
    expect((await owner().get(labels())).body.data.items).to.have.length(1);
  });

  it('refuses a name another label has, without regard to case, with 409', async () => {
    const bug = await givenLabel('Bug');
    const other = await givenLabel('Feature');
    const clash = await owner().post(labels()).send({ name: 'BUG', color: '#000000' });
    expect(clash.status).to.equal(409);
    const renamed = await owner().patch(`${labels()}/${other.id}`).send({ name: 'bug' });
    expect(renamed.status).to.equal(409);
    // Its own name in another case is no clash.
    const recased = await owner().patch(`${labels()}/${bug.id}`).send({ name: 'BUG' });
    expect(recased.status).to.equal(200);
    // Another workspace may have the same name.
    const elsewhere = await givenWorkspace();
    const res = await as(fixture.app, elsewhere.owner)
      .post(`/api/workspaces/${elsewhere.id}/labels`)
      .send({ name: 'bug', color: '#000000' });
    expect(res.status).to.equal(201);
  });

  it('refuses a colour that is not #rrggbb with 400 naming it', async () => {
    for (const color of ['red', '#fff', '#12345g', 'd73a4a']) {
      const res = await owner().post(labels()).send({ name: 'Bug', color });
      expect(res.status, color).to.equal(400);
      expect(res.body.error.details).to.have.property('color');
    }
  });

  it('sets labels on create and update, returns them, and records them in events', async () => {
    const bug = await givenLabel('Bug');
    const ui = await givenLabel('UI', '#0e8a16');
    const created = await owner()
      .post(issues())
      .send({
        projectId: project.id,
        title: 'Broken button',
        labelIds: [ui.id, bug.id],
      });
    expect(created.status, JSON.stringify(created.body)).to.equal(201);
    expect(created.body.data.labels).to.deep.equal([
      { id: bug.id, name: 'Bug', color: '#d73a4a' },
      { id: ui.id, name: 'UI', color: '#0e8a16' },
    ]);
    const id = created.body.data.id as string;

    const updated = await owner()
      .patch(item(id))
      .send({ labelIds: [ui.id] });
    expect(updated.status).to.equal(200);
    expect(updated.body.data.labels).to.deep.equal([{ id: ui.id, name: 'UI', color: '#0e8a16' }]);
    expect(updated.body.data.updatedAt > created.body.data.updatedAt).to.equal(true);
    expect((await owner().get(item(id))).body.data.labels).to.have.length(1);

    // The same set again changes nothing and records nothing.
    await owner()
      .patch(item(id))
      .send({ labelIds: [ui.id] });
    const events = await eventsOf(id);
    expect(events.map((e) => e.name)).to.deep.equal(['issue.created', 'issue.updated']);
    expect(events[0]!.payload).to.deep.include({ labelIds: [ui.id, bug.id] });
    expect(events[1]!.payload).to.deep.include({ labelIds: [ui.id] });
    expect((events[1]!.changes as Record<string, { new: unknown }>).labels!.new).to.deep.equal([
      { id: ui.id, name: 'UI', color: '#0e8a16' },
    ]);
    // An update that leaves the labels alone carries none in its payload.
    await owner().patch(item(id)).send({ title: 'Broken submit button' });
    const last = (await eventsOf(id)).at(-1)!;
    expect(last.payload).to.not.have.property('labelIds');
  });

  it('moves the issue’s version (its ETag) once when its labels change, with or without fields', async () => {
    const bug = await givenLabel('Bug');
    const created = await owner().post(issues()).send({ projectId: project.id, title: 'Slow' });
    const id = created.body.data.id as string;
    expect(created.body.data.version).to.equal(1);

    const labelled = await owner()
      .patch(item(id))
      .set('If-Match', '"1"')
      .send({ labelIds: [bug.id] });
    expect(labelled.status, JSON.stringify(labelled.body)).to.equal(200);
    expect(labelled.body.data.version).to.equal(2);
    expect(labelled.headers.etag).to.equal('"2"');

    // Someone who read version 1 no longer overwrites the labels unseen.
    const stale = await owner().patch(item(id)).set('If-Match', '"1"').send({ labelIds: [] });
    expect(stale.status).to.equal(412);

    const both = await owner().patch(item(id)).send({ title: 'Very slow', labelIds: [] });
    expect(both.body.data).to.include({ version: 3, title: 'Very slow' });
    expect(both.body.data.labels).to.deep.equal([]);

    const same = await owner().patch(item(id)).send({ labelIds: [] });
    expect(same.body.data.version).to.equal(3);
  });

  it('moves the version (ETag) of the issues carrying a label when it is renamed, recoloured or deleted', async () => {
    const bug = await givenLabel('Bug');
    const carrying = await givenIssueIn(fixture.app, workspace, project.id, {
      labelIds: [bug.id],
    });
    const bare = await givenIssueIn(fixture.app, workspace, project.id);
    const read = async (id: string) => {
      const res = await owner().get(item(id));
      return { etag: res.headers.etag as string, data: res.body.data };
    };
    const first = await read(carrying.id);
    expect(first.etag).to.equal('"1"');

    await owner().patch(`${labels()}/${bug.id}`).send({ name: 'Defect' });
    const renamed = await read(carrying.id);
    expect(renamed.etag).to.equal('"2"');
    expect(renamed.data.labels).to.deep.equal([{ id: bug.id, name: 'Defect', color: '#d73a4a' }]);
    // A client holding the old ETag is told its copy is stale.
    const stale = await owner()
      .patch(item(carrying.id))
      .set('If-Match', first.etag)
      .send({ title: 'x' });
    expect(stale.status).to.equal(412);

    await owner().patch(`${labels()}/${bug.id}`).send({ color: '#0E8A16' });
    expect((await read(carrying.id)).etag).to.equal('"3"');
    // A patch that changes nothing moves nothing.
    await owner().patch(`${labels()}/${bug.id}`).send({ name: 'Defect', color: '#0e8a16' });
    expect((await read(carrying.id)).etag).to.equal('"3"');

    await owner().delete(`${labels()}/${bug.id}`);
    const deleted = await read(carrying.id);
    expect(deleted.etag).to.equal('"4"');
    expect(deleted.data.labels).to.deep.equal([]);
    // Not a change of the issue's own fields: its updatedAt stays.
    expect(deleted.data.updatedAt).to.equal(first.data.updatedAt);

    expect((await read(bare.id)).etag).to.equal('"1"');
  });

  it("refuses another workspace's label with 400 naming labelIds, writing nothing", async () => {
    const elsewhere = await givenWorkspace();
    const res = await as(fixture.app, elsewhere.owner)
      .post(`/api/workspaces/${elsewhere.id}/labels`)
      .send({ name: 'Foreign', color: '#000000' });
    const foreign = res.body.data.id as string;
    const created = await owner()
      .post(issues())
      .send({ projectId: project.id, title: 'x', labelIds: [foreign] });
    expect(created.status).to.equal(400);
    expect(created.body.error.details).to.have.property('labelIds');
    const count = await suite.database.db
      .selectFrom('issues')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('projectId', '=', project.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).to.equal(0);

    const issue = await givenIssueIn(fixture.app, workspace, project.id);
    const patched = await owner()
      .patch(item(issue.id))
      .send({ labelIds: [foreign], title: 'y' });
    expect(patched.status).to.equal(400);
    expect((await owner().get(item(issue.id))).body.data.title).to.equal('An issue');
  });

  it('filters listIssues by any of the labelId values, counting them', async () => {
    const bug = await givenLabel('Bug');
    const ui = await givenLabel('UI');
    const docs = await givenLabel('Docs');
    const a = await givenIssueIn(fixture.app, workspace, project.id, { labelIds: [bug.id] });
    const b = await givenIssueIn(fixture.app, workspace, project.id, { labelIds: [ui.id, bug.id] });
    const c = await givenIssueIn(fixture.app, workspace, project.id, { labelIds: [docs.id] });
    await givenIssueIn(fixture.app, workspace, project.id);

    const byBug = await owner().get(`${issues()}?labelId=${bug.id}`);
    expect(byBug.status).to.equal(200);
    expect(byBug.body.data.items.map((i: { id: string }) => i.id)).to.have.members([a.id, b.id]);
    expect(byBug.body.data.meta.total).to.equal(2);

    const either = await owner().get(
      `${issues()}?labelId=${ui.id}&labelId=${docs.id}&sortBy=number`,
    );
    expect(either.body.data.items.map((i: { id: string }) => i.id)).to.deep.equal([c.id, b.id]);
    expect(either.body.data.meta.total).to.equal(2);

    const bracketed = await owner().get(`${issues()}?labelId[]=${ui.id}`);
    expect(bracketed.status).to.equal(400);
  });

  it('takes the label off its issues when deleted', async () => {
    const bug = await givenLabel('Bug');
    const issue = await givenIssueIn(fixture.app, workspace, project.id, { labelIds: [bug.id] });
    await owner().delete(`${labels()}/${bug.id}`);
    expect((await owner().get(item(issue.id))).body.data.labels).to.deep.equal([]);
  });

  it('lets read:issues list labels and write:issues manage them; agents by tier', async () => {
    const reader = await givenPat(fixture.app, workspace, ['read:issues']);
    const writer = await givenPat(fixture.app, workspace, ['write:issues']);
    expect((await bearer(fixture.app, reader.token).get(labels())).status).to.equal(200);
    const refused = await bearer(fixture.app, reader.token)
      .post(labels())
      .send({ name: 'Bug', color: '#000000' });
    expect(refused.status).to.equal(403);
    const made = await bearer(fixture.app, writer.token)
      .post(labels())
      .send({ name: 'Bug', color: '#000000' });
    expect(made.status).to.equal(201);
    const readAgent = await givenAgentToken(fixture.app, workspace, 'READ');
    expect((await bearer(fixture.app, readAgent.token).get(labels())).status).to.equal(200);
    const denied = await bearer(fixture.app, readAgent.token).delete(
      `${labels()}/${made.body.data.id}`,
    );
    expect(denied.status).to.equal(403);
  });
});
