import { expect } from 'chai';
import { appFixture } from '../support/context';
import { as, givenIssueIn, givenProject, givenWorkspace } from '../support/factories';

// `updated_at` is stamped by the set_updated_at trigger (in migrations/schema.sql), only when
// a statement writes a column people edit.
describe('updatedAt', () => {
  const fixture = appFixture();
  const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

  it('advances on an edit, not when an issue takes the project’s next number', async () => {
    const workspace = await givenWorkspace();
    const project = await givenProject(fixture.app, workspace);
    const owner = as(fixture.app, workspace.owner);
    const path = `/api/workspaces/${workspace.id}/projects/${project.id}`;
    const before = (await owner.get(path).expect(200)).body.data.updatedAt;

    await pause();
    await givenIssueIn(fixture.app, workspace, project.id);
    expect((await owner.get(path).expect(200)).body.data.updatedAt).to.equal(before);

    await pause();
    const renamed = await owner.patch(path).send({ name: 'Renamed' }).expect(200);
    expect(Date.parse(renamed.body.data.updatedAt)).to.be.greaterThan(Date.parse(before));
  });

  it('advances on an issue edit, not when deleting its sprint empties sprintId', async () => {
    const workspace = await givenWorkspace();
    const project = await givenProject(fixture.app, workspace);
    const owner = as(fixture.app, workspace.owner);
    const sprints = `/api/workspaces/${workspace.id}/projects/${project.id}/sprints`;
    const sprint = (await owner.post(sprints).send({ name: 'Sprint 1' }).expect(201)).body.data;
    const issue = await givenIssueIn(fixture.app, workspace, project.id, { sprintId: sprint.id });
    const path = `/api/workspaces/${workspace.id}/projects/${project.id}/issues/${issue.id}`;
    const before = (await owner.get(path).expect(200)).body.data.updatedAt;

    await pause();
    await owner.delete(`${sprints}/${sprint.id}`).expect(204);
    const emptied = (await owner.get(path).expect(200)).body.data;
    expect(emptied).to.include({ sprintId: null, updatedAt: before });

    await pause();
    const edited = await owner.patch(path).send({ title: 'Edited' }).expect(200);
    expect(Date.parse(edited.body.data.updatedAt)).to.be.greaterThan(Date.parse(before));
  });
});
