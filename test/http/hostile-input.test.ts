import { expect } from 'chai';
import request from 'supertest';
import { loadSpec } from '../../src/http/spec';
import { appFixture } from '../support/context';
import { as, givenWorkspace } from '../support/factories';
import { givenProject } from '../support/work';

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
    await owner.get(`/api/workspaces/${'a'.repeat(5000)}/issues`).expect(404);
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
