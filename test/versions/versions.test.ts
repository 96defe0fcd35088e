import { expect } from 'chai';
import { appFixture, suite } from '../support/context';
import { as, givenIssueIn, givenMember, givenProject, givenWorkspace } from '../support/factories';
import { holdTransaction, untilALockIsAwaited } from '../support/locks';

describe('versions: ETag and If-Match', () => {
  const fixture = appFixture();

  async function givenIssuePath() {
    const workspace = await givenWorkspace();
    const project = await givenProject(fixture.app, workspace);
    const issue = await givenIssueIn(fixture.app, workspace, project.id, { title: 'Login' });
    const path = `/api/workspaces/${workspace.id}/projects/${project.id}/issues/${issue.id}`;
    return { workspace, project, issue, path, owner: as(fixture.app, workspace.owner) };
  }

  it('reads an issue with its version as a strong ETag, one more after each change', async () => {
    const { path, owner } = await givenIssuePath();
    const read = await owner.get(path).expect(200);
    expect(read.body.data.version).to.equal(1);
    expect(read.headers.etag).to.equal('"1"');
    const changed = await owner.patch(path).send({ title: 'Log in' }).expect(200);
    expect(changed.headers.etag).to.equal('"2"');
    expect(changed.body.data.version).to.equal(2);
    // Setting what is already there changes nothing, and so no version.
    const same = await owner.patch(path).send({ title: 'Log in' }).expect(200);
    expect(same.headers.etag).to.equal('"2"');
  });

  it('refuses a PATCH whose If-Match is stale with 412 and the current version, writing nothing', async () => {
    const { path, owner, issue } = await givenIssuePath();
    await owner.patch(path).set('If-Match', '"1"').send({ description: 'Bob' }).expect(200);
    const stale = await owner
      .patch(path)
      .set('If-Match', '"1"')
      .send({ description: 'Ada' })
      .expect(412);
    expect(stale.body).to.deep.equal({
      message: 'The issue was changed since you read it (it is now at version 2)',
      error: 'Precondition Failed',
      statusCode: 412,
      currentVersion: 2,
    });
    expect(stale.headers.etag).to.equal('"2"');
    const read = await owner.get(path).expect(200);
    expect(read.body.data).to.include({ description: 'Bob', version: 2 });
    const events = await suite.database.db
      .selectFrom('events')
      .select('name')
      .where('entityId', '=', issue.id)
      .orderBy('seq')
      .execute();
    expect(events.map((e) => e.name)).to.deep.equal(['issue.created', 'issue.updated']);
    // The current tag, one of a list, or * passes; a weak tag never does.
    await owner.patch(path).set('If-Match', 'W/"2"').send({ description: 'Ada' }).expect(412);
    await owner.patch(path).set('If-Match', '"1", "2"').send({ description: 'Ada' }).expect(200);
    await owner.patch(path).set('If-Match', '*').send({ description: 'Eve' }).expect(200);
    const bad = await owner.patch(path).set('If-Match', '3').send({ description: 'x' }).expect(400);
    expect(bad.body.message).to.match(/If-Match must be an entity tag/);
  });

  it('lets only one of two concurrent PATCHes with the same If-Match win', async () => {
    const { path, owner, issue } = await givenIssuePath();
    // Both requests queue behind a lock the test holds, so they run side by side.
    const held = await holdTransaction((trx) =>
      trx.selectFrom('issues').select('id').where('id', '=', issue.id).forUpdate().execute(),
    );
    const send = (description: string) =>
      owner
        .patch(path)
        .set('If-Match', '"1"')
        .send({ description })
        .then((res) => res);
    const both = Promise.all([send('Ada'), send('Bob')]);
    await untilALockIsAwaited('the PATCHes to wait for the held row');
    await held.commit();
    const statuses = (await both).map((res) => res.status).sort();
    expect(statuses).to.deep.equal([200, 412]);
    const winner = (await both).find((res) => res.status === 200)!.body.data.description;
    const read = await owner.get(path).expect(200);
    expect(read.body.data).to.include({ description: winner, version: 2 });
  });

  it('counts a change made by the database (an assignee removed) as a new version', async () => {
    const { workspace, path, owner } = await givenIssuePath();
    const member = await givenMember(workspace, 'member');
    await owner.patch(path).send({ assigneeId: member.id }).expect(200);
    await owner.delete(`/api/workspaces/${workspace.id}/members/${member.id}`).expect(204);
    const read = await owner.get(path).expect(200);
    expect(read.body.data).to.include({ assigneeId: null, version: 3 });
  });

  it('gives comments, projects and sprints versions and refuses their stale changes', async () => {
    const { workspace, project, path, owner } = await givenIssuePath();
    const comment = (await owner.post(`${path}/comments`).send({ body: 'First' }).expect(201)).body
      .data;
    expect(comment.version).to.equal(1);
    const commentPath = `${path}/comments/${comment.id}`;
    expect((await owner.get(commentPath).expect(200)).headers.etag).to.equal('"1"');
    await owner.patch(commentPath).set('If-Match', '"1"').send({ body: 'Second' }).expect(200);
    const staleComment = await owner
      .patch(commentPath)
      .set('If-Match', '"1"')
      .send({ body: 'Third' })
      .expect(412);
    expect(staleComment.body.currentVersion).to.equal(2);
    expect((await owner.get(commentPath).expect(200)).body.data.body).to.equal('Second');

    const projectPath = `/api/workspaces/${workspace.id}/projects/${project.id}`;
    const projectRead = await owner.get(projectPath).expect(200);
    const projectTag = projectRead.headers.etag as string;
    // Issues created in the project leave its version alone (its counter is not shown).
    await givenIssueIn(fixture.app, workspace, project.id, { title: 'Another' });
    await owner.patch(projectPath).set('If-Match', projectTag).send({ name: 'Web' }).expect(200);
    await owner.patch(projectPath).set('If-Match', projectTag).send({ name: 'Site' }).expect(412);
    expect((await owner.get(projectPath).expect(200)).body.data.name).to.equal('Web');

    const sprints = `${projectPath}/sprints`;
    const sprint = (await owner.post(sprints).send({ name: 'S1' }).expect(201)).body.data;
    const sprintRead = await owner.get(`${sprints}/${sprint.id}`).expect(200);
    expect(sprintRead.headers.etag).to.equal('"1"');
    await owner.patch(`${sprints}/${sprint.id}`).set('If-Match', '"1"').send({ name: 'S2' });
    const staleSprint = await owner
      .patch(`${sprints}/${sprint.id}`)
      .set('If-Match', '"1"')
      .send({ name: 'S3' })
      .expect(412);
    expect(staleSprint.headers.etag).to.equal('"2"');
    expect((await owner.get(`${sprints}/${sprint.id}`).expect(200)).body.data.name).to.equal('S2');
  });
});
