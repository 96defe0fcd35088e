import { gzipSync } from 'node:zlib';
import { expect } from 'chai';
import request from 'supertest';
import { loadSpec } from '../../src/http/spec';
import { appFixture, FIRST_PARTY } from '../support/context';
import { as, bearer, givenPat, givenProject, givenWorkspace } from '../support/factories';

// Client input must never produce a 5xx: each case is a clear 4xx and changes nothing.
describe('hostile input', () => {
  const fixture = appFixture();

  it('answers NUL characters anywhere with 400', async () => {
    const workspace = await givenWorkspace();
    const owner = as(fixture.app, workspace.owner);
    const ws = `/api/workspaces/${workspace.id}`;
    await owner.get('/api/workspaces/%00/projects').expect(400);
    const query = await owner.get('/api/workspaces?search=a%00b').expect(400);
    expect(query.body.error.details).to.have.key('search');
    const body = await owner
      .post(`${ws}/projects`)
      .send({ name: 'a\u0000b', prefix: 'NUL' })
      .expect(400);
    expect(body.body.error.details).to.have.key('name');
    await request(fixture.server)
      .post('/api/auth/login')
      .send({ email: '\u0000', password: 'x' })
      .expect(400);
    const project = await givenProject(fixture.app, workspace);
    await owner
      .post(`${ws}/issues`)
      .send({ projectId: project.id, title: 'ok', description: 'x\u0000' })
      .expect(400);
  });

  it('answers oversized and odd paging values with a 4xx or an empty page', async () => {
    const workspace = await givenWorkspace();
    const owner = as(fixture.app, workspace.owner);
    const ws = `/api/workspaces/${workspace.id}`;
    const far = await owner.get(`${ws}/issues?page=1000000`).expect(200);
    expect(far.body.data.items).to.deep.equal([]);
    await owner.get(`${ws}/issues?page=1000001`).expect(400);
    await owner.get(`${ws}/issues?page=99999999999999999999999`).expect(400);
    await owner.get(`${ws}/issues?limit=99999999999999999999999`).expect(200);
    await owner.get(`${ws}/issues?limit=-1`).expect(400);
    await owner.get(`${ws}/issues?page=1.5`).expect(400);
    await owner.get(`${ws}/issues?page=`).expect(400);
    const longId = await owner.get(`/api/workspaces/${'a'.repeat(5000)}/issues`).expect(400);
    expect(longId.body.error.code).to.equal('VALIDATION_ERROR');
    await owner.get(`${ws}/issues?projectId=${'%ff%fe'}`).expect(400);
  });

  it('handles unicode text intact', async () => {
    const workspace = await givenWorkspace();
    const owner = as(fixture.app, workspace.owner);
    const res = await owner
      .patch(`/api/workspaces/${workspace.id}`)
      .send({ name: 'Équipe 🚀 日本' })
      .expect(200);
    expect(res.body.data.name).to.equal('Équipe 🚀 日本');
  });
});

describe('malformed bodies on every operation', () => {
  const fixture = appFixture();
  const bodies: [string, string][] = [
    ['an array', '[]'],
    ['a string', '"text"'],
    ['a number', '42'],
    ['null', 'null'],
    ['deep nesting', '{"a":'.repeat(200) + '1' + '}'.repeat(200)],
    [
      'wrong types',
      '{"name":1,"title":[],"email":{},"scopes":"x","events":1,"url":false,"role":7}',
    ],
  ];

  it('answers each with a 4xx in one of the two envelopes, never a 5xx', async () => {
    const workspace = await givenWorkspace();
    const operations = loadSpec().operations.filter((op) => op.bodySchema);
    for (const operation of operations) {
      const path = operation.routePath
        .replace(':workspaceId', workspace.id)
        .replace(/:\w+/g, 'zz0000notfound');
      for (const [label, raw] of bodies) {
        const client = request(fixture.server);
        const res = await client[operation.method](path)
          .set('Cookie', workspace.owner.cookie)
          .set('Origin', FIRST_PARTY)
          .set('Content-Type', 'application/json')
          .send(raw);
        expect(
          res.status,
          `${operation.id} with ${label}: ${JSON.stringify(res.body)}`,
        ).to.be.within(400, 499);
      }
    }
  });
});

/** Sends a Buffer body byte for byte (superagent would JSON-encode it). */
const asIs = (body: unknown) => body as string;

describe('hostile requests answered with a 4xx', () => {
  const fixture = appFixture();
  const lists = loadSpec().operations.filter((op) => op.sortFields);
  const pathOf = (routePath: string, workspaceId: string) =>
    routePath.replace(':workspaceId', workspaceId).replace(/:\w+/g, 'zz0000notfound');

  it('refuses an empty-string reference on issue create and update, naming the field', async () => {
    const workspace = await givenWorkspace();
    const owner = as(fixture.app, workspace.owner);
    const project = await givenProject(fixture.app, workspace);
    for (const field of ['assigneeId', 'parentId', 'sprintId']) {
      const created = await owner
        .post(`/api/workspaces/${workspace.id}/issues`)
        .send({ projectId: project.id, title: 'x', [field]: '' })
        .expect(400);
      expect(created.body.error.details).to.have.key(field);
    }
    const issue = await owner
      .post(`/api/workspaces/${workspace.id}/issues`)
      .send({ projectId: project.id, title: 'x' })
      .expect(201);
    const path = `/api/workspaces/${workspace.id}/projects/${project.id}/issues/${issue.body.data.id}`;
    for (const field of ['assigneeId', 'parentId', 'sprintId']) {
      const updated = await owner
        .patch(path)
        .send({ [field]: '' })
        .expect(400);
      expect(updated.body.error.details).to.have.key(field);
    }
    // null still clears a reference.
    await owner.patch(path).send({ assigneeId: null }).expect(200);
  });

  it('accepts only decimal digits for page on every list', async () => {
    const workspace = await givenWorkspace();
    expect(lists.length).to.be.greaterThan(10);
    for (const operation of lists) {
      for (const page of ['Infinity', '-Infinity', '0x10', '1e3', '+1', '1_0', ' 1']) {
        const res = await as(fixture.app, workspace.owner).get(
          `${pathOf(operation.routePath, workspace.id)}?page=${encodeURIComponent(page)}`,
        );
        expect(res.status, `${operation.id} page=${page}`).to.equal(400);
        expect(res.body.error.details).to.have.key('page');
      }
    }
  });

  it('refuses a repeated or bracketed known query parameter on every list, naming it', async () => {
    const workspace = await givenWorkspace();
    const owner = as(fixture.app, workspace.owner);
    for (const operation of lists) {
      const path = pathOf(operation.routePath, workspace.id);
      for (const query of [
        'limit=1&limit=2',
        'limit[]=1',
        'limit[0]=1',
        'sortOrder=asc&sortOrder=desc',
      ]) {
        const res = await owner.get(`${path}?${query}`);
        expect(res.status, `${operation.id} ?${query}`).to.equal(400);
        expect(Object.keys(res.body.error.details)).to.have.length(1);
        expect(query).to.include(Object.keys(res.body.error.details)[0]);
      }
    }
    const issues = `/api/workspaces/${workspace.id}/issues`;
    const search = await owner.get(`${issues}?search=a&search=b`).expect(400);
    expect(search.body.error.details).to.deep.equal({ search: ['must not be repeated'] });
    const status = await owner.get(`${issues}?status[]=todo`).expect(400);
    expect(status.body.error.details).to.have.key('status');
    // Unknown parameters stay ignored, repeated or not; lists that do not declare `search`
    // ignore it too.
    await owner.get(`${issues}?foo=1&foo=2&bar[]=3`).expect(200);
    await owner.get(`/api/workspaces/${workspace.id}/audit-log?search=a&search=b`).expect(200);
  });

  it('refuses malformed values of known query parameters', async () => {
    const workspace = await givenWorkspace();
    const owner = as(fixture.app, workspace.owner);
    const ws = `/api/workspaces/${workspace.id}`;
    for (const query of [
      'status=bogus',
      'priority=9',
      'projectId=',
      'parentId=Not-An-Id',
      'limit=ten',
    ]) {
      const res = await owner.get(`${ws}/issues?${query}`).expect(400);
      expect(res.body.error.details).to.have.key(query.split('=')[0]!);
    }
    await owner.get(`${ws}/projects?archived=maybe`).expect(400);
  });

  it('refuses JSON nested deeper than 64 levels, even unauthenticated, with 400', async () => {
    const nested = (depth: number) => '{"a":'.repeat(depth - 1) + '{}' + '}'.repeat(depth - 1);
    const deep = await request(fixture.server)
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send(nested(5000))
      .expect(400);
    expect(deep.body.message).to.match(/nested deeper than 64/);
    const arrays = await request(fixture.server)
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send('['.repeat(100_000) + ']'.repeat(100_000))
      .expect(400);
    expect(arrays.body.message).to.match(/nested deeper than 64/);
    // At the limit the body is parsed and judged by the schema instead.
    const edge = await request(fixture.server)
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send(nested(64))
      .expect(400);
    expect(edge.body.error.code).to.equal('VALIDATION_ERROR');
  });

  it('refuses a __proto__ key anywhere in a body', async () => {
    const workspace = await givenWorkspace();
    const res = await as(fixture.app, workspace.owner)
      .post('/api/workspaces')
      .set('Content-Type', 'application/json')
      .send('{"name":"x","__proto__":{"admin":true}}')
      .expect(400);
    expect(res.body.message).to.match(/__proto__/);
  });

  it('decodes gzip bodies, and refuses bytes that are not the declared encoding', async () => {
    const workspace = await givenWorkspace();
    const raw = JSON.stringify({ name: 'Zipped' });
    const created = await as(fixture.app, workspace.owner)
      .post('/api/workspaces')
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'gzip')
      .serialize(asIs)
      .send(gzipSync(raw))
      .expect(201);
    expect(created.body.data.name).to.equal('Zipped');
    for (const encoding of ['gzip', 'deflate', 'br']) {
      const res = await as(fixture.app, workspace.owner)
        .post('/api/workspaces')
        .set('Content-Type', 'application/json')
        .set('Content-Encoding', encoding)
        .send(raw);
      expect(res.status, encoding).to.equal(400);
      expect(res.body.message).to.include(encoding);
    }
    await as(fixture.app, workspace.owner)
      .post('/api/workspaces')
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'zstd')
      .send(raw)
      .expect(415);
  });

  it('refuses a body that is not valid UTF-8 instead of storing U+FFFD', async () => {
    const workspace = await givenWorkspace();
    const bytes = Buffer.concat([
      Buffer.from('{"name":"caf'),
      Buffer.from([0xe9]),
      Buffer.from('"}'),
    ]);
    const res = await as(fixture.app, workspace.owner)
      .post('/api/workspaces')
      .set('Content-Type', 'application/json')
      .serialize(asIs)
      .send(bytes)
      .expect(400);
    expect(res.body.message).to.match(/UTF-8/);
    const list = await as(fixture.app, workspace.owner).get('/api/workspaces').expect(200);
    expect(list.body.data.meta.total).to.equal(1);
  });

  it('answers TRACE, PROPFIND, SEARCH and QUERY with 405 and Allow on every path', async () => {
    const workspace = await givenWorkspace();
    const paths = [...new Set(loadSpec().operations.map((op) => op.routePath))];
    for (const method of ['TRACE', 'PROPFIND', 'SEARCH', 'QUERY']) {
      for (const routePath of paths) {
        const res = await request(fixture.server)[method.toLowerCase() as 'get'](
          pathOf(routePath, workspace.id),
        );
        expect(res.status, `${method} ${routePath}`).to.equal(405);
        expect(res.headers.allow, `${method} ${routePath}`).to.match(/GET|POST|PATCH|DELETE/);
        expect(res.headers.allow).not.to.include(method);
      }
    }
  });

  it('refuses two Authorization headers with 400 rather than taking the first', async () => {
    const workspace = await givenWorkspace();
    const pat = await givenPat(fixture.app, workspace);
    const res = await request(fixture.server)
      .get(`/api/workspaces/${workspace.id}`)
      .set({ Authorization: [`Bearer ${pat.token}`, 'Bearer hsp_other'] } as never)
      .expect(400);
    expect(res.body.message).to.match(/one Authorization header/);
  });

  it('answers a token used on another workspace with 401 saying so', async () => {
    const workspace = await givenWorkspace({});
    const other = await givenWorkspace({ owner: workspace.owner });
    const pat = await givenPat(fixture.app, workspace);
    const res = await bearer(fixture.app, pat.token)
      .get(`/api/workspaces/${other.id}/projects`)
      .expect(401);
    expect(res.body.message).to.equal('This token belongs to another workspace');
    const garbage = await bearer(fixture.app, `hsp_${workspace.owner.id}_${'0'.repeat(64)}`)
      .get(`/api/workspaces/${other.id}/projects`)
      .expect(401);
    expect(garbage.body.message).to.equal('Invalid or expired token');
  });
});
