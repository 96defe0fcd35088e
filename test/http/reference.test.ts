import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import request from 'supertest';
import { appFixture } from '../support/context';

const REDOC = JSON.parse(readFileSync(require.resolve('redoc/package.json'), 'utf8')) as {
  version: string;
};

describe('the API reference page', () => {
  const fixture = appFixture();

  it('serves /api/docs as HTML that renders the document with a script from this service', async () => {
    const res = await request(fixture.server).get('/api/docs').expect(200);
    expect(res.headers['content-type']).to.equal('text/html; charset=utf-8');
    expect(res.text).to.include('<redoc spec-url="/api/openapi.json"');
    const scripts = [...res.text.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts).to.deep.equal([`/api/docs/redoc.standalone.js?v=${REDOC.version}`]);
    // Nothing from another origin: no CDN script, stylesheet or font.
    expect(res.text).to.not.match(/(src|href)="(https?:)?\/\//);
  });

  it('forbids the page from loading anything from another origin', async () => {
    const res = await request(fixture.server).get('/api/docs').expect(200);
    const policy = String(res.headers['content-security-policy']);
    expect(policy).to.include("default-src 'none'").and.include("script-src 'self'");
    expect(policy).to.include("font-src 'self'").and.include("connect-src 'self'");
  });

  it("serves Redoc's standalone bundle as JavaScript, cacheable for its version", async () => {
    const res = await request(fixture.server)
      .get(`/api/docs/redoc.standalone.js?v=${REDOC.version}`)
      .buffer(true)
      .parse((response, done) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        response.on('end', () => done(null, text));
      })
      .expect(200);
    expect(res.headers['content-type']).to.equal('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).to.equal('public, max-age=31536000, immutable');
    const bundle = res.body as string;
    expect(bundle.length).to.be.greaterThan(500_000);
    expect(bundle).to.include('Redoc');
  });
});
