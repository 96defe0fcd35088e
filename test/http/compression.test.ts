import { once } from 'node:events';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect } from 'chai';
import { LiveHub } from '../../src/live/hub';
import { appDatabase, buildApp, FIRST_PARTY, suite, testConfig } from '../support/context';
import { givenIssueIn, givenProject, givenWorkspace } from '../support/factories';
import { waitFor } from '../support/receiver';

describe('compressed API answers', function () {
  this.timeout(60_000);
  let server: http.Server;
  let hub: LiveHub;
  let port: number;

  before(async () => {
    const config = testConfig();
    hub = new LiveHub(appDatabase(), config.live, suite.log);
    hub.listen(suite.database.url);
    server = http.createServer(buildApp({ live: hub }).callback());
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    port = (server.address() as AddressInfo).port;
    await waitFor(() => hub.listening, 10_000, 'the hub to listen');
  });
  after(async () => {
    await hub.close();
    server.closeAllConnections();
    server.close();
  });

  /** A GET as bytes on the wire: nothing decompressed on the way. */
  async function onTheWire(path: string, headers: Record<string, string>) {
    const req = http.get({ host: '127.0.0.1', port, path, headers });
    const [res] = (await once(req, 'response')) as [http.IncomingMessage];
    const chunks: Buffer[] = [];
    for await (const chunk of res) chunks.push(chunk as Buffer);
    return { status: res.statusCode, headers: res.headers, bytes: Buffer.concat(chunks) };
  }

  it('compresses JSON over 1 kB for a client that accepts it, and leaves small answers alone', async () => {
    const workspace = await givenWorkspace();
    const project = await givenProject(buildApp(), workspace);
    const description = 'A long description, naïve café — ✓. '.repeat(200);
    const issue = await givenIssueIn(buildApp(), workspace, project.id, { description });
    const path = `/api/workspaces/${workspace.id}/projects/${project.id}/issues/${issue.id}`;
    const cookie = { Cookie: workspace.owner.cookie };

    const br = await onTheWire(path, { ...cookie, 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.status).to.equal(200);
    expect(br.headers['content-encoding']).to.equal('br');
    expect(br.headers['content-type']).to.match(/^application\/json/);
    expect(br.headers.vary).to.match(/Accept-Encoding/i);
    expect(br.headers.etag).to.equal('"1"');
    const data = JSON.parse(brotliDecompressSync(br.bytes).toString()).data;
    expect(data.description).to.equal(description);
    expect(br.bytes.length).to.be.below(description.length / 4);

    const gz = await onTheWire(path, { ...cookie, 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).to.equal('gzip');
    expect(JSON.parse(gunzipSync(gz.bytes).toString()).data.id).to.equal(issue.id);

    // No Accept-Encoding: the bytes as they are, measured in bytes, not characters.
    const plain = await onTheWire(path, { ...cookie });
    expect(plain.headers['content-encoding']).to.equal(undefined);
    expect(plain.headers.vary).to.match(/Accept-Encoding/i);
    expect(Number(plain.headers['content-length'])).to.equal(plain.bytes.length);
    expect(JSON.parse(plain.bytes.toString()).data.description).to.equal(description);

    // A small answer is not worth compressing.
    const small = await onTheWire('/api/auth/me', { ...cookie, 'Accept-Encoding': 'br, gzip' });
    expect(small.status).to.equal(200);
    expect(small.bytes.length).to.be.below(1024);
    expect(small.headers['content-encoding']).to.equal(undefined);
  });

  it('keeps the live stream uncompressed, each message sent as it is written', async () => {
    const workspace = await givenWorkspace();
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.write(
      `GET /api/workspaces/${workspace.id}/events/stream HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
        `Cookie: ${workspace.owner.cookie}\r\nOrigin: ${FIRST_PARTY}\r\n` +
        `Accept: text/event-stream\r\nAccept-Encoding: gzip, deflate, br\r\n\r\n`,
    );
    try {
      // The ready message arrives while the stream stays open: nothing buffered it.
      const text = await waitFor(
        () => {
          const received = Buffer.concat(chunks).toString('latin1');
          return received.includes('event: ready') ? received : undefined;
        },
        10_000,
        'the ready message',
      );
      const head = text.slice(0, text.indexOf('\r\n\r\n')).toLowerCase();
      expect(head).to.match(/content-type: text\/event-stream/);
      expect(head).not.to.match(/content-encoding/);
    } finally {
      socket.destroy();
    }
  });
});
