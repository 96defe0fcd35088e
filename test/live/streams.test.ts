import { expect } from 'chai';
import { waitFor } from '../support/receiver';
import { suite } from '../support/context';
import {
  call,
  givenUser,
  givenWorkspace,
  openStream,
  startApi,
  type ApiProcess,
  type OpenStream,
} from './support';

const data = (message: { data: string }) => JSON.parse(message.data);

describe('live updates across two API instances on one database', function () {
  this.timeout(120_000);
  let a: ApiProcess;
  let b: ApiProcess;
  const streams: OpenStream[] = [];

  before(async () => {
    [a, b] = await Promise.all([startApi(suite.database.url), startApi(suite.database.url)]);
  });
  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close();
  });
  after(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
  });

  const hold = async (...args: Parameters<typeof openStream>) => {
    const stream = await openStream(...args);
    streams.push(stream);
    expect(stream.status).to.equal(200);
    await waitFor(() => stream.messages.length > 0, 10_000, 'the ready message');
    return stream;
  };

  const newIssue = (ws: Awaited<ReturnType<typeof givenWorkspace>>, title: string) =>
    call(a.baseUrl, 'POST', `${ws.base}/issues`, ws.owner.session, {
      projectId: ws.projectId,
      title,
    });

  it('carries a change made through instance A to a stream held on instance B', async () => {
    const ws = await givenWorkspace(a.baseUrl);
    const stream = await hold(b.baseUrl, ws.workspaceId, ws.owner.session);
    expect(stream.messages[0]!.event).to.equal('ready');

    const issue = await newIssue(ws, 'Seen elsewhere');
    const message = await waitFor(
      () => stream.changes().find((m) => m.event === 'issue.created'),
      10_000,
      'issue.created on the stream',
    );
    expect(data(message)).to.include({ event: 'issue.created', workspaceId: ws.workspaceId });
    expect(data(message).payload).to.deep.equal({
      projectId: ws.projectId,
      issueId: issue.id,
      parentId: null,
    });
  });

  it('gives a PAT with only read:issues the issue events and none of the comments', async () => {
    const ws = await givenWorkspace(a.baseUrl);
    const pat = await call(a.baseUrl, 'POST', `${ws.base}/api-tokens`, ws.owner.session, {
      name: 'issues only',
      scopes: ['read:issues'],
    });
    const byToken = await hold(b.baseUrl, ws.workspaceId, { token: pat.token });
    const bySession = await hold(b.baseUrl, ws.workspaceId, ws.owner.session);

    const issue = await newIssue(ws, 'Discussed');
    const issuePath = `${ws.base}/projects/${ws.projectId}/issues/${issue.id}`;
    await call(a.baseUrl, 'POST', `${issuePath}/comments`, ws.owner.session, { body: 'Hello' });
    await call(a.baseUrl, 'PATCH', issuePath, ws.owner.session, { title: 'Discussed, done' });

    const names = (stream: OpenStream) => stream.changes().map((m) => m.event);
    await waitFor(() => names(bySession).includes('issue.updated'), 10_000, 'the session');
    await waitFor(() => names(byToken).includes('issue.updated'), 10_000, 'the token');
    expect(names(bySession)).to.deep.equal(['issue.created', 'comment.created', 'issue.updated']);
    expect(names(byToken)).to.deep.equal(['issue.created', 'issue.updated']);
  });

  it('refuses a stream to a PAT without any read scope', async () => {
    const ws = await givenWorkspace(a.baseUrl);
    const pat = await call(a.baseUrl, 'POST', `${ws.base}/api-tokens`, ws.owner.session, {
      name: 'writer',
      scopes: ['write:issues'],
    });
    const stream = await openStream(b.baseUrl, ws.workspaceId, { token: pat.token });
    streams.push(stream);
    expect(stream.status).to.equal(403);
  });

  it('ends the stream of a member removed from the workspace, who then receives nothing', async () => {
    const ws = await givenWorkspace(a.baseUrl);
    const member = await givenUser(a.baseUrl, 'Bea');
    const invited = await call<{ url: string }>(
      a.baseUrl,
      'POST',
      `${ws.base}/invitations`,
      ws.owner.session,
      { email: member.email },
    );
    const token = new URL(invited.url).searchParams.get('token');
    await call(a.baseUrl, 'POST', '/invitations/accept', member.session, { token });
    const theirs = await hold(b.baseUrl, ws.workspaceId, member.session);
    const owners = await hold(b.baseUrl, ws.workspaceId, ws.owner.session);
    await newIssue(ws, 'Before');
    await waitFor(() => theirs.changes().length === 1, 10_000, 'the member to see a change');

    await call(a.baseUrl, 'DELETE', `${ws.base}/members/${member.id}`, ws.owner.session);
    await newIssue(ws, 'After');
    await waitFor(() => owners.changes().length === 3, 10_000, 'the owner to see both changes');
    await theirs.ended;
    const closing = theirs.messages.at(-1)!;
    expect(closing.event).to.equal('closing');
    expect(data(closing).reason).to.equal('access-revoked');
    expect(theirs.changes().map((m) => m.event)).to.deep.equal(['issue.created']);
    expect(owners.changes().map((m) => m.event)).to.deep.equal([
      'issue.created',
      'member.removed',
      'issue.created',
    ]);

    const again = await openStream(b.baseUrl, ws.workspaceId, member.session);
    streams.push(again);
    expect(again.status).to.equal(404);
  });

  it('ends the stream of a revoked token', async () => {
    const ws = await givenWorkspace(a.baseUrl);
    const pat = await call(a.baseUrl, 'POST', `${ws.base}/api-tokens`, ws.owner.session, {
      name: 'short-lived',
      scopes: ['read:issues'],
    });
    const stream = await hold(b.baseUrl, ws.workspaceId, { token: pat.token });
    await call(a.baseUrl, 'DELETE', `${ws.base}/api-tokens/${pat.id}`, ws.owner.session);
    await stream.ended;
    expect(data(stream.messages.at(-1)!).reason).to.equal('access-revoked');
  });

  it('starts after the position read before loading, missing nothing in between', async () => {
    const ws = await givenWorkspace(a.baseUrl);
    const { position } = await call(
      b.baseUrl,
      'GET',
      `${ws.base}/events/position`,
      ws.owner.session,
    );
    const issue = await newIssue(ws, 'While the page loaded');
    const stream = await hold(b.baseUrl, ws.workspaceId, ws.owner.session, { after: position });
    const message = await waitFor(
      () => stream.changes().find((m) => data(m).payload.issueId === issue.id),
      10_000,
      'the change made before the stream opened',
    );
    expect(message.event).to.equal('issue.created');
  });

  it('answers a position it never handed out with reset, then goes on live', async () => {
    const ws = await givenWorkspace(a.baseUrl);
    const stream = await hold(b.baseUrl, ws.workspaceId, ws.owner.session, {
      lastEventId: '99999999999999',
    });
    expect(stream.messages[0]!.event).to.equal('reset');
    expect(data(stream.messages[0]!).reason).to.equal('unknown-position');
    await newIssue(ws, 'After the reset');
    await waitFor(() => stream.changes().length === 1, 10_000, 'a live change after the reset');
  });

  it('passes every change once and in order to each of 120 streams while changes keep coming', async () => {
    // Enough streams that a pass over them yields to the event loop between slices, so
    // changes are read while earlier ones are still being passed on.
    const crowded = await startApi(suite.database.url, { LIVE_MAX_STREAMS_PER_USER: '200' });
    try {
      const ws = await givenWorkspace(a.baseUrl);
      const held = await Promise.all(
        Array.from({ length: 120 }, () => hold(crowded.baseUrl, ws.workspaceId, ws.owner.session)),
      );
      const total = 200;
      let next = 0;
      const writer = async () => {
        while (next < total) {
          next += 1;
          await newIssue(ws, `Change ${next}`);
        }
      };
      await Promise.all([writer(), writer(), writer(), writer()]);
      await waitFor(
        () => held.every((stream) => stream.changes().length >= total),
        60_000,
        `${total} changes on every stream`,
      );
      for (const stream of held) expectOnceInOrder(stream.changes(), total);
    } finally {
      await crowded.stop();
    }
  });

  it('resumes with Last-Event-ID over 1,000 changes, skipping and repeating nothing', async () => {
    const ws = await givenWorkspace(a.baseUrl);
    const issue = await newIssue(ws, 'Renamed many times');
    const issuePath = `${ws.base}/projects/${ws.projectId}/issues/${issue.id}`;
    const first = await hold(b.baseUrl, ws.workspaceId, ws.owner.session);

    const total = 1000;
    let next = 0;
    const writer = async () => {
      while (next < total) {
        next += 1;
        await call(a.baseUrl, 'PATCH', issuePath, ws.owner.session, { title: `Title ${next}` });
      }
    };
    const writing = Promise.all([writer(), writer(), writer(), writer()]);
    await waitFor(() => first.changes().length >= 300, 60_000, '300 changes on the first stream');
    first.close();
    await first.ended;
    const lastEventId = first.messages.at(-1)!.id!;
    const second = await hold(b.baseUrl, ws.workspaceId, ws.owner.session, { lastEventId });
    await writing;
    const received = () => [...first.changes(), ...second.changes()];
    await waitFor(() => received().length >= total, 60_000, `${total} changes in all`);

    expectOnceInOrder(received(), total);
  });
});

/** `total` distinct events, each at a position after the one before. */
function expectOnceInOrder(messages: { id?: string; data: string }[], total: number) {
  const ids = messages.map((m) => data(m).eventId as string);
  expect(ids).to.have.length(total);
  expect(new Set(ids).size).to.equal(total);
  const positions = messages.map((m) => BigInt(m.id!));
  for (let i = 1; i < positions.length; i += 1) {
    expect(positions[i]! > positions[i - 1]!, `position ${i} after ${i - 1}`).to.equal(true);
  }
}
