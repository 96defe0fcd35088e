import { expect } from 'chai';
import { appFixture } from '../support/context';
import { as, givenUser, givenWorkspace, joinByInvitation } from '../support/factories';
import { WEBHOOK_ENV } from '../support/webhooks';

describe('audit log: members and webhooks', () => {
  const fixture = appFixture({}, WEBHOOK_ENV);

  async function auditOf(workspace: Awaited<ReturnType<typeof givenWorkspace>>) {
    const res = await as(fixture.app, workspace.owner)
      .get(`/api/workspaces/${workspace.id}/audit-log?sortOrder=asc&limit=100`)
      .expect(200);
    return res.body.data.items as {
      action: string;
      actorId: string;
      targetType: string;
      targetId: string;
      details: Record<string, unknown>;
    }[];
  }

  it('records members invited, joining, given another role and removed, with who did it', async () => {
    const workspace = await givenWorkspace();
    const owner = as(fixture.app, workspace.owner);
    const newcomer = await givenUser('Newcomer');
    const members = `/api/workspaces/${workspace.id}/members`;
    expect((await joinByInvitation(fixture.app, workspace, newcomer)).status).to.equal(200);
    await owner.patch(`${members}/${newcomer.id}`).send({ role: 'admin' }).expect(200);
    // The same role again changes nothing and records nothing.
    await owner.patch(`${members}/${newcomer.id}`).send({ role: 'admin' }).expect(200);
    await owner.delete(`${members}/${newcomer.id}`).expect(204);
    const rows = await auditOf(workspace);
    const invitationId = rows[0]!.targetId;
    expect(rows.map((r) => [r.action, r.targetType, r.targetId, r.actorId])).to.deep.equal([
      ['invitation.created', 'invitation', invitationId, workspace.owner.id],
      ['invitation.accepted', 'invitation', invitationId, newcomer.id],
      ['member.role_changed', 'member', newcomer.id, workspace.owner.id],
      ['member.removed', 'member', newcomer.id, workspace.owner.id],
    ]);
    expect(rows[1]!.details).to.deep.equal({ email: newcomer.email, role: 'member' });
    expect(rows[2]!.details).to.deep.equal({ role: 'admin', previousRole: 'member' });
  });

  it('records webhooks created, changed, rotated and deleted, never their secret', async () => {
    const workspace = await givenWorkspace();
    const owner = as(fixture.app, workspace.owner);
    const hooks = `/api/workspaces/${workspace.id}/webhooks`;
    const created = await owner
      .post(hooks)
      .send({ url: 'http://127.0.0.1:9/hook', events: ['issue.created'] })
      .expect(201);
    const hook = created.body.data;
    await owner.patch(`${hooks}/${hook.id}`).send({ active: false }).expect(200);
    const rotated = await owner.post(`${hooks}/${hook.id}/rotate-secret`).expect(200);
    await owner.delete(`${hooks}/${hook.id}`).expect(204);
    const rows = await auditOf(workspace);
    expect(rows.map((r) => r.action)).to.deep.equal([
      'webhook.created',
      'webhook.updated',
      'webhook.secret_rotated',
      'webhook.deleted',
    ]);
    expect(rows.every((r) => r.targetId === hook.id && r.targetType === 'webhook')).to.equal(true);
    expect(rows[1]!.details).to.include({ active: false });
    const text = JSON.stringify(rows);
    expect(text).not.to.include(hook.secret);
    expect(text).not.to.include(rotated.body.data.secret);
  });
});
