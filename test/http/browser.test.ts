import { expect } from 'chai';
import request from 'supertest';
import { appFixture, buildApp, FIRST_PARTY } from '../support/context';
import { givenUser, givenWorkspace } from '../support/factories';

describe('CORS and CSRF', () => {
  const fixture = appFixture();

  it('answers a first-party preflight with credentials and exactly the allowed headers', async () => {
    const res = await request(fixture.server)
      .options('/api/workspaces')
      .set('Origin', FIRST_PARTY)
      .set('Access-Control-Request-Method', 'POST')
      .set(
        'Access-Control-Request-Headers',
        'content-type,authorization,x-workspace-id,idempotency-key',
      )
      .expect(204);
    expect(res.headers['access-control-allow-origin']).to.equal(FIRST_PARTY);
    expect(res.headers['access-control-allow-credentials']).to.equal('true');
    expect(res.headers['access-control-allow-headers']).to.equal(
      'Content-Type,Authorization,x-workspace-id,Idempotency-Key,If-Match',
    );
  });

  it('fails the preflight of any other origin', async () => {
    const res = await request(fixture.server)
      .options('/api/workspaces')
      .set('Origin', 'https://evil.example')
      .set('Access-Control-Request-Method', 'POST')
      .expect(403);
    expect(res.headers).not.to.have.property('access-control-allow-origin');
    expect(res.body).to.include({ statusCode: 403 });
  });

  it('sends no CORS headers to a foreign origin on simple requests', async () => {
    const res = await request(fixture.server)
      .get('/api/openapi.json')
      .set('Origin', 'https://evil.example');
    expect(res.headers).not.to.have.property('access-control-allow-origin');
  });

  it('refuses a cookie-authenticated state change from a foreign Origin and changes nothing', async () => {
    const user = await givenUser();
    const workspace = await givenWorkspace({ owner: user });
    const res = await request(fixture.server)
      .patch(`/api/workspaces/${workspace.id}`)
      .set('Cookie', user.cookie)
      .set('Origin', 'https://evil.example')
      .send({ name: 'pwned' })
      .expect(403);
    expect(res.body.message).to.match(/cross-origin/i);
    const after = await request(fixture.server)
      .get(`/api/workspaces/${workspace.id}`)
      .set('Cookie', user.cookie);
    expect(after.body.data.name).not.to.equal('pwned');
  });

  it('refuses a cross-site form post even without an Origin header', async () => {
    const user = await givenUser();
    await request(fixture.server)
      .post('/api/workspaces')
      .set('Cookie', user.cookie)
      .set('Sec-Fetch-Site', 'cross-site')
      .send({ name: 'x' })
      .expect(403);
  });

  it('refuses a cookie-authenticated state change with no Origin at all, and changes nothing', async () => {
    const user = await givenUser();
    const res = await request(fixture.server)
      .post('/api/workspaces')
      .set('Cookie', user.cookie)
      .send({ name: 'no origin' })
      .expect(403);
    expect(res.body.message).to.match(/first-party Origin/);
    const list = await request(fixture.server).get('/api/workspaces').set('Cookie', user.cookie);
    expect(list.body.data.items).to.deep.equal([]);
    // The refresh cookie rides along just the same.
    await request(fixture.server)
      .post('/api/auth/refresh')
      .set('Cookie', 'service_refresh=whatever')
      .expect(403);
  });

  it('lets a script without cookies log in with no Origin', async () => {
    await request(fixture.server)
      .post('/api/auth/login')
      .send({ email: 'nobody@example.test', password: 'whatever1' })
      .expect(401);
  });

  it('treats BASE_URL as first-party even when FIRST_PARTY_ORIGINS omits it', async () => {
    const user = await givenUser();
    const app = buildApp({}, { BASE_URL: 'https://work.example.test' });
    await request(app.callback())
      .post('/api/workspaces')
      .set('Cookie', user.cookie)
      .set('Origin', 'https://work.example.test')
      .send({ name: 'from the dashboard' })
      .expect(201);
  });

  it('accepts the same change from a first-party Origin', async () => {
    const user = await givenUser();
    await request(fixture.server)
      .post('/api/workspaces')
      .set('Cookie', user.cookie)
      .set('Origin', FIRST_PARTY)
      .send({ name: 'ok' })
      .expect(201);
  });

  it('refuses a login posted from a foreign page (login CSRF)', async () => {
    await request(fixture.server)
      .post('/api/auth/login')
      .set('Origin', 'https://evil.example')
      .send({ email: 'a@example.test', password: 'whatever1' })
      .expect(403);
  });
});
