import { expect } from 'chai';
import request from 'supertest';
import { appFixture, buildApp } from '../support/context';
import { as, givenWorkspace } from '../support/factories';

type Headers = Record<string, string>;

function expectCommonHeaders(headers: Headers, what: string) {
  expect(headers['x-content-type-options'], what).to.equal('nosniff');
  expect(headers['referrer-policy'], what).to.equal('no-referrer');
  expect(headers['x-frame-options'], what).to.equal('DENY');
  expect(headers['content-security-policy'], what).to.include("frame-ancestors 'none'");
}

describe('security headers', () => {
  const fixture = appFixture();

  it("gives the dashboard's page a strict policy: its own scripts and styles, no framing", async () => {
    for (const path of ['/', '/w/abc/issues']) {
      const res = await request(fixture.server).get(path).set('Accept', 'text/html');
      expectCommonHeaders(res.headers, path);
      const policy = res.headers['content-security-policy']!.split('; ');
      expect(policy).to.include.members([
        "script-src 'self'",
        "style-src 'self'",
        "connect-src 'self'",
        "frame-ancestors 'none'",
      ]);
      expect(policy.join('; ')).not.to.include('unsafe');
    }
  });

  it('sends them on API answers, errors included', async () => {
    const workspace = await givenWorkspace();
    const ok = await as(fixture.app, workspace.owner)
      .get(`/api/workspaces/${workspace.id}`)
      .expect(200);
    const refused = await request(fixture.server).get('/api/workspaces').expect(401);
    const missing = await request(fixture.server).get('/api/nothing-here').expect(404);
    for (const [what, res] of Object.entries({ ok, refused, missing })) {
      expectCommonHeaders(res.headers, what);
      expect(res.headers['content-security-policy'], what).to.include("default-src 'none'");
    }
  });

  it('sends them on the reference page, beside the policy Redoc needs', async () => {
    const res = await request(fixture.server).get('/api/docs').expect(200);
    expectCommonHeaders(res.headers, '/api/docs');
    expect(res.headers['content-security-policy']).to.include("script-src 'self'");
  });

  it('adds HSTS only when BASE_URL is https', async () => {
    const plain = await request(fixture.server).get('/api/openapi.json').expect(200);
    expect(plain.headers).not.to.have.property('strict-transport-security');
    const secure = buildApp({}, { BASE_URL: 'https://work.example.com' });
    for (const path of ['/api/openapi.json', '/']) {
      const res = await request(secure.callback()).get(path);
      expect(res.headers['strict-transport-security'], path).to.match(/^max-age=\d{7,}/);
    }
  });
});
