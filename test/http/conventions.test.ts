import { expect } from 'chai';
import request from 'supertest';
import { appFixture } from '../support/context';
import { as, givenUser, givenWorkspace } from '../support/factories';

describe('conventions', () => {
  const fixture = appFixture();

  it('answers an unknown route with 404 in the default envelope', async () => {
    const res = await request(fixture.server).get('/api/nothing-here').expect(404);
    expect(res.body).to.deep.equal({
      message:
        'No route for GET /api/nothing-here. The API lives under /api; its document is /api/openapi.json',
      error: 'Not Found',
      statusCode: 404,
    });
  });

  it('answers a wrong method with 405 in the default envelope and an Allow header', async () => {
    const res = await request(fixture.server).delete('/api/auth/login').expect(405);
    expect(res.body).to.include({ statusCode: 405, error: 'Method Not Allowed' });
    expect(res.headers.allow).to.include('POST');
  });

  it('answers malformed JSON with 400 in the default envelope', async () => {
    const res = await request(fixture.server)
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send('{"email": ')
      .expect(400);
    expect(res.body).to.include({ statusCode: 400, error: 'Bad Request' });
    expect(JSON.stringify(res.body)).not.to.match(/at .*\.js|SyntaxError/);
  });

  it('answers an oversized body with 413', async () => {
    const big = { email: 'x@example.test', password: 'p'.repeat(2 * 1024 * 1024) };
    const res = await request(fixture.server).post('/api/auth/login').send(big).expect(413);
    expect(res.body).to.include({ statusCode: 413 });
  });

  it('reports validation failures keyed by field', async () => {
    const res = await request(fixture.server)
      .post('/api/auth/register')
      .send({ email: 'not-an-email', password: 'short', extra: 1 })
      .expect(400);
    expect(res.body.success).to.equal(false);
    expect(res.body.error.code).to.equal('VALIDATION_ERROR');
    expect(res.body.error.message).to.equal('Validation failed');
    expect(res.body.error.details).to.have.keys(['email', 'password', 'name', 'extra']);
    expect(res.body.error.details.name).to.deep.equal(['is required']);
  });

  it('echoes a sane X-Request-Id and generates one otherwise', async () => {
    const echoed = await request(fixture.server).get('/healthz').set('X-Request-Id', 'abc-123');
    expect(echoed.headers['x-request-id']).to.equal('abc-123');
    const generated = await request(fixture.server)
      .get('/healthz')
      .set('X-Request-Id', 'bad id;<>');
    expect(generated.headers['x-request-id']).to.match(/^[0-9a-f-]{36}$/);
  });

  it('serves the OpenAPI document as JSON', async () => {
    const res = await request(fixture.server).get('/api/openapi.json').expect(200);
    expect(res.body.openapi).to.equal('3.1.0');
    expect(res.body.paths).to.have.property('/workspaces');
  });

  it('reports health and readiness', async () => {
    await request(fixture.server).get('/healthz').expect(200, { status: 'ok' });
    await request(fixture.server).get('/readyz').expect(200, { status: 'ok', database: 'ok' });
  });

  describe('lists', () => {
    it('defaults to page 1 and limit 20, caps limit at 100, refuses page 0', async () => {
      const user = await givenUser();
      for (let i = 0; i < 3; i++) await givenWorkspace({ owner: user });
      const first = await as(fixture.app, user).get('/api/workspaces').expect(200);
      expect(first.body.data.meta).to.deep.equal({
        page: 1,
        limit: 20,
        total: 3,
        totalPages: 1,
        hasNext: false,
        hasPrev: false,
        totalExact: true,
      });
      const capped = await as(fixture.app, user).get('/api/workspaces?limit=500').expect(200);
      expect(capped.body.data.meta.limit).to.equal(100);
      const zero = await as(fixture.app, user).get('/api/workspaces?page=0').expect(400);
      expect(zero.body.error.details).to.have.key('page');
      await as(fixture.app, user).get('/api/workspaces?limit=0').expect(400);
      await as(fixture.app, user).get('/api/workspaces?limit=abc').expect(400);
    });

    it('walks pages with hasNext/hasPrev and an empty page past the end', async () => {
      const user = await givenUser();
      for (let i = 0; i < 5; i++) await givenWorkspace({ owner: user });
      const seen: string[] = [];
      for (const page of [1, 2, 3]) {
        const res = await as(fixture.app, user)
          .get(`/api/workspaces?limit=2&page=${page}`)
          .expect(200);
        const { items, meta } = res.body.data;
        seen.push(...items.map((w: { id: string }) => w.id));
        expect(meta.hasPrev).to.equal(page > 1);
        expect(meta.hasNext).to.equal(page < 3);
        expect(meta.totalPages).to.equal(3);
      }
      expect(new Set(seen).size).to.equal(5);
      const beyond = await as(fixture.app, user).get('/api/workspaces?limit=2&page=4').expect(200);
      expect(beyond.body.data.items).to.deep.equal([]);
      expect(beyond.body.data.meta).to.include({ hasNext: false, hasPrev: true });
    });

    it('sorts by an allowed field and falls back on an unknown one', async () => {
      const user = await givenUser();
      const created = [];
      for (let i = 0; i < 3; i++) created.push((await givenWorkspace({ owner: user })).id);
      const asc = await as(fixture.app, user)
        .get('/api/workspaces?sortBy=createdAt&sortOrder=asc')
        .expect(200);
      expect(asc.body.data.items.map((w: { id: string }) => w.id)).to.deep.equal(created);
      const unknown = await as(fixture.app, user)
        .get('/api/workspaces?sortBy=password&sortOrder=asc')
        .expect(200);
      expect(unknown.body.data.items.map((w: { id: string }) => w.id)).to.deep.equal(created);
      await as(fixture.app, user).get('/api/workspaces?sortOrder=sideways').expect(400);
    });

    it('refuses a search longer than 200 characters', async () => {
      const user = await givenUser();
      const res = await as(fixture.app, user)
        .get(`/api/workspaces?search=${'a'.repeat(201)}`)
        .expect(400);
      expect(res.body.error.details).to.have.key('search');
    });
  });
});
