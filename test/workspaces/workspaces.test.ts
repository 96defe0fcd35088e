import { expect } from 'chai';
import request from 'supertest';
import { appFixture, suite } from '../support/context';
import {
  as,
  bearer,
  givenMember,
  givenPat,
  givenUser,
  givenWorkspace,
  joinByInvitation,
} from '../support/factories';

describe('workspaces', () => {
  const fixture = appFixture();

  it('creates a workspace on DEFAULT_PLAN with the creator as owner', async () => {
    const user = await givenUser();
    const res = await as(fixture.app, user)
      .post('/api/workspaces')
      .send({ name: '  Acme  ' })
      .expect(201);
    expect(res.body.data).to.include({ name: 'Acme', plan: 'PRO', role: 'owner' });
    expect(res.body.data.features).to.deep.equal(['api-access']);
    const members = await as(fixture.app, user)
      .get(`/api/workspaces/${res.body.data.id}/members`)
      .expect(200);
    expect(members.body.data.items).to.have.length(1);
    expect(members.body.data.items[0]).to.include({ userId: user.id, role: 'owner' });
  });

  it('derives no api-access on FREE', async () => {
    const workspace = await givenWorkspace({ plan: 'FREE' });
    const res = await as(fixture.app, workspace.owner)
      .get(`/api/workspaces/${workspace.id}`)
      .expect(200);
    expect(res.body.data).to.include({ plan: 'FREE' });
    expect(res.body.data.features).to.deep.equal([]);
  });

  it('lists only the caller’s workspaces and searches by name', async () => {
    const user = await givenUser();
    const mine = await givenWorkspace({ owner: user });
    await givenWorkspace();
    const res = await as(fixture.app, user).get('/api/workspaces').expect(200);
    expect(res.body.data.items.map((w: { id: string }) => w.id)).to.deep.equal([mine.id]);
    const none = await as(fixture.app, user).get('/api/workspaces?search=zzz-no-such').expect(200);
    expect(none.body.data.items).to.deep.equal([]);
    expect(none.body.data.meta).to.include({ total: 0, totalPages: 0, hasNext: false });
  });

  it('answers 404 for a workspace the caller does not belong to, and for an unknown id', async () => {
    const outsider = await givenUser();
    const workspace = await givenWorkspace();
    for (const id of [workspace.id, 'doesnotexist123']) {
      const res = await as(fixture.app, outsider).get(`/api/workspaces/${id}`).expect(404);
      expect(res.body).to.deep.equal({
        message: 'Workspace not found',
        error: 'Not Found',
        statusCode: 404,
      });
      await as(fixture.app, outsider).get(`/api/workspaces/${id}/members`).expect(404);
      await as(fixture.app, outsider)
        .patch(`/api/workspaces/${id}`)
        .send({ name: 'x' })
        .expect(404);
    }
  });

  it('lets admins rename, not members', async () => {
    const workspace = await givenWorkspace();
    const admin = await givenMember(workspace, 'admin');
    const member = await givenMember(workspace, 'member');
    const path = `/api/workspaces/${workspace.id}`;
    const renamed = await as(fixture.app, admin).patch(path).send({ name: 'Renamed' }).expect(200);
    expect(renamed.body.data.name).to.equal('Renamed');
    await as(fixture.app, member).patch(path).send({ name: 'Nope' }).expect(403);
    await as(fixture.app, admin).patch(path).send({ name: '   ' }).expect(400);
    await as(fixture.app, admin).patch(path).send({ name: 'x', plan: 'ENTERPRISE' }).expect(400);
  });

  it('requires a session', async () => {
    await request(fixture.server).get('/api/workspaces').expect(401);
    await request(fixture.server).post('/api/workspaces').send({ name: 'x' }).expect(401);
  });
});

describe('members', () => {
  const fixture = appFixture();
  const members = (id: string) => `/api/workspaces/${id}/members`;

  it('no longer adds anyone by email: people join by accepting an invitation', async () => {
    const workspace = await givenWorkspace();
    const admin = await givenMember(workspace, 'admin');
    const newcomer = await givenUser('Newcomer');
    await as(fixture.app, admin)
      .post(members(workspace.id))
      .send({ email: newcomer.email })
      .expect(405);
    const joined = await joinByInvitation(fixture.app, workspace, newcomer, 'member', admin);
    expect(joined.status).to.equal(200);
    const list = await as(fixture.app, admin).get(members(workspace.id)).expect(200);
    expect(
      list.body.data.items.find((m: { userId: string }) => m.userId === newcomer.id),
    ).to.include({
      role: 'member',
      name: 'Newcomer',
    });
  });

  it('refuses member management to plain members and owner grants to admins', async () => {
    const workspace = await givenWorkspace();
    const admin = await givenMember(workspace, 'admin');
    const member = await givenMember(workspace, 'member');
    const other = await givenUser();
    await as(fixture.app, member)
      .post(`/api/workspaces/${workspace.id}/invitations`)
      .send({ email: other.email })
      .expect(403);
    await as(fixture.app, admin)
      .post(`/api/workspaces/${workspace.id}/invitations`)
      .send({ email: other.email, role: 'owner' })
      .expect(403);
    await as(fixture.app, admin)
      .patch(`${members(workspace.id)}/${member.id}`)
      .send({ role: 'owner' })
      .expect(403);
    await as(fixture.app, admin)
      .patch(`${members(workspace.id)}/${workspace.owner.id}`)
      .send({ role: 'member' })
      .expect(403);
    await as(fixture.app, admin)
      .delete(`${members(workspace.id)}/${workspace.owner.id}`)
      .expect(403);
    await as(fixture.app, member)
      .delete(`${members(workspace.id)}/${admin.id}`)
      .expect(403);
  });

  it('changes roles and lets an owner hand over ownership', async () => {
    const workspace = await givenWorkspace();
    const member = await givenMember(workspace, 'member');
    const owner = as(fixture.app, workspace.owner);
    const promoted = await owner
      .patch(`${members(workspace.id)}/${member.id}`)
      .send({ role: 'owner' })
      .expect(200);
    expect(promoted.body.data.role).to.equal('owner');
    await owner
      .patch(`${members(workspace.id)}/${workspace.owner.id}`)
      .send({ role: 'admin' })
      .expect(200);
  });

  it('never lets the last owner leave or be demoted', async () => {
    const workspace = await givenWorkspace();
    const owner = as(fixture.app, workspace.owner);
    await owner.delete(`${members(workspace.id)}/${workspace.owner.id}`).expect(403);
    await owner
      .patch(`${members(workspace.id)}/${workspace.owner.id}`)
      .send({ role: 'admin' })
      .expect(403);
  });

  it('keeps one owner when two owners demote each other at once', async () => {
    const workspace = await givenWorkspace();
    const second = await givenMember(workspace, 'owner');
    const results = await Promise.all([
      as(fixture.app, workspace.owner)
        .patch(`${members(workspace.id)}/${second.id}`)
        .send({ role: 'admin' }),
      as(fixture.app, second)
        .patch(`${members(workspace.id)}/${workspace.owner.id}`)
        .send({ role: 'admin' }),
    ]);
    expect(results.map((r) => r.status).sort()).to.deep.equal([200, 403]);
    const owners = await suite.database.db
      .selectFrom('workspaceMembers')
      .select('userId')
      .where('workspaceId', '=', workspace.id)
      .where('role', '=', 'owner')
      .execute();
    expect(owners).to.have.length(1);
  });

  it('lets a member leave; the removed member loses access at once', async () => {
    const workspace = await givenWorkspace();
    const member = await givenMember(workspace, 'member');
    await as(fixture.app, member).get(`/api/workspaces/${workspace.id}`).expect(200);
    await as(fixture.app, member)
      .delete(`${members(workspace.id)}/${member.id}`)
      .expect(204);
    await as(fixture.app, member).get(`/api/workspaces/${workspace.id}`).expect(404);
  });

  it("revokes a removed member's tokens for good, with audit rows naming the reason", async () => {
    const workspace = await givenWorkspace();
    const member = await givenMember(workspace, 'member');
    const first = await givenPat(fixture.app, workspace, ['read:projects'], member);
    const second = await givenPat(fixture.app, workspace, ['read:issues'], member);
    await bearer(fixture.app, first.token).get(`/api/workspaces/${workspace.id}`).expect(200);
    await as(fixture.app, workspace.owner)
      .delete(`${members(workspace.id)}/${member.id}`)
      .expect(204);
    // Re-adding the person does not bring the old tokens back.
    expect((await joinByInvitation(fixture.app, workspace, member)).status).to.equal(200);
    await bearer(fixture.app, first.token).get(`/api/workspaces/${workspace.id}`).expect(401);
    const listed = await as(fixture.app, member)
      .get(`/api/workspaces/${workspace.id}/api-tokens`)
      .expect(200);
    expect(listed.body.data.items.map((t: { revoked: boolean }) => t.revoked)).to.deep.equal([
      true,
      true,
    ]);
    const audit = await as(fixture.app, workspace.owner)
      .get(`/api/workspaces/${workspace.id}/audit-log`)
      .expect(200);
    const revocations = audit.body.data.items.filter(
      (entry: { action: string }) => entry.action === 'api_token.revoked',
    );
    expect(revocations.map((entry: { targetId: string }) => entry.targetId)).to.have.members([
      first.id,
      second.id,
    ]);
    for (const entry of revocations) {
      expect(entry.actorId).to.equal(workspace.owner.id);
      expect(entry.details.reason).to.equal('member_removed');
    }
  });

  it('answers 404 for a user who is not a member', async () => {
    const workspace = await givenWorkspace();
    const stranger = await givenUser();
    await as(fixture.app, workspace.owner)
      .delete(`${members(workspace.id)}/${stranger.id}`)
      .expect(404);
    await as(fixture.app, workspace.owner)
      .patch(`${members(workspace.id)}/${stranger.id}`)
      .send({ role: 'admin' })
      .expect(404);
  });
});
