import { expect } from 'chai';
import { appFixture, suite } from '../support/context';
import { as, givenMember, givenUser, givenWorkspace, joinByInvitation } from '../support/factories';
import { whileEventsFail } from '../support/faults';

async function memberEvents(workspaceId: string, userId: string) {
  return suite.database.db
    .selectFrom('events')
    .selectAll()
    .where('workspaceId', '=', workspaceId)
    .where('entityType', '=', 'member')
    .where('entityId', '=', userId)
    .orderBy('createdAt')
    .execute();
}

describe('member events', () => {
  const fixture = appFixture();

  it('records member.added (by the person accepting) and member.removed with the user id', async () => {
    const workspace = await givenWorkspace();
    const admin = await givenMember(workspace, 'admin');
    const user = await givenUser();
    const members = `/api/workspaces/${workspace.id}/members`;
    expect((await joinByInvitation(fixture.app, workspace, user, 'member', admin)).status).to.equal(
      200,
    );
    await as(fixture.app, admin).delete(`${members}/${user.id}`).expect(204);

    const events = await memberEvents(workspace.id, user.id);
    expect(events.map((e) => e.name)).to.deep.equal(['member.added', 'member.removed']);
    expect(events[0]).to.include({ actorType: 'user', actorId: user.id, projectId: null });
    expect(events[1]).to.include({ actorType: 'user', actorId: admin.id, projectId: null });
    for (const event of events) expect(event.payload).to.deep.equal({ userId: user.id });
  });

  it('records a member leaving on their own', async () => {
    const workspace = await givenWorkspace();
    const member = await givenMember(workspace);
    await as(fixture.app, member)
      .delete(`/api/workspaces/${workspace.id}/members/${member.id}`)
      .expect(204);
    const events = await memberEvents(workspace.id, member.id);
    expect(events.map((e) => e.name)).to.deep.equal(['member.removed']);
    expect(events[0]).to.include({ actorId: member.id });
  });

  it('records nothing when the change is refused', async () => {
    const workspace = await givenWorkspace();
    const member = await givenMember(workspace);
    const members = `/api/workspaces/${workspace.id}/members`;
    await as(fixture.app, workspace.owner)
      .post(`/api/workspaces/${workspace.id}/invitations`)
      .send({ email: member.email })
      .expect(409);
    await as(fixture.app, workspace.owner).delete(`${members}/${workspace.owner.id}`).expect(403);
    expect(await memberEvents(workspace.id, member.id)).to.deep.equal([]);
    expect(await memberEvents(workspace.id, workspace.owner.id)).to.deep.equal([]);
  });

  it('adds and removes no one when the event cannot be recorded', async () => {
    const workspace = await givenWorkspace();
    const user = await givenUser();
    const member = await givenMember(workspace);
    const members = `/api/workspaces/${workspace.id}/members`;
    await whileEventsFail('member.added', async () => {
      expect((await joinByInvitation(fixture.app, workspace, user)).status).to.equal(500);
    });
    await whileEventsFail('member.removed', async () => {
      await as(fixture.app, workspace.owner).delete(`${members}/${member.id}`).expect(500);
    });
    const list = await as(fixture.app, workspace.owner).get(members).expect(200);
    const ids = list.body.data.items.map((m: { userId: string }) => m.userId);
    expect(ids).to.have.members([workspace.owner.id, member.id]);
  });
});
