import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import { allHandlers } from '../../src/features';
import { RawBody } from '../../src/http/raw-body';
import { serve } from '../../src/http/server';
import { loadSpec } from '../../src/http/spec';
import { buildApp } from '../support/context';

describe('graceful stop', () => {
  it('waits for a running request to finish, which still gets its response', async () => {
    const spec = loadSpec();
    let entered!: () => void;
    const handlerEntered = new Promise<void>((resolve) => (entered = resolve));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // One operation made slow on purpose, so a request is verifiably in flight.
    const handlers = {
      ...allHandlers(spec),
      getOpenApiDocument: async () => {
        entered();
        await gate;
        return new RawBody({ ok: true });
      },
    };
    const running = await serve(buildApp({ spec, handlers }), 0, '127.0.0.1');
    const { port } = running.server.address() as AddressInfo;

    const response = fetch(`http://127.0.0.1:${port}/api/openapi.json`);
    await handlerEntered;
    let stopped = false;
    const stopping = running.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopped, 'stop() must wait for the running handler').to.equal(false);
    // New connections are refused while the running request finishes.
    const late = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      () => 'served',
      () => 'refused',
    );
    expect(late).to.equal('refused');

    release();
    const res = await response;
    expect(res.status).to.equal(200);
    expect(await res.json()).to.deep.equal({ ok: true });
    await stopping;
    expect(stopped).to.equal(true);
  });

  it('waits for a handler whose client already hung up', async () => {
    const spec = loadSpec();
    let entered!: () => void;
    const handlerEntered = new Promise<void>((resolve) => (entered = resolve));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const handlers = {
      ...allHandlers(spec),
      getOpenApiDocument: async () => {
        entered();
        await gate;
        return new RawBody({});
      },
    };
    const running = await serve(buildApp({ spec, handlers }), 0, '127.0.0.1');
    const { port } = running.server.address() as AddressInfo;
    const abort = new AbortController();
    const request = fetch(`http://127.0.0.1:${port}/api/openapi.json`, {
      signal: abort.signal,
    }).catch(() => null);
    await handlerEntered;
    abort.abort();
    await request;
    let stopped = false;
    const stopping = running.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopped).to.equal(false);
    release();
    await stopping;
  });
});
