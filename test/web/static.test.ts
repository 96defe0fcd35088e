import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import Koa from 'koa';
import request from 'supertest';
import { dashboard } from '../../src/web/static';

describe('dashboard files', () => {
  let dir: string;
  let server: ReturnType<Koa['callback']>;

  before(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'dashboard-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Dashboard</title>');
    writeFileSync(path.join(dir, 'assets', 'index-Bx12abCd.js'), 'console.log(1);');
    const big = `export const words = ${JSON.stringify('word '.repeat(500))};`;
    writeFileSync(path.join(dir, 'assets', 'big-C9d8e7f6.js'), big);
    writeFileSync(path.join(dir, 'assets', 'big-C9d8e7f6.js.br'), brotliCompressSync(big));
    writeFileSync(path.join(dir, 'assets', 'big-C9d8e7f6.js.gz'), gzipSync(big));
    writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(path.join(path.dirname(dir), 'outside.txt'), 'secret');
    const app = new Koa();
    app.use(dashboard(dir));
    // Stands in for the API behind it: whatever the dashboard passes on lands here.
    app.use((ctx) => {
      ctx.status = 404;
      ctx.body = { message: 'Route not found', error: 'Not Found', statusCode: 404 };
    });
    server = app.callback();
  });

  after(() => rmSync(dir, { recursive: true, force: true }));

  it('serves index.html at / to a browser without caching it', async () => {
    const res = await request(server).get('/').set('Accept', 'text/html').expect(200);
    expect(res.headers['content-type']).to.match(/^text\/html/);
    expect(res.headers['cache-control']).to.equal('no-cache');
    expect(res.text).to.include('<title>Dashboard</title>');
  });

  it('answers a browser navigating to a dashboard page with index.html', async () => {
    const res = await request(server)
      .get('/w/abc/api-tokens')
      .set('Accept', 'text/html,application/xhtml+xml')
      .expect(200);
    expect(res.text).to.include('<title>Dashboard</title>');
    expect(res.headers['cache-control']).to.equal('no-cache');
  });

  it('serves hashed assets with a year-long immutable cache', async () => {
    const res = await request(server).get('/assets/index-Bx12abCd.js').expect(200);
    expect(res.headers['content-type']).to.match(/javascript/);
    expect(res.headers['cache-control']).to.equal('public, max-age=31536000, immutable');
    expect(res.text).to.equal('console.log(1);');
  });

  /** A GET as bytes on the wire: nothing decompressed on the way. */
  async function onTheWire(urlPath: string, acceptEncoding: string) {
    const listening = http.createServer(server).listen(0);
    await once(listening, 'listening');
    try {
      const { port } = listening.address() as AddressInfo;
      const req = http.get({ port, path: urlPath, headers: { 'Accept-Encoding': acceptEncoding } });
      const [res] = (await once(req, 'response')) as [http.IncomingMessage];
      const chunks: Buffer[] = [];
      for await (const chunk of res) chunks.push(chunk as Buffer);
      return { headers: res.headers, bytes: Buffer.concat(chunks) };
    } finally {
      listening.close();
    }
  }

  it('sends the brotli or gzip twin made at build time to a browser that accepts it', async () => {
    const file = '/assets/big-C9d8e7f6.js';
    const br = await onTheWire(file, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).to.equal('br');
    expect(br.headers['cache-control']).to.equal('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).to.match(/javascript/);
    expect(br.headers.vary).to.match(/Accept-Encoding/i);
    expect(brotliDecompressSync(br.bytes).toString()).to.match(/^export const words/);

    const gz = await onTheWire(file, 'gzip');
    expect(gz.headers['content-encoding']).to.equal('gzip');
    expect(gunzipSync(gz.bytes).toString()).to.match(/^export const words/);

    // A preference against brotli is honoured; no encoding accepted gets the file itself.
    const prefersGzip = await onTheWire(file, 'br;q=0, gzip');
    expect(prefersGzip.headers['content-encoding']).to.equal('gzip');
    const plain = await onTheWire(file, 'identity');
    expect(plain.headers['content-encoding']).to.equal(undefined);
    expect(plain.bytes.toString()).to.match(/^export const words/);
  });

  it('revalidates files outside assets/', async () => {
    const res = await request(server).get('/favicon.svg').expect(200);
    expect(res.headers['content-type']).to.match(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).to.equal('no-cache');
  });

  it('answers HEAD like GET, without a body', async () => {
    const res = await request(server).head('/').set('Accept', 'text/html').expect(200);
    expect(res.headers['content-type']).to.match(/^text\/html/);
  });

  it('never answers under /api, even for a browser', async () => {
    const res = await request(server).get('/api/nope').set('Accept', 'text/html').expect(404);
    expect(res.body.message).to.equal('Route not found');
    await request(server).get('/api').set('Accept', 'text/html').expect(404);
  });

  it('passes on a missing asset and a non-HTML request instead of sending the page', async () => {
    await request(server).get('/assets/gone-123.js').set('Accept', 'text/html').expect(404);
    const res = await request(server).get('/somewhere').set('Accept', 'application/json');
    expect(res.status).to.equal(404);
    expect(res.body.statusCode).to.equal(404);
  });

  it('passes on writes', async () => {
    await request(server).post('/').expect(404);
  });

  it('never serves a file outside its folder', async () => {
    for (const probe of [
      '/../outside.txt',
      '/%2e%2e/outside.txt',
      '/assets/..%2f..%2foutside.txt',
    ]) {
      const res = await request(server).get(probe);
      expect(res.text, probe).not.to.equal('secret');
    }
    await request(server).get('/%E0%A4%A').set('Accept', 'application/json').expect(404);
  });
});
