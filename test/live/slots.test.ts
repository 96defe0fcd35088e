import net from 'node:net';
import { expect } from 'chai';
import { createClient, type StreamEvent, type StreamState } from '../../client/src/index';
import { observeLiveStreams, registry } from '../../src/metrics';
import {
  as,
  givenMember,
  givenPat,
  givenProject,
  givenWorkspace,
  type TestUser,
} from '../support/factories';
import { waitFor } from '../support/receiver';
import { liveService, openStream, type OpenStream } from './support';

declare global {
  /** The one DOM type the official client's sources name that Node's own types lack. */
  type RequestCredentials = 'include' | 'omit' | 'same-origin';
}

/** The `live_streams_open` gauge as a scrape reads it. */
async function openGauge(): Promise<number> {
  const metric = await registry.getSingleMetric('live_streams_open')!.get();
  return metric.values[0]?.value ?? 0;
}

/**
 * Asks for a stream over a raw socket and resets the connection `afterMs` later, while the
 * service is still opening the stream (authenticating, reading where it starts).
 */
function resetWhileOpening(baseUrl: string, workspaceId: string, user: TestUser, afterMs: number) {
  return new Promise<void>((resolve) => {
    const socket = net.connect(Number(new URL(baseUrl).port), '127.0.0.1', () => {
      socket.write(
        `GET /api/workspaces/${workspaceId}/events/stream HTTP/1.1\r\n` +
          `Host: 127.0.0.1\r\nCookie: ${user.cookie}\r\nAccept: text/event-stream\r\n\r\n`,
      );
      setTimeout(() => socket.resetAndDestroy(), afterMs);
    });
    socket.on('error', () => undefined);
    socket.on('close', () => resolve());
  });
}

describe('live streams: slots, caps and lifetime', function () {
  this.timeout(60_000);
  const streams: OpenStream[] = [];
  let service: Awaited<ReturnType<typeof liveService>> | undefined;

  afterEach(async () => {
    for (const stream of streams.splice(0)) stream.close();
    await service?.close();
    service = undefined;
  });

  it('gives back the slot of every stream whose client reset the connection while it opened', async () => {
    service = await liveService();
    const hub = service.hub;
    observeLiveStreams(() => hub.size);
    const workspace = await givenWorkspace();
    const before = await openGauge();
    // Resets spread over the first milliseconds: during authentication, the reads that
    // decide where the stream starts, and right after the stream is built.
    for (let round = 0; round < 3; round += 1) {
      await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          resetWhileOpening(service!.baseUrl, workspace.id, workspace.owner, (i % 5) * 0.7),
        ),
      );
    }
    await waitFor(async () => (await openGauge()) === before, 10_000, 'every slot given back');

    const next = await openStream(service.baseUrl, workspace.id, {
      cookie: workspace.owner.cookie,
    });
    streams.push(next);
    expect(next.status).to.equal(200);
    await waitFor(() => next.messages.length > 0, 10_000, 'the stream to be ready');
    expect(await openGauge()).to.equal(before + 1);
  });

  it('refuses a stream beyond the per-address cap with 429 and Retry-After, whoever asks', async () => {
    service = await liveService({ LIVE_MAX_STREAMS_PER_ADDRESS: '2' });
    const workspace = await givenWorkspace();
    const other = await givenMember(workspace);
    const first = await openStream(service.baseUrl, workspace.id, {
      cookie: workspace.owner.cookie,
    });
    const second = await openStream(service.baseUrl, workspace.id, { cookie: other.cookie });
    streams.push(first, second);
    expect([first.status, second.status]).to.deep.equal([200, 200]);

    const refused = await fetch(`${service.baseUrl}/api/workspaces/${workspace.id}/events/stream`, {
      headers: { Cookie: (await givenMember(workspace)).cookie },
    });
    expect(refused.status).to.equal(429);
    expect(refused.headers.get('retry-after')).to.match(/^\d+$/);
    const body = (await refused.json()) as { message: string };
    expect(body).to.deep.include({ statusCode: 429, error: 'Too Many Requests' });
    expect(body.message).to.match(/per client address/);
  });

  it('refuses a stream beyond the instance cap with 429 and Retry-After', async () => {
    service = await liveService({ LIVE_MAX_STREAMS: '1' });
    const workspace = await givenWorkspace();
    const held = await openStream(service.baseUrl, workspace.id, {
      cookie: workspace.owner.cookie,
    });
    streams.push(held);
    expect(held.status).to.equal(200);

    const other = await givenWorkspace();
    const refused = await fetch(`${service.baseUrl}/api/workspaces/${other.id}/events/stream`, {
      headers: { Cookie: other.owner.cookie },
    });
    expect(refused.status).to.equal(429);
    expect(refused.headers.get('retry-after')).to.match(/^\d+$/);
    expect(((await refused.json()) as { message: string }).message).to.match(/on this instance/);

    held.close();
    await waitFor(() => service!.hub.size === 0, 10_000, 'the slot to be given back');
    const admitted = await openStream(service.baseUrl, other.id, { cookie: other.owner.cookie });
    streams.push(admitted);
    expect(admitted.status).to.equal(200);
  });

  it('ends a stream at its lifetime; the client resumes at once and misses no change', async () => {
    service = await liveService({ LIVE_MAX_STREAM_MS: '300' });
    const workspace = await givenWorkspace();
    const project = await givenProject(service.app, workspace);
    const { token } = await givenPat(service.app, workspace, ['read:issues']);
    const api = createClient({ baseUrl: `${service.baseUrl}/api`, token });
    const states: StreamState[] = [];
    const received: StreamEvent[] = [];
    const stop = new AbortController();
    const reading = (async () => {
      const events = api.streamEvents(workspace.id, {
        signal: stop.signal,
        onState: (state) => states.push(state),
      });
      for await (const event of events) received.push(event);
    })();
    await waitFor(() => states.includes('open'), 10_000, 'the stream to open');

    // Changes keep coming while streams reach their lifetime and are resumed.
    const created: string[] = [];
    let renewed = 0;
    const opened = () => states.filter((state) => state === 'open').length;
    while (created.length < 10 || opened() < 4) {
      const res = await as(service.app, workspace.owner)
        .post(`/api/workspaces/${workspace.id}/issues`)
        .send({ projectId: project.id, title: `Change ${created.length}` });
      expect(res.status).to.equal(201);
      created.push(res.body.data.id);
      renewed = opened() - 1;
    }
    await waitFor(() => received.length >= created.length, 10_000, 'every change');
    stop.abort();
    await reading;

    expect(renewed, 'streams ended at their lifetime and resumed').to.be.at.least(3);
    expect(
      received.map((event) => event.kind === 'change' && event.data.payload.issueId),
    ).to.deep.equal(created);
    expect(states.filter((state) => state !== 'open')).to.deep.equal(['connecting']);
  });
});
