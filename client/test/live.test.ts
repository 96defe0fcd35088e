import { expect } from 'chai';
import {
  createClient,
  type LiveNotification,
  type StreamEvent,
  type StreamState,
} from '../src/index.js';
import { live } from './setup.js';
import { givenWorkspace } from './support/world.js';

/** Takes the next `count` changes of an iterator (a reset would fail the test). */
async function take(stream: AsyncGenerator<StreamEvent>, count: number) {
  const taken: StreamEvent[] = [];
  while (taken.length < count) {
    const { value, done } = await stream.next();
    if (done) throw new Error('the stream ended');
    taken.push(value);
  }
  return taken;
}

describe('streamEvents', () => {
  it('yields typed changes, then resumes after lastEventId without repeating one', async () => {
    const { api, workspaceId, projectId } = await givenWorkspace();
    const states: StreamState[] = [];
    const first = api.streamEvents(workspaceId, { onState: (state) => states.push(state) });
    const pending = take(first, 1);
    // The iterator connects on the first `next`: create once the stream is open.
    while (!states.includes('open')) await new Promise((resolve) => setTimeout(resolve, 10));
    const one = await api.POST('/workspaces/{workspaceId}/issues', {
      params: { path: { workspaceId } },
      body: { projectId, title: 'One' },
    });
    const [created] = await pending;
    await first.return();
    expect(created).to.deep.include({ kind: 'change', event: 'issue.created' });
    expect(created!.kind === 'change' && created!.data.payload).to.deep.equal({
      projectId,
      issueId: one.id,
      parentId: null,
    });

    const later = [];
    for (const title of ['Two', 'Three']) {
      later.push(
        await api.POST('/workspaces/{workspaceId}/issues', {
          params: { path: { workspaceId } },
          body: { projectId, title },
        }),
      );
    }
    const resumed = api.streamEvents(workspaceId, { lastEventId: created!.id });
    const events = await take(resumed, 2);
    await resumed.return();
    expect(events.map((e) => e.kind === 'change' && e.data.payload.issueId)).to.deep.equal(
      later.map((issue) => issue.id),
    );
  });

  it('carries labels: their own changes, and an issue’s label ids when it is labelled', async () => {
    const { api, workspaceId, projectId } = await givenWorkspace();
    const states: StreamState[] = [];
    const stream = api.streamEvents(workspaceId, { onState: (state) => states.push(state) });
    const pending = take(stream, 3);
    while (!states.includes('open')) await new Promise((resolve) => setTimeout(resolve, 10));
    const label = await api.POST('/workspaces/{workspaceId}/labels', {
      params: { path: { workspaceId } },
      body: { name: 'Bug', color: '#d73a4a' },
    });
    const issue = await api.POST('/workspaces/{workspaceId}/issues', {
      params: { path: { workspaceId } },
      body: { projectId, title: 'Labelled', labelIds: [label.id] },
    });
    expect(issue.labels).to.deep.equal([{ id: label.id, name: 'Bug', color: '#d73a4a' }]);
    await api.PATCH('/workspaces/{workspaceId}/projects/{projectId}/issues/{issueId}', {
      params: { path: { workspaceId, projectId, issueId: issue.id } },
      body: { labelIds: [] },
    });
    const changes = await pending;
    await stream.return();
    expect(changes.map((e) => e.kind === 'change' && [e.event, e.data.payload])).to.deep.equal([
      ['label.created', { labelId: label.id }],
      ['issue.created', { projectId, issueId: issue.id, parentId: null, labelIds: [label.id] }],
      ['issue.updated', { projectId, issueId: issue.id, labelIds: [] }],
    ]);
  });

  it('reconnects with Last-Event-ID when the connection drops', async () => {
    const { token, api, workspaceId, projectId } = await givenWorkspace();
    const sent: Request[] = [];
    let cut = true;
    // The first response is cut right after its first change, as a dropped connection.
    const fetchCuttingOnce = async (request: Request) => {
      sent.push(request.clone());
      const response = await fetch(request);
      if (!cut || !response.body) return response;
      cut = false;
      const reader = response.body.getReader();
      let seen = '';
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          const { value, done } = await reader.read();
          if (done) return controller.close();
          seen += new TextDecoder().decode(value);
          controller.enqueue(value);
          if (seen.includes('event: issue.created')) {
            await reader.cancel();
            controller.error(new TypeError('connection reset'));
          }
        },
      });
      return new Response(body, { status: response.status, headers: response.headers });
    };
    const client = createClient({ baseUrl: live.server.apiUrl, token, fetch: fetchCuttingOnce });
    const states: StreamState[] = [];
    const stream = client.streamEvents(workspaceId, {
      reconnectDelayMs: 10,
      onState: (state) => states.push(state),
    });
    const pending = take(stream, 2);
    while (!states.includes('open')) await new Promise((resolve) => setTimeout(resolve, 10));
    for (const title of ['Before the cut', 'After the cut']) {
      await api.POST('/workspaces/{workspaceId}/issues', {
        params: { path: { workspaceId } },
        body: { projectId, title },
      });
    }
    const events = await pending;
    await stream.return();
    expect(sent.length).to.be.at.least(2);
    expect(sent[1]!.headers.get('last-event-id')).to.equal(events[0]!.id);
    expect(events.map((e) => e.kind)).to.deep.equal(['change', 'change']);
    expect(new Set(events.map((e) => e.id)).size).to.equal(2);
    expect(states).to.include('reconnecting');
  });

  it('tells onNotification of a new inbox entry, and yields no change for it', async () => {
    const { session, api, workspaceId, projectId } = await givenWorkspace();
    const me = await session.GET('/auth/me');
    const agent = await session.POST('/workspaces/{workspaceId}/agents', {
      params: { path: { workspaceId } },
      body: { name: 'Triage bot' },
    });
    const { token } = await session.POST('/workspaces/{workspaceId}/agents/{agentId}/token', {
      params: { path: { workspaceId, agentId: agent.id } },
      body: { tier: 'WORKSPACE' },
    });
    const bot = createClient({ baseUrl: live.server.apiUrl, token });
    const states: StreamState[] = [];
    const notified: LiveNotification[] = [];
    const changes: StreamEvent[] = [];
    const stop = new AbortController();
    const reading = (async () => {
      const stream = api.streamEvents(workspaceId, {
        signal: stop.signal,
        onState: (state) => states.push(state),
        onNotification: (notification) => notified.push(notification),
      });
      for await (const event of stream) changes.push(event);
    })();
    while (!states.includes('open')) await new Promise((resolve) => setTimeout(resolve, 10));
    const issue = await bot.POST('/workspaces/{workspaceId}/issues', {
      params: { path: { workspaceId } },
      body: { projectId, title: 'Assigned by a bot', assigneeId: me.id },
    });
    while (notified.length === 0 || changes.length === 0)
      await new Promise((resolve) => setTimeout(resolve, 10));
    stop.abort();
    await reading;
    expect(changes.map((e) => e.kind === 'change' && e.event)).to.deep.equal(['issue.created']);
    expect(notified[0]).to.include({ event: 'notification.created', issueId: issue.id });
  });

  it('throws the API error when access is refused', async () => {
    const { workspaceId } = await givenWorkspace();
    const stranger = createClient({ baseUrl: live.server.apiUrl, token: 'hsp_nobody_0' });
    let error: unknown;
    try {
      for await (const _ of stranger.streamEvents(workspaceId)) break;
    } catch (caught) {
      error = caught;
    }
    expect(error).to.have.property('status', 401);
  });
});
