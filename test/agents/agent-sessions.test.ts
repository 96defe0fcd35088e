import { expect } from 'chai';
import { appFixture } from '../support/context';
import {
  as,
  bearer,
  eventsOf,
  givenAgentToken,
  givenIssue,
  givenMember,
  givenPat,
  givenWorkspace,
  type TestWorkspace,
} from '../support/factories';
import { whileEventsFail } from '../support/faults';

describe('agent sessions', () => {
  const fixture = appFixture();
  let workspace: TestWorkspace;
  let agentId: string;
  let token: string;
  let sessionsPath: string;

  beforeEach(async () => {
    workspace = await givenWorkspace();
    ({ agentId, token } = await givenAgentToken(fixture.app, workspace, 'SESSION'));
    sessionsPath = `/api/workspaces/${workspace.id}/agent-sessions`;
  });

  async function startSession(body: Record<string, unknown> = {}) {
    const res = await bearer(fixture.app, token).post(sessionsPath).send(body).expect(201);
    return res.body.data as { id: string; state: string };
  }

  it('starts a running session on an issue and records agent_session.created', async () => {
    const issue = await givenIssue(workspace);
    const member = await givenMember(workspace);
    const res = await as(fixture.app, member)
      .post(sessionsPath)
      .send({ agentId, issueId: issue.issueId })
      .expect(201);
    expect(res.body.data).to.include({
      agentId,
      issueId: issue.issueId,
      state: 'running',
      summary: null,
      error: null,
      endedAt: null,
    });
    const events = await eventsOf(res.body.data.id);
    expect(events).to.have.length(1);
    expect(events[0]).to.include({
      name: 'agent_session.created',
      entityType: 'agent_session',
      actorId: member.id,
      issueId: issue.issueId,
      projectId: issue.projectId,
    });
    expect(events[0]!.payload).to.deep.equal({
      agentId,
      sessionId: res.body.data.id,
      issueId: issue.issueId,
    });
  });

  it('names its issue as people do (prefix, number, title, project) on every route', async () => {
    const issue = await givenIssue(workspace);
    const session = await startSession({ issueId: issue.issueId });
    const expected = {
      id: issue.issueId,
      projectId: issue.projectId,
      number: 1,
      title: 'Seeded issue',
    };
    expect(session).to.have.property('issue').that.deep.include(expected);
    const owner = as(fixture.app, workspace.owner);
    const path = `${sessionsPath}/${session.id}`;
    const listed = (await owner.get(sessionsPath).expect(200)).body.data.items;
    expect(listed[0].issue).to.deep.include(expected);
    expect(listed[0].issue.prefix).to.match(/^S\d+$/);
    expect((await owner.get(path).expect(200)).body.data.issue).to.deep.include(expected);
    const ended = await owner.patch(path).send({ state: 'completed' }).expect(200);
    expect(ended.body.data.issue).to.deep.include(expected);
    const without = await startSession();
    expect(without).to.have.property('issue', null);
  });

  it('lets an agent token start sessions for itself only', async () => {
    const own = await startSession();
    expect(own).to.include({ agentId, issueId: null, state: 'running' });
    const events = await eventsOf(own.id);
    expect(events[0]).to.include({ actorType: 'agent', actorId: agentId });
    expect(events[0]!.payload).to.deep.equal({ agentId, sessionId: own.id, issueId: null });
    const other = await givenAgentToken(fixture.app, workspace, 'READ');
    await bearer(fixture.app, token)
      .post(sessionsPath)
      .send({ agentId: other.agentId })
      .expect(403);
    await bearer(fixture.app, token).post(sessionsPath).send({ agentId }).expect(201);
    await bearer(fixture.app, other.token).post(sessionsPath).send({}).expect(403);
  });

  it('refuses an unknown agent or issue, or one of another workspace, with 400', async () => {
    const foreign = await givenWorkspace();
    const foreignIssue = await givenIssue(foreign);
    const foreignAgent = await givenAgentToken(fixture.app, foreign, 'READ');
    const owner = as(fixture.app, workspace.owner);
    const missing = await owner.post(sessionsPath).send({}).expect(400);
    expect(missing.body.error.details).to.deep.equal({ agentId: ['is required'] });
    const cases: [Record<string, string>, string][] = [
      [{ agentId: foreignAgent.agentId }, 'agentId'],
      [{ agentId: 'doesnotexist123' }, 'agentId'],
      [{ agentId, issueId: foreignIssue.issueId }, 'issueId'],
      [{ agentId, issueId: 'doesnotexist123' }, 'issueId'],
      [{ agentId, state: 'completed' }, 'state'],
      [{ agentId: 'Not An Id' }, 'agentId'],
    ];
    for (const [body, field] of cases) {
      const res = await owner.post(sessionsPath).send(body).expect(400);
      expect(res.body.error.details, JSON.stringify(body)).to.have.property(field);
    }
    await bearer(fixture.app, token)
      .post(sessionsPath)
      .send({ issueId: foreignIssue.issueId })
      .expect(400);
    const list = await owner.get(sessionsPath).expect(200);
    expect(list.body.data.meta.total).to.equal(0);
  });

  it('completes a running session once; later changes are 409 and record nothing', async () => {
    const session = await startSession();
    const path = `${sessionsPath}/${session.id}`;
    const res = await bearer(fixture.app, token)
      .patch(path)
      .send({ state: 'completed', summary: 'Triaged 3 issues' })
      .expect(200);
    expect(res.body.data).to.include({
      state: 'completed',
      summary: 'Triaged 3 issues',
      error: null,
    });
    expect(res.body.data.endedAt).to.be.a('string');
    for (const body of [{ state: 'completed' }, { state: 'errored', error: 'late failure' }]) {
      const refused = await bearer(fixture.app, token).patch(path).send(body).expect(409);
      expect(refused.body.message).to.include('already ended');
    }
    const events = await eventsOf(session.id);
    expect(events.map((e) => e.name)).to.deep.equal([
      'agent_session.created',
      'agent_session.completed',
    ]);
    expect(events[1]!.payload).to.deep.equal({ agentId, sessionId: session.id, issueId: null });
    expect(events[1]!.changes).to.deep.include({
      state: { old: 'running', new: 'completed' },
      summary: { old: null, new: 'Triaged 3 issues' },
    });
  });

  it('marks a running session errored with its error; an errored one stays so', async () => {
    const issue = await givenIssue(workspace);
    const session = await startSession({ issueId: issue.issueId });
    const path = `${sessionsPath}/${session.id}`;
    const res = await as(fixture.app, workspace.owner)
      .patch(path)
      .send({ state: 'errored', error: 'Out of budget' })
      .expect(200);
    expect(res.body.data).to.include({ state: 'errored', error: 'Out of budget' });
    await as(fixture.app, workspace.owner).patch(path).send({ state: 'completed' }).expect(409);
    const events = await eventsOf(session.id);
    expect(events.map((e) => e.name)).to.deep.equal([
      'agent_session.created',
      'agent_session.errored',
    ]);
    expect(events[1]).to.include({ issueId: issue.issueId, projectId: issue.projectId });
  });

  it('validates the end of a session', async () => {
    const session = await startSession();
    const path = `${sessionsPath}/${session.id}`;
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'state'],
      [{ state: 'running' }, 'state'],
      [{ state: 'errored' }, 'error'],
      [{ state: 'errored', error: '  ' }, 'error'],
      [{ state: 'completed', error: 'no' }, 'error'],
      [{ state: 'completed', agentId }, 'agentId'],
    ];
    for (const [body, field] of cases) {
      const res = await bearer(fixture.app, token).patch(path).send(body).expect(400);
      expect(res.body.error.details, JSON.stringify(body)).to.have.property(field);
    }
    const fetched = await bearer(fixture.app, token).get(path).expect(200);
    expect(fetched.body.data.state).to.equal('running');
  });

  it('lets an agent token end its own sessions only', async () => {
    const other = await givenAgentToken(fixture.app, workspace, 'WORKSPACE');
    const session = await startSession();
    const path = `${sessionsPath}/${session.id}`;
    await bearer(fixture.app, other.token).patch(path).send({ state: 'completed' }).expect(403);
    await bearer(fixture.app, other.token).get(path).expect(200);
    await bearer(fixture.app, token).patch(path).send({ state: 'completed' }).expect(200);
  });

  it('leaves the session running when its event cannot be recorded', async () => {
    const session = await startSession();
    const path = `${sessionsPath}/${session.id}`;
    await whileEventsFail('agent_session.completed', async () => {
      await bearer(fixture.app, token).patch(path).send({ state: 'completed' }).expect(500);
    });
    const fetched = await bearer(fixture.app, token).get(path).expect(200);
    expect(fetched.body.data).to.include({ state: 'running', endedAt: null });
    expect((await eventsOf(session.id)).map((e) => e.name)).to.deep.equal([
      'agent_session.created',
    ]);
  });

  it('lists sessions with filters, newest first', async () => {
    const issue = await givenIssue(workspace);
    const other = await givenAgentToken(fixture.app, workspace, 'SESSION');
    const first = await startSession({ issueId: issue.issueId });
    const second = await startSession();
    const third = (await bearer(fixture.app, other.token).post(sessionsPath).send({}).expect(201))
      .body.data;
    await bearer(fixture.app, token)
      .patch(`${sessionsPath}/${second.id}`)
      .send({ state: 'completed' })
      .expect(200);
    // Sessions of another workspace never show.
    const foreign = await givenWorkspace();
    const foreignAgent = await givenAgentToken(fixture.app, foreign, 'SESSION');
    await bearer(fixture.app, foreignAgent.token)
      .post(`/api/workspaces/${foreign.id}/agent-sessions`)
      .send({})
      .expect(201);

    const ids = async (query: string) => {
      const res = await as(fixture.app, workspace.owner).get(`${sessionsPath}${query}`).expect(200);
      return res.body.data.items.map((s: { id: string }) => s.id);
    };
    expect(await ids('')).to.deep.equal([third.id, second.id, first.id]);
    expect(await ids(`?agentId=${agentId}`)).to.deep.equal([second.id, first.id]);
    expect(await ids(`?issueId=${issue.issueId}`)).to.deep.equal([first.id]);
    expect(await ids('?state=completed')).to.deep.equal([second.id]);
    expect(await ids('?state=running&sortOrder=asc')).to.deep.equal([first.id, third.id]);
    expect(await ids('?sortBy=updatedAt&limit=1')).to.deep.equal([second.id]);
    await as(fixture.app, workspace.owner).get(`${sessionsPath}?state=paused`).expect(400);
  });

  it('answers 404 for another workspace’s session on every route, and refuses PATs', async () => {
    const foreign = await givenWorkspace();
    const foreignAgent = await givenAgentToken(fixture.app, foreign, 'SESSION');
    const foreignSession = (
      await bearer(fixture.app, foreignAgent.token)
        .post(`/api/workspaces/${foreign.id}/agent-sessions`)
        .send({})
        .expect(201)
    ).body.data;
    const path = `${sessionsPath}/${foreignSession.id}`;
    await as(fixture.app, workspace.owner).get(path).expect(404);
    await as(fixture.app, workspace.owner).patch(path).send({ state: 'completed' }).expect(404);
    await bearer(fixture.app, token).get(path).expect(404);
    // A workspace's agent token does not reach into another workspace at all.
    await bearer(fixture.app, token)
      .get(`/api/workspaces/${foreign.id}/agent-sessions/${foreignSession.id}`)
      .expect(401);
    const outsider = (await givenWorkspace()).owner;
    await as(fixture.app, outsider).get(sessionsPath).expect(404);
    const pat = await givenPat(fixture.app, workspace);
    await bearer(fixture.app, pat.token).get(sessionsPath).expect(403);
    expect((await eventsOf(foreignSession.id)).map((e) => e.name)).to.deep.equal([
      'agent_session.created',
    ]);
  });
});
