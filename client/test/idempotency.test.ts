import { expect } from 'chai';
import net from 'node:net';
import { createClient, ServerError } from '../src/index.js';
import type { Fetch } from '../src/retry.js';
import { live } from './setup.js';
import { givenWorkspace } from './support/world.js';

/**
 * A loopback proxy to the live server whose first connection forwards the request, waits
 * for the server's answer, then hangs up on the client without relaying it: the POST ran,
 * and the client saw only a dropped connection. Later connections pass through.
 */
async function droppingProxy(target: URL) {
  let connections = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    connections += 1;
    const upstream = net.connect(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => sockets.delete(socket));
    }
    client.pipe(upstream);
    if (connections === 1) {
      upstream.once('data', () => {
        client.destroy();
        upstream.destroy();
      });
    } else {
      upstream.pipe(client);
      client.on('close', () => upstream.destroy());
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}${target.pathname}`,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A fetch that records the `Idempotency-Key` of every request it sends. */
function keyRecorder(fetch: Fetch = (request) => globalThis.fetch(request)) {
  const keys: (string | null)[] = [];
  const recording: Fetch = (request) => {
    keys.push(request.headers.get('idempotency-key'));
    return fetch(request);
  };
  return { fetch: recording, keys };
}

describe('Idempotency-Key in the client', () => {
  it('retries a POST after a dropped connection with the same key, and one issue exists', async () => {
    const { token, workspaceId, projectId, api } = await givenWorkspace();
    const proxy = await droppingProxy(new URL(live.server.apiUrl));
    try {
      const recorder = keyRecorder();
      const client = createClient({ baseUrl: proxy.apiUrl, token, fetch: recorder.fetch });
      const created = await client.POST('/workspaces/{workspaceId}/issues', {
        params: { path: { workspaceId } },
        body: { projectId, title: 'Through a dropped connection' },
      });
      expect(created.title).to.equal('Through a dropped connection');
      expect(proxy.connections()).to.equal(2);
      expect(recorder.keys).to.have.length(2);
      expect(recorder.keys[0])
        .to.be.a('string')
        .and.match(/^[0-9a-f-]{36}$/);
      expect(recorder.keys[1]).to.equal(recorder.keys[0]);
      const titled = await api.GET('/workspaces/{workspaceId}/issues', {
        params: { path: { workspaceId }, query: { search: 'Through a dropped connection' } },
      });
      expect(titled.meta.total).to.equal(1);
      expect(titled.items[0]!.id).to.equal(created.id);
    } finally {
      await proxy.close();
    }
  });

  it('sends the caller’s own key instead of a generated one', async () => {
    const { token, workspaceId, projectId } = await givenWorkspace();
    const recorder = keyRecorder();
    const client = createClient({ baseUrl: live.server.apiUrl, token, fetch: recorder.fetch });
    const body = { projectId, title: 'Own key' };
    const header = { 'Idempotency-Key': `own-${workspaceId}` };
    const first = await client.POST('/workspaces/{workspaceId}/issues', {
      params: { path: { workspaceId }, header },
      body,
    });
    const again = await client.POST('/workspaces/{workspaceId}/issues', {
      params: { path: { workspaceId }, header },
      body,
    });
    expect(recorder.keys).to.deep.equal([header['Idempotency-Key'], header['Idempotency-Key']]);
    expect(again.id).to.equal(first.id);
  });

  it('gives every POST a new key, and none to GET or the public auth operations', async () => {
    const { token, workspaceId, projectId } = await givenWorkspace();
    const recorder = keyRecorder();
    const client = createClient({ baseUrl: live.server.apiUrl, token, fetch: recorder.fetch });
    for (const title of ['One', 'Two']) {
      await client.POST('/workspaces/{workspaceId}/issues', {
        params: { path: { workspaceId } },
        body: { projectId, title },
      });
    }
    await client.GET('/workspaces/{workspaceId}', { params: { path: { workspaceId } } });
    const anonymous = keyRecorder();
    await createClient({ baseUrl: live.server.apiUrl, fetch: anonymous.fetch })
      .POST('/auth/login', { body: { email: 'nobody@client.test', password: 'wrong password' } })
      .catch(() => undefined);
    expect(recorder.keys[0]).to.be.a('string');
    expect(recorder.keys[1]).to.be.a('string').and.not.equal(recorder.keys[0]);
    expect(recorder.keys[2]).to.equal(null);
    expect(anonymous.keys).to.deep.equal([null]);
  });

  it('retries a POST after a 5xx with the same key', async () => {
    const gateway = keyRecorder(async () => new Response(null, { status: 502 }));
    const client = createClient({
      baseUrl: live.server.apiUrl,
      fetch: gateway.fetch,
      maxRetries: 2,
    });
    const error = await client.POST('/workspaces', { body: { name: 'x' } }).catch((e) => e);
    expect(error).to.be.instanceOf(ServerError);
    expect(gateway.keys).to.have.length(3);
    expect(new Set(gateway.keys).size).to.equal(1);
  });
});
