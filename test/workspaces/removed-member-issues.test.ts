import { expect } from 'chai';
import { appFixture } from '../support/context';
import {
  as,
  eventsOf,
  givenIssueIn,
  givenMember,
  givenProject,
  givenWorkspace,
  joinByInvitation,
  type TestUser,
  type TestWorkspace,
} from '../support/factories';
import { whileEventsFail } from '../support/faults';
import { deliveriesOf, givenWebhook, WEBHOOK_ENV } from '../support/webhooks';

describe('removing a member unassigns their issues', () => {
  // The webhook test's receiver is on 127.0.0.1, which WEBHOOK_ENV allows.
  const fixture = appFixture({}, WEBHOOK_ENV);
  const RECEIVER = 'http://127.0.0.1:9/hook';

  const issueUrl = (workspace: TestWorkspace, issue: { id: string; projectId: string }) =>
    `/api/workspaces/${workspace.id}/projects/${issue.projectId}/issues/${issue.id}`;

  const assigneeOf = async (workspace: TestWorkspace, issue: { id: string; projectId: string }) => {
    const res = await as(fixture.app, workspace.owner).get(issueUrl(workspace, issue)).expect(200);
    return res.body.data.assigneeId as string | null;
  };

  const remove = (workspace: TestWorkspace, by: TestUser, member: TestUser) =>
    as(fixture.app, by).delete(`/api/workspaces/${workspace.id}/members/${member.id}`);

  /** A workspace with a project, an admin, the member to remove and a member who stays. */
  async function givenTeam() {
    const workspace = await givenWorkspace();
    const project = await givenProject(fixture.app, workspace);
    const admin = await givenMember(workspace, 'admin');
    const leaving = await givenMember(workspace);
    const staying = await givenMember(workspace);
    const assignedTo = (user: TestUser | null, fields: Record<string, unknown> = {}) =>
      givenIssueIn(fixture.app, workspace, project.id, {
        ...(user ? { assigneeId: user.id } : {}),
        ...fields,
      });
    return { workspace, project, admin, leaving, staying, assignedTo };
  }

  it('unassigns every issue of the member in the workspace, open or closed, in any project', async () => {
    const { workspace, admin, leaving, staying, assignedTo } = await givenTeam();
    const otherProject = await givenProject(fixture.app, workspace);
    const theirs = [
      await assignedTo(leaving),
      await assignedTo(leaving, { status: 'done' }),
      await givenIssueIn(fixture.app, workspace, otherProject.id, { assigneeId: leaving.id }),
    ];
    const kept = await assignedTo(staying);
    const unassigned = await assignedTo(null);

    await remove(workspace, admin, leaving).expect(204);

    for (const issue of theirs) expect(await assigneeOf(workspace, issue)).to.equal(null);
    expect(await assigneeOf(workspace, kept)).to.equal(staying.id);
    expect(await assigneeOf(workspace, unassigned)).to.equal(null);
    const listed = await as(fixture.app, workspace.owner)
      .get(`/api/workspaces/${workspace.id}/issues?assigneeId=${leaving.id}`)
      .expect(200);
    expect(listed.body.data.items).to.deep.equal([]);
  });

  it('drops the member from the project overview’s byAssignee', async () => {
    const { workspace, project, admin, leaving, staying, assignedTo } = await givenTeam();
    await assignedTo(leaving);
    await assignedTo(staying);

    await remove(workspace, admin, leaving).expect(204);

    const overview = await as(fixture.app, workspace.owner)
      .get(`/api/workspaces/${workspace.id}/projects/${project.id}/overview`)
      .expect(200);
    const byAssignee = overview.body.data.byAssignee as { assigneeId: string | null }[];
    expect(byAssignee.map((row) => row.assigneeId)).to.have.members([staying.id, null]);
  });

  it('records issue.updated per issue, assigneeId from the member to null, by the remover', async () => {
    const { workspace, admin, leaving, staying, assignedTo } = await givenTeam();
    const issue = await assignedTo(leaving);
    const kept = await assignedTo(staying);

    await remove(workspace, admin, leaving).expect(204);

    const activity = await as(fixture.app, workspace.owner)
      .get(`${issueUrl(workspace, issue)}/activity`)
      .expect(200);
    const [latest] = activity.body.data.items;
    expect(latest).to.include({
      name: 'issue.updated',
      actorType: 'user',
      actorId: admin.id,
      entityType: 'issue',
      entityId: issue.id,
      projectId: issue.projectId,
      issueId: issue.id,
    });
    expect(latest.changes).to.deep.equal({ assigneeId: { old: leaving.id, new: null } });
    expect(latest.payload).to.deep.equal({ projectId: issue.projectId, issueId: issue.id });
    expect((await eventsOf(kept.id)).map((e) => e.name)).to.deep.equal(['issue.created']);
  });

  it('records the member as the actor when they leave on their own', async () => {
    const { workspace, leaving, assignedTo } = await givenTeam();
    const issue = await assignedTo(leaving);

    await remove(workspace, leaving, leaving).expect(204);

    const updated = (await eventsOf(issue.id)).filter((e) => e.name === 'issue.updated');
    expect(updated).to.have.length(1);
    expect(updated[0]).to.include({ actorType: 'user', actorId: leaving.id });
    expect(updated[0]!.changes).to.deep.equal({ assigneeId: { old: leaving.id, new: null } });
  });

  it('keeps the member’s issues in another workspace assigned to them', async () => {
    const { workspace, admin, leaving, assignedTo } = await givenTeam();
    const here = await assignedTo(leaving);
    const elsewhere = await givenWorkspace();
    expect((await joinByInvitation(fixture.app, elsewhere, leaving)).status).to.equal(200);
    const otherProject = await givenProject(fixture.app, elsewhere);
    const there = await givenIssueIn(fixture.app, elsewhere, otherProject.id, {
      assigneeId: leaving.id,
    });

    await remove(workspace, admin, leaving).expect(204);

    expect(await assigneeOf(workspace, here)).to.equal(null);
    expect(await assigneeOf(elsewhere, there)).to.equal(leaving.id);
    expect((await eventsOf(there.id)).map((e) => e.name)).to.deep.equal(['issue.created']);
  });

  it('delivers issue.updated to a subscribed webhook once per unassigned issue', async () => {
    const { workspace, admin, leaving, staying, assignedTo } = await givenTeam();
    const hook = await givenWebhook(fixture.app, workspace, RECEIVER, ['issue.updated']);
    const theirs = [await assignedTo(leaving), await assignedTo(leaving)];
    await assignedTo(staying);

    await remove(workspace, admin, leaving).expect(204);

    const deliveries = await deliveriesOf(hook.id);
    expect(deliveries.map((d) => d.event)).to.deep.equal(['issue.updated', 'issue.updated']);
    expect(deliveries.map((d) => d.payload)).to.have.deep.members(
      theirs.map((issue) => ({ projectId: issue.projectId, issueId: issue.id })),
    );
  });

  it('neither removes the member nor unassigns anything when an issue.updated cannot be recorded', async () => {
    const { workspace, admin, leaving, assignedTo } = await givenTeam();
    const issue = await assignedTo(leaving);

    await whileEventsFail('issue.updated', async () => {
      await remove(workspace, admin, leaving).expect(500);
    });

    expect(await assigneeOf(workspace, issue)).to.equal(leaving.id);
    const members = await as(fixture.app, admin)
      .get(`/api/workspaces/${workspace.id}/members`)
      .expect(200);
    expect(members.body.data.items.map((m: { userId: string }) => m.userId)).to.include(leaving.id);
  });
});
