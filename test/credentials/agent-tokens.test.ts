import { expect } from 'chai';
import { appFixture, suite } from '../support/context';
import { as, bearer, givenAgentToken, givenMember, givenWorkspace } from '../support/factories';

describe('agent tokens', () => {
  const fixture = appFixture();

  it('rotation returns a new token once and invalidates the old one at once', async () => {
    const workspace = await givenWorkspace();
    const { agentId, token: first } = await givenAgentToken(fixture.app, workspace, 'WORKSPACE');
    expect(first).to.match(new RegExp(`^hsa_${agentId}_[0-9a-f]{64}$`));
    const listed = await bearer(fixture.app, first).get('/api/workspaces').expect(200);
    expect(listed.body.data.items.map((w: { id: string }) => w.id)).to.deep.equal([workspace.id]);
    expect(listed.body.data.items[0]).not.to.have.property('role');
    await bearer(fixture.app, first).get(`/api/workspaces/${workspace.id}`).expect(200);

    const rotated = await as(fixture.app, workspace.owner)
      .post(`/api/workspaces/${workspace.id}/agents/${agentId}/token`)
      .send({ tier: 'READ' })
      .expect(201);
    const second = rotated.body.data.token as string;
    expect(second).not.to.equal(first);
    expect(rotated.body.data).to.include({ tier: 'READ', tokenHint: second.slice(-4) });
    await bearer(fixture.app, first).get(`/api/workspaces/${workspace.id}`).expect(401);
    await bearer(fixture.app, second).get(`/api/workspaces/${workspace.id}`).expect(200);
    // A valid token on a route it may not use is a 403; an invalid one stays a 401.
    await bearer(fixture.app, second).get(`/api/workspaces/${workspace.id}/members`).expect(403);
    await bearer(fixture.app, first).get(`/api/workspaces/${workspace.id}/members`).expect(401);

    const audit = await suite.database.db
      .selectFrom('auditLog')
      .selectAll()
      .where('targetId', '=', agentId)
      .execute();
    expect(audit).to.have.length(2);
    expect(JSON.stringify(audit)).not.to.include(second.split('_')[2]);
  });

  it('lets only admins rotate, and only agents of the workspace', async () => {
    const workspace = await givenWorkspace();
    const member = await givenMember(workspace);
    const { agentId } = await givenAgentToken(fixture.app, workspace, 'READ');
    await as(fixture.app, member)
      .post(`/api/workspaces/${workspace.id}/agents/${agentId}/token`)
      .send({ tier: 'READ' })
      .expect(403);
    const other = await givenWorkspace();
    await as(fixture.app, other.owner)
      .post(`/api/workspaces/${other.id}/agents/${agentId}/token`)
      .send({ tier: 'READ' })
      .expect(404);
    await as(fixture.app, workspace.owner)
      .post(`/api/workspaces/${workspace.id}/agents/${agentId}/token`)
      .send({ tier: 'ROOT' })
      .expect(400);
  });

  it('does not work in another workspace', async () => {
    const workspace = await givenWorkspace();
    const other = await givenWorkspace();
    const { token } = await givenAgentToken(fixture.app, workspace, 'WORKSPACE');
    await bearer(fixture.app, token).get(`/api/workspaces/${other.id}/members`).expect(401);
  });
});
