import { expect } from 'chai';
import { appFixture } from '../support/context';
import {
  as,
  bearer,
  givenAgentToken,
  givenIssueIn,
  givenMember,
  givenProject,
  givenWorkspace,
} from '../support/factories';

describe('my issues and filters with several values', () => {
  const fixture = appFixture();

  async function given() {
    const workspace = await givenWorkspace();
    const ada = workspace.owner;
    const bob = await givenMember(workspace);
    const web = await givenProject(fixture.app, workspace);
    const api = await givenProject(fixture.app, workspace);
    const make = (projectId: string, fields: Record<string, unknown>, by = ada) =>
      givenIssueIn(fixture.app, workspace, projectId, fields, by);
    const issues = {
      assignedTodo: await make(web.id, { status: 'todo', assigneeId: ada.id }, bob),
      assignedDoing: await make(api.id, { status: 'in_progress', assigneeId: ada.id }, bob),
      assignedDone: await make(api.id, { status: 'done', assigneeId: ada.id }, bob),
      createdByAda: await make(web.id, { status: 'backlog', priority: 'high' }),
      bobs: await make(web.id, { status: 'todo', assigneeId: bob.id }, bob),
      watchedByAda: await make(api.id, { status: 'in_review', priority: 'urgent' }, bob),
    };
    await as(fixture.app, ada)
      .post(
        `/api/workspaces/${workspace.id}/projects/${api.id}/issues/${issues.watchedByAda.id}/watch`,
      )
      .expect(200);
    const list = async (query: string, user = ada) => {
      const res = await as(fixture.app, user)
        .get(`/api/workspaces/${workspace.id}/issues?${query}`)
        .expect(200);
      return (res.body.data.items as { id: string }[]).map((issue) => issue.id).sort();
    };
    return { workspace, ada, bob, web, api, issues, list };
  }

  const ids = (...issues: { id: string }[]) => issues.map((issue) => issue.id).sort();

  it('lists the issues assigned to me, created by me and watched by me across projects', async () => {
    const { issues, list, bob } = await given();
    expect(await list('assigneeId=me')).to.deep.equal(
      ids(issues.assignedTodo, issues.assignedDoing, issues.assignedDone),
    );
    expect(await list('createdBy=me')).to.deep.equal(ids(issues.createdByAda));
    // Ada follows the issue she created from the start, and the one she watched by hand.
    expect(await list('watching=true')).to.deep.equal(
      ids(issues.createdByAda, issues.watchedByAda),
    );
    // `me` is whoever asks.
    expect(await list('createdBy=me', bob)).to.have.length(5);
  });

  it('matches any of a filter’s values and all of the filters', async () => {
    const { issues, list, web, api, bob } = await given();
    expect(await list('assigneeId=me&status=todo&status=in_progress')).to.deep.equal(
      ids(issues.assignedTodo, issues.assignedDoing),
    );
    expect(await list(`status=todo&status=in_progress&projectId=${web.id}`)).to.deep.equal(
      ids(issues.assignedTodo, issues.bobs),
    );
    expect(
      await list(`projectId=${web.id}&projectId=${api.id}&priority=high&priority=urgent`),
    ).to.deep.equal(ids(issues.createdByAda, issues.watchedByAda));
    expect(await list(`assigneeId=me&assigneeId=${bob.id}&status=todo`)).to.deep.equal(
      ids(issues.assignedTodo, issues.bobs),
    );
  });

  it('counts a page of several statuses from the kept totals', async () => {
    const { workspace, ada, web } = await given();
    const res = await as(fixture.app, ada)
      .get(`/api/workspaces/${workspace.id}/issues?projectId=${web.id}&status=todo&status=backlog`)
      .expect(200);
    expect(res.body.data.meta).to.include({ total: 3, totalExact: true });
  });

  it('refuses me and watching for an agent, and an unknown status, with 400', async () => {
    const { workspace, ada } = await given();
    const { token } = await givenAgentToken(fixture.app, workspace, 'READ');
    const agent = bearer(fixture.app, token);
    const refused = await agent.get(`/api/workspaces/${workspace.id}/issues?assigneeId=me`);
    expect(refused.status).to.equal(400);
    expect(refused.body.error.details).to.have.property('assigneeId');
    const watching = await agent.get(`/api/workspaces/${workspace.id}/issues?watching=true`);
    expect(watching.status).to.equal(400);
    await as(fixture.app, ada)
      .get(`/api/workspaces/${workspace.id}/issues?status=todo&status=later`)
      .expect(400);
  });

  it('keeps another workspace’s issues out of my issues', async () => {
    const { ada, list } = await given();
    const other = await givenWorkspace({ owner: ada });
    const elsewhere = await givenProject(fixture.app, other);
    const foreign = await givenIssueIn(fixture.app, other, elsewhere.id, { assigneeId: ada.id });
    expect(await list('assigneeId=me')).not.to.include(foreign.id);
  });
});
