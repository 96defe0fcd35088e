import http from 'node:http';
import net from 'node:net';
import { expect } from 'chai';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { suite } from '../support/context';
import {
  as,
  givenAgentToken,
  givenMember,
  givenProject,
  givenWorkspace,
  joinByInvitation,
  type TestWorkspace,
} from '../support/factories';
import { waitFor } from '../support/receiver';
import { liveService, openStream, type OpenStream } from './support';

/**
 * A stream read byte for byte over a plain socket, as HTTP/`version` asks for it: the head
 * and the body as they came, chunk framing included.
 */
function rawStream(baseUrl: string, workspaceId: string, cookie: string, version: string) {
  const socket = net.connect(Number(new URL(baseUrl).port), '127.0.0.1');
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  socket.write(
    `GET /api/workspaces/${workspaceId}/events/stream HTTP/${version}\r\n` +
      `Host: 127.0.0.1\r\nCookie: ${cookie}\r\nAccept: text/event-stream\r\n\r\n`,
  );
  return {
    received: () => Buffer.concat(chunks),
    close: () => socket.destroy(),
  };
}

/** The body of a chunked response, checking every chunk's size line and trailing CRLF. */
function unchunk(body: Buffer): { text: string; chunks: number } {
  const parts: Buffer[] = [];
  let at = 0;
  while (at < body.length) {
    const line = body.indexOf('\r\n', at);
    expect(line, 'a chunk-size line').to.be.above(at);
    const size = parseInt(body.subarray(at, line).toString('latin1'), 16);
    expect(Number.isNaN(size), 'a hexadecimal chunk size').to.equal(false);
    const start = line + 2;
    parts.push(body.subarray(start, start + size));
    expect(body.subarray(start + size, start + size + 2).toString('latin1')).to.equal('\r\n');
    at = start + size + 2;
  }
  return { text: Buffer.concat(parts).toString('utf8'), chunks: parts.length };
}

const data = (message: { data: string }) => JSON.parse(message.data);

describe('live streams: limits, resume window, credentials', function () {
  this.timeout(60_000);
  const streams: OpenStream[] = [];
  let service: Awaited<ReturnType<typeof liveService>> | undefined;

  afterEach(async () => {
    for (const stream of streams.splice(0)) stream.close();
    await service?.close();
    service = undefined;
  });

  const hold = async (workspace: TestWorkspace, cookie: string, options = {}) => {
    const stream = await openStream(service!.baseUrl, workspace.id, { cookie }, options);
    streams.push(stream);
    return stream;
  };

  const createIssue = async (workspace: TestWorkspace, projectId: string) => {
    const res = await as(service!.app, workspace.owner)
      .post(`/api/workspaces/${workspace.id}/issues`)
      .send({ projectId, title: 'A change' });
    expect(res.status).to.equal(201);
    return res.body.data.id as string;
  };

  it('sends heartbeat comments on an idle stream', async () => {
    service = await liveService({ LIVE_HEARTBEAT_MS: '20' });
    const workspace = await givenWorkspace();
    const stream = await hold(workspace, workspace.owner.cookie);
    await waitFor(() => stream.comments() >= 3, 10_000, 'three heartbeats');
    expect(stream.changes()).to.deep.equal([]);
  });

  it('refuses a stream beyond the per-user cap with 429, and admits one once a stream closes', async () => {
    service = await liveService({ LIVE_MAX_STREAMS_PER_USER: '2' });
    const workspace = await givenWorkspace();
    const first = await hold(workspace, workspace.owner.cookie);
    const second = await hold(workspace, workspace.owner.cookie);
    expect([first.status, second.status]).to.deep.equal([200, 200]);
    const refused = await as(service.app, workspace.owner).get(
      `/api/workspaces/${workspace.id}/events/stream`,
    );
    expect(refused.status).to.equal(429);
    expect(refused.headers['retry-after']).to.match(/^\d+$/);
    expect(refused.body.message).to.match(/Too many open streams/);

    first.close();
    await waitFor(() => service!.hub.size === 1, 10_000, 'the closed stream to be counted out');
    expect((await hold(workspace, workspace.owner.cookie)).status).to.equal(200);
  });

  it('disconnects a client that does not read, saying why', async () => {
    service = await liveService({ LIVE_BUFFER_BYTES: '65536' });
    const workspace = await givenWorkspace();
    // A client that never reads: the kernel's buffers fill, then the stream's own.
    const messages: EventSourceMessage[] = [];
    const parser = createParser({ onEvent: (message) => messages.push(message) });
    const url = `${service.baseUrl}/api/workspaces/${workspace.id}/events/stream`;
    const response = await new Promise<http.IncomingMessage>((resolve) =>
      http.get(url, { headers: { Cookie: workspace.owner.cookie } }, resolve),
    );
    response.pause();
    await waitFor(() => service!.hub.size === 1, 10_000, 'the stream to open');
    // Events with large payloads, recorded in one statement: megabytes for the stream.
    const big = 'x'.repeat(50_000);
    await suite.database.pool.query(
      `INSERT INTO events (id, workspace_id, name, actor_type, entity_type, entity_id, payload)
       SELECT 'slow' || g || $2, $1, 'issue.updated', 'system', 'issue', 'i' || g,
              jsonb_build_object('issueId', $3::text)
       FROM generate_series(1, 400) g`,
      [workspace.id, workspace.id.slice(0, 8), big],
    );
    await waitFor(() => service!.hub.size === 0, 30_000, 'the slow stream to be closed');
    const ended = new Promise((resolve) => response.once('close', resolve));
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => parser.feed(chunk));
    response.resume();
    await ended;
    const last = messages.at(-1)!;
    expect(last.event).to.equal('closing');
    expect(data(last).reason).to.equal('slow-client');
  });

  it('answers a position older than the replay window with reset', async () => {
    service = await liveService();
    const workspace = await givenWorkspace();
    const project = await givenProject(service.app, workspace);
    const position = (
      await as(service.app, workspace.owner).get(`/api/workspaces/${workspace.id}/events/position`)
    ).body.data.position;
    await createIssue(workspace, project.id);
    await suite.database.pool.query(
      `UPDATE events SET created_at = now() - interval '25 hours' WHERE workspace_id = $1`,
      [workspace.id],
    );
    const stream = await hold(workspace, workspace.owner.cookie, { lastEventId: position });
    await waitFor(() => stream.messages.length > 0, 10_000, 'the first message');
    expect(stream.messages[0]!.event).to.equal('reset');
    expect(data(stream.messages[0]!).reason).to.equal('expired-position');
    expect(stream.changes()).to.deep.equal([]);
  });

  it('gives an agent token what its tier may read: issues, not members', async () => {
    service = await liveService();
    const workspace = await givenWorkspace();
    const project = await givenProject(service.app, workspace);
    const { token } = await givenAgentToken(service.app, workspace, 'READ');
    const byAgent = await openStream(service.baseUrl, workspace.id, { token });
    streams.push(byAgent);
    const bySession = await hold(workspace, workspace.owner.cookie);
    await waitFor(() => byAgent.messages.length > 0 && bySession.messages.length > 0);

    await joinByInvitation(service.app, workspace, await givenMember(await givenWorkspace()));
    const issueId = await createIssue(workspace, project.id);
    const sawIssue = (s: OpenStream) =>
      s.changes().some((m) => data(m).payload.issueId === issueId);
    await waitFor(() => sawIssue(byAgent) && sawIssue(bySession), 10_000, 'the issue');
    expect(bySession.changes().map((m) => m.event)).to.deep.equal([
      'member.added',
      'issue.created',
    ]);
    expect(byAgent.changes().map((m) => m.event)).to.deep.equal(['issue.created']);
  });

  it('frames changes as well-formed chunks over HTTP/1.1, and sends them bare over HTTP/1.0', async () => {
    service = await liveService();
    const workspace = await givenWorkspace();
    const project = await givenProject(service.app, workspace);
    const chunked = rawStream(service.baseUrl, workspace.id, workspace.owner.cookie, '1.1');
    const bare = rawStream(service.baseUrl, workspace.id, workspace.owner.cookie, '1.0');
    try {
      const ready = (raw: typeof bare) => raw.received().includes('event: ready');
      await waitFor(() => ready(chunked) && ready(bare), 10_000, 'both streams to open');
      // A title outside ASCII: chunk sizes count bytes, not characters.
      await as(service.app, workspace.owner)
        .post(`/api/workspaces/${workspace.id}/issues`)
        .send({ projectId: project.id, title: 'Überprüfung ✓' });
      await createIssue(workspace, project.id);
      const changes = (text: string) => text.split('event: issue.created').length - 1;
      const split = (raw: typeof bare) => {
        const bytes = raw.received();
        const end = bytes.indexOf('\r\n\r\n');
        return { head: bytes.subarray(0, end).toString('latin1'), body: bytes.subarray(end + 4) };
      };
      await waitFor(
        () =>
          changes(split(chunked).body.toString()) === 2 &&
          changes(split(bare).body.toString()) === 2,
        10_000,
        'both changes on both streams',
      );

      const overHttp11 = split(chunked);
      expect(overHttp11.head).to.match(/^HTTP\/1\.1 200/);
      expect(overHttp11.head.toLowerCase()).to.include('transfer-encoding: chunked');
      const { text } = unchunk(overHttp11.body);
      expect(changes(text)).to.equal(2);
      expect(text).to.match(/^id: .*\nevent: ready\n/);

      const overHttp10 = split(bare);
      expect(overHttp10.head).to.match(/^HTTP\/1\.1 200/);
      expect(overHttp10.head.toLowerCase()).not.to.include('transfer-encoding');
      expect(overHttp10.body.toString()).to.match(/^id: .*\nevent: ready\n/);
      // The same changes, byte for byte, once each stream's own `ready` is set aside.
      const afterReady = (body: string) => body.slice(body.indexOf('\n\n') + 2);
      expect(afterReady(overHttp10.body.toString())).to.equal(afterReady(text));
    } finally {
      chunked.close();
      bare.close();
    }
  });

  it('ends every stream with closing: shutdown when the process stops', async () => {
    service = await liveService();
    const workspace = await givenWorkspace();
    const stream = await hold(workspace, workspace.owner.cookie);
    await waitFor(() => stream.messages.length > 0);
    await service.hub.close();
    await stream.ended;
    expect(data(stream.messages.at(-1)!).reason).to.equal('shutdown');
  });
});
