import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import type {
  HeaderObject,
  OpenAPIObject,
  ReferenceObject,
  ResponseObject,
  SchemaObject,
} from 'openapi3-ts/oas31';
import request from 'supertest';
import { parse } from 'yaml';
import { allHandlers } from '../../src/features';
import type { ResponseViolation } from '../../src/http/response-check';
import { loadSpec, SPEC_PATH } from '../../src/http/spec';
import { appFixture, buildApp } from '../support/context';
import { as, bearer, givenAgentToken, givenPat, givenWorkspace } from '../support/factories';

// What tools that import the document rely on: the first server, the first security
// requirement, declared headers, and the documented 400 for a malformed path id.

const spec = loadSpec();
const yamlDocument = parse(readFileSync(SPEC_PATH, 'utf8')) as OpenAPIObject;
const RATE_LIMIT_HEADERS = ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'];

describe('the document as tools import it', () => {
  const fixture = appFixture();

  it('names this instance, absolute, as the first server of the served document', async () => {
    const res = await request(fixture.server).get('/api/openapi.json').expect(200);
    // testConfig's BASE_URL
    expect(res.body.servers[0].url).to.equal('http://api.example.test/api');
    const other = buildApp({}, { BASE_URL: 'https://tracker.example.org' });
    const served = await request(other.callback()).get('/api/openapi.json').expect(200);
    expect(served.body.servers[0].url).to.equal('https://tracker.example.org/api');
  });

  it('keeps a {baseUrl} server variable in the YAML, and the routes under /api', async () => {
    const [server] = yamlDocument.servers!;
    expect(server!.url).to.equal('{baseUrl}/api');
    expect(server!.variables!.baseUrl!.default).to.equal('http://localhost:3000');
    expect(spec.basePath).to.equal('/api');
    expect(spec.operations.find((op) => op.id === 'listIssues')!.routePath).to.equal(
      '/api/workspaces/:workspaceId/issues',
    );
  });

  it('lists personalAccessToken first, then agentToken, then the cookie', () => {
    const order = ['personalAccessToken', 'agentToken', 'cookieSession'];
    let withPat = 0;
    for (const item of Object.values(yamlDocument.paths!)) {
      for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
        const security = item[method]?.security;
        if (!security || security.length === 0) continue;
        const schemes = security.map((requirement) => Object.keys(requirement)[0]!);
        if (schemes[0] === 'personalAccessToken') withPat += 1;
        const ranks = schemes.map((scheme) => order.indexOf(scheme));
        expect(ranks, item[method]!.operationId).to.deep.equal([...ranks].sort());
      }
    }
    expect(withPat).to.be.greaterThan(20);
  });

  it('declares the headers it sends under components.headers, referenced from the responses', () => {
    const headers = yamlDocument.components!.headers!;
    expect(headers).to.include.keys('X-Request-Id', ...RATE_LIMIT_HEADERS, 'Retry-After');
    const listIssues = yamlDocument.paths!['/workspaces/{workspaceId}/issues']!.get!;
    const ok = listIssues.responses!['200'] as ResponseObject;
    for (const name of ['X-Request-Id', ...RATE_LIMIT_HEADERS]) {
      expect(ok.headers![name] as ReferenceObject).to.deep.equal({
        $ref: `#/components/headers/${name}`,
      });
    }
    const tooMany = yamlDocument.components!.responses!.TooManyRequests as ResponseObject;
    expect(tooMany.headers).to.include.keys('Retry-After', 'X-Request-Id', ...RATE_LIMIT_HEADERS);
  });

  it('sends a PAT response the headers its declarations describe', async () => {
    const workspace = await givenWorkspace();
    const pat = await givenPat(fixture.app, workspace);
    const res = await bearer(fixture.app, pat.token)
      .get(`/api/workspaces/${workspace.id}/issues`)
      .expect(200);
    const operation = spec.operations.find((op) => op.id === 'listIssues')!;
    const declared = operation.responseHeaders['200']!;
    expect(declared.map((header) => header.name)).to.include.members(RATE_LIMIT_HEADERS);
    for (const name of RATE_LIMIT_HEADERS)
      expect(res.headers[name.toLowerCase()]).to.match(/^\d+$/);
    const schema = (yamlDocument.components!.headers!['X-Request-Id'] as HeaderObject)
      .schema as SchemaObject;
    expect(res.headers['x-request-id']).to.match(new RegExp(schema.pattern!));
  });

  it('reports a response whose headers break their declarations', async () => {
    const violations: ResponseViolation[] = [];
    const handlers = allHandlers(spec);
    let sabotage = (
      _set: (name: string, value: string) => void,
      _remove: (name: string) => void,
    ) => {};
    const app = buildApp({
      spec,
      handlers: {
        ...handlers,
        getWorkspace: async (req) => {
          sabotage(
            (name, value) => req.koa.set(name, value),
            (name) => req.koa.remove(name),
          );
          return handlers.getWorkspace(req);
        },
      },
      onResponseViolation: (violation) => violations.push(violation),
    });
    const workspace = await givenWorkspace();
    const pat = await givenPat(app, workspace);
    const path = `/api/workspaces/${workspace.id}`;

    await bearer(app, pat.token).get(path).expect(200);
    expect(violations).to.deep.equal([]);

    sabotage = (set) => set('X-RateLimit-Remaining', 'plenty');
    await bearer(app, pat.token).get(path).expect(200);
    sabotage = (_set, remove) => remove('X-RateLimit-Reset');
    await bearer(app, pat.token).get(path).expect(200);
    sabotage = (_set, remove) => remove('X-Request-Id');
    await as(app, workspace.owner).get(path).expect(200);
    expect(violations.map((v) => v.problem)).to.deep.equal([
      'header X-RateLimit-Remaining: data must be integer',
      'missing declared header X-RateLimit-Reset',
      'missing declared header X-Request-Id',
    ]);
  });

  it('points integrators at the page on using it from other tools, from the reference page too', () => {
    const page = 'docs/using-the-api-from-other-tools.md';
    expect(existsSync(path.resolve(__dirname, '../..', page))).to.equal(true);
    // The reference page (/api/docs) renders info.description.
    expect(yamlDocument.info.description).to.include(page);
    expect(readFileSync(path.resolve(__dirname, '../../README.md'), 'utf8')).to.include(
      `(${page})`,
    );
  });
});

describe('a malformed path id', () => {
  const fixture = appFixture();

  it('is a 400 VALIDATION_ERROR for a cookie, a PAT and an agent token alike', async () => {
    const workspace = await givenWorkspace();
    const pat = await givenPat(fixture.app, workspace);
    const agent = await givenAgentToken(fixture.app, workspace, 'WORKSPACE');
    for (const caller of [
      as(fixture.app, workspace.owner),
      bearer(fixture.app, pat.token),
      bearer(fixture.app, agent.token),
    ]) {
      const res = await caller.get('/api/workspaces/NOT-AN-ID/issues').expect(400);
      expect(res.body.error.code).to.equal('VALIDATION_ERROR');
      expect(res.body.error.details).to.have.property('workspaceId');
    }
  });

  it('still answers a well-formed foreign workspace 404 for a cookie and 401 for a token', async () => {
    const workspace = await givenWorkspace();
    const other = await givenWorkspace();
    const pat = await givenPat(fixture.app, workspace);
    await as(fixture.app, workspace.owner).get(`/api/workspaces/${other.id}/issues`).expect(404);
    const res = await bearer(fixture.app, pat.token)
      .get(`/api/workspaces/${other.id}/issues`)
      .expect(401);
    expect(res.body.message).to.equal('This token belongs to another workspace');
  });

  it('still answers 401 before validating when the credential is missing or invalid', async () => {
    await request(fixture.server).get('/api/workspaces/NOT-AN-ID/issues').expect(401);
    await bearer(fixture.app, 'hsp_nope').get('/api/workspaces/NOT-AN-ID/issues').expect(401);
  });
});
