import { expect } from 'chai';
import request from 'supertest';
import { SCOPES } from '../../src/credentials/scopes';
import { loadSpec, type Operation } from '../../src/http/spec';
import { appFixture } from '../support/context';
import {
  givenAgentToken,
  givenPat,
  givenWorkspace,
  type TestWorkspace,
} from '../support/factories';
import { hangUpAfterHeaders, STREAM_OPERATIONS } from '../support/streams';

// Walks every operation of the document, so no route can be left without a mapping.
describe('credential requirements of every operation', () => {
  const fixture = appFixture();
  const { operations } = loadSpec();
  let workspace: TestWorkspace;
  const patWithout = new Map<string, string>();
  let patWithAll: string;
  const agents: Record<string, string> = {};

  before(async () => {
    workspace = await givenWorkspace();
    patWithAll = (await givenPat(fixture.app, workspace)).token;
    for (const scope of SCOPES) {
      const others = SCOPES.filter((s) => s !== scope);
      patWithout.set(scope, (await givenPat(fixture.app, workspace, others)).token);
    }
    for (const tier of ['READ', 'SESSION', 'WORKSPACE'] as const) {
      agents[tier] = (await givenAgentToken(fixture.app, workspace, tier)).token;
    }
  });

  function call(operation: Operation, token: string) {
    const path = operation.routePath
      .replace(':workspaceId', workspace.id)
      .replace(/:\w+/g, 'zz0000000000notfound');
    const agent = request(fixture.server);
    const req = agent[operation.method](path).set('Authorization', `Bearer ${token}`).send({});
    return STREAM_OPERATIONS.has(operation.id) ? hangUpAfterHeaders(req) : req;
  }

  for (const operation of operations) {
    const scopes = operation.credentials.get('pat');
    const name = `${operation.method.toUpperCase()} ${operation.path} (${operation.id})`;
    if (operation.anonymous) continue;

    if (!scopes) {
      it(`${name} refuses personal access tokens`, async () => {
        const res = await call(operation, patWithAll);
        expect(res.status, JSON.stringify(res.body)).to.equal(403);
      });
    } else {
      for (const scope of scopes) {
        it(`${name} refuses a token without ${scope}`, async () => {
          const res = await call(operation, patWithout.get(scope)!);
          expect(res.status, JSON.stringify(res.body)).to.equal(403);
          expect(res.body.message).to.include(scope);
        });
      }
      it(`${name} lets a token with ${scopes.join(', ') || 'no particular scope'} through`, async () => {
        const res = await call(operation, patWithAll);
        expect(res.status, JSON.stringify(res.body)).not.to.be.oneOf([401, 403]);
      });
    }

    const tiers = operation.credentials.get('agent') ?? [];
    for (const tier of ['READ', 'SESSION', 'WORKSPACE']) {
      const allowed = tiers.includes(tier);
      it(`${name} ${allowed ? 'admits' : 'refuses'} a ${tier} agent token`, async () => {
        const res = await call(operation, agents[tier]!);
        if (allowed) expect(res.status, JSON.stringify(res.body)).not.to.be.oneOf([401, 403]);
        else expect(res.status, JSON.stringify(res.body)).to.equal(403);
      });
    }
  }
});
