import { expect } from 'chai';
import { appFixture, suite } from '../support/context';
import {
  as,
  bearer,
  eventsOf,
  givenAgentToken,
  givenMember,
  givenPat,
  givenWorkspace,
} from '../support/factories';

describe('agents', () => {
  const fixture = appFixture();

  it('lets an admin register an agent and records agent.created', async () => {
    const workspace = await givenWorkspace();
    const admin = await givenMember(workspace, 'admin');
    const res = await as(fixture.app, admin)
      .post(`/api/workspaces/${workspace.id}/agents`)
      .send({ name: '  Triage bot ', description: 'Labels new issues' })
      .expect(201);
    expect(res.body.data).to.include({
      name: 'Triage bot',
      description: 'Labels new issues',
      createdBy: admin.id,
      tokenTier: null,
      tokenHint: null,
      tokenRotatedAt: null,
    });
    const events = await eventsOf(res.body.data.id);
    expect(events).to.have.length(1);
    expect(events[0]).to.include({ name: 'agent.created', entityType: 'agent', actorId: admin.id });
    expect(events[0]!.payload).to.deep.equal({ agentId: res.body.data.id });
  });

  it('refuses registration to plain members and invalid bodies', async () => {
    const workspace = await givenWorkspace();
    const member = await givenMember(workspace);
    const path = `/api/workspaces/${workspace.id}/agents`;
    await as(fixture.app, member).post(path).send({ name: 'x' }).expect(403);
    for (const body of [
      {},
      { name: ' ' },
      { name: 'x', tier: 'READ' },
      { name: 'x'.repeat(201) },
    ]) {
      await as(fixture.app, workspace.owner).post(path).send(body).expect(400);
    }
    const list = await as(fixture.app, member).get(path).expect(200);
    expect(list.body.data.meta.total).to.equal(0);
  });

  it('lists and fetches agents for members and agent tokens, with the token tier', async () => {
    const workspace = await givenWorkspace();
    const member = await givenMember(workspace);
    const { agentId, token } = await givenAgentToken(fixture.app, workspace, 'READ');
    await as(fixture.app, workspace.owner)
      .post(`/api/workspaces/${workspace.id}/agents`)
      .send({ name: 'zed bot' })
      .expect(201);
    const list = await as(fixture.app, member)
      .get(`/api/workspaces/${workspace.id}/agents?sortBy=name&sortOrder=asc`)
      .expect(200);
    expect(list.body.data.items.map((a: { name: string }) => a.name)).to.deep.equal([
      `agent ${agentId}`,
      'zed bot',
    ]);
    expect(list.body.data.items[0]).to.include({ tokenTier: 'READ', tokenHint: token.slice(-4) });
    expect(JSON.stringify(list.body)).not.to.include(token.split('_')[2]);
    const searched = await bearer(fixture.app, token)
      .get(`/api/workspaces/${workspace.id}/agents?search=zed`)
      .expect(200);
    expect(searched.body.data.items).to.have.length(1);
    const one = await bearer(fixture.app, token)
      .get(`/api/workspaces/${workspace.id}/agents/${agentId}`)
      .expect(200);
    expect(one.body.data.id).to.equal(agentId);
    const pat = await givenPat(fixture.app, workspace);
    await bearer(fixture.app, pat.token).get(`/api/workspaces/${workspace.id}/agents`).expect(403);
  });

  it('removes an agent: its token stops working and its sessions go, agent.removed is recorded', async () => {
    const workspace = await givenWorkspace();
    const member = await givenMember(workspace);
    const { agentId, token } = await givenAgentToken(fixture.app, workspace, 'SESSION');
    await bearer(fixture.app, token)
      .post(`/api/workspaces/${workspace.id}/agent-sessions`)
      .send({})
      .expect(201);
    const path = `/api/workspaces/${workspace.id}/agents/${agentId}`;
    await as(fixture.app, member).delete(path).expect(403);
    await bearer(fixture.app, token).delete(path).expect(403);
    await as(fixture.app, workspace.owner).delete(path).expect(204);
    await as(fixture.app, workspace.owner).get(path).expect(404);
    await as(fixture.app, workspace.owner).delete(path).expect(404);
    await bearer(fixture.app, token).get(`/api/workspaces/${workspace.id}/agents`).expect(401);
    const sessions = await suite.database.db
      .selectFrom('agentSessions')
      .select('id')
      .where('agentId', '=', agentId)
      .execute();
    expect(sessions).to.deep.equal([]);
    const removed = (await eventsOf(agentId)).filter((e) => e.name === 'agent.removed');
    expect(removed).to.have.length(1);
    expect(removed[0]).to.include({ actorId: workspace.owner.id, entityType: 'agent' });
    expect(removed[0]!.payload).to.deep.equal({ agentId });
  });

  it('answers 404 for another workspace’s agent on every route', async () => {
    const workspace = await givenWorkspace();
    const other = await givenWorkspace();
    const { agentId } = await givenAgentToken(fixture.app, other, 'READ');
    const path = `/api/workspaces/${workspace.id}/agents/${agentId}`;
    await as(fixture.app, workspace.owner).get(path).expect(404);
    await as(fixture.app, workspace.owner).delete(path).expect(404);
    await as(fixture.app, other.owner).get(path).expect(404);
    const list = await as(fixture.app, workspace.owner)
      .get(`/api/workspaces/${workspace.id}/agents`)
      .expect(200);
    expect(list.body.data.items).to.deep.equal([]);
    expect(await eventsOf(agentId)).to.deep.equal([]);
    // The agent is still there for its own workspace.
    await as(fixture.app, other.owner)
      .get(`/api/workspaces/${other.id}/agents/${agentId}`)
      .expect(200);
  });
});
