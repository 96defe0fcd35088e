import { expect } from 'chai';
import fc from 'fast-check';
import type Koa from 'koa';
import request from 'supertest';
import type { ResponseViolation } from '../../src/http/response-check';
import { loadSpec } from '../../src/http/spec';
import { buildApp, FIRST_PARTY } from '../support/context';
import {
  givenAgentToken,
  givenPat,
  givenWorkspace,
  type TestWorkspace,
} from '../support/factories';
import { WEBHOOK_ENV } from '../support/webhooks';
import { givenOneOfEach, snapshot } from '../support/world';
import { fuzzCases, type FuzzCase } from './requests';
import { hangUpAfterHeaders, STREAM_OPERATIONS } from '../support/streams';

// A property-based walk of the whole document: requests derived from openapi.yaml for every
// operation (valid ones against a seeded workspace, then each schema broken in turn, plus
// hostile shapes) must never get a 5xx, must get a documented status whose body matches
// the document, and, when invalid, a 4xx that changes nothing.
// FUZZ_RUNS sets the number of cases (a few hundred in the normal suite; `make fuzz` runs
// many more); FUZZ_SEED replays a failure.
const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const DESTRUCTIVE = /^(delete|remove|revoke|unlink|archive)/;

describe('spec-driven fuzz of every operation', () => {
  const { operations, document } = loadSpec();
  const violations: ResponseViolation[] = [];
  let app: Koa;
  let workspace: TestWorkspace;
  let ids: Record<string, string> = {};
  let stale = true;
  const tokens = { pat: '', agent: '' };

  before(() => {
    app = buildApp(
      { onResponseViolation: (violation) => violations.push(violation) },
      { ...WEBHOOK_ENV, RATE_LIMIT_TOKEN_PER_MIN: '1000000' },
    );
  });

  /** A fresh workspace with one of everything, and credentials into it. */
  async function freshWorld() {
    workspace = await givenWorkspace();
    tokens.pat = (await givenPat(app, workspace)).token;
    tokens.agent = (await givenAgentToken(app, workspace, 'WORKSPACE')).token;
    ids = { workspaceId: workspace.id, ...(await givenOneOfEach(app, workspace)) };
    stale = false;
  }

  async function send(c: FuzzCase & { twoAuthorizations?: boolean }) {
    const url = c.query ? `${c.path}?${c.query}` : c.path;
    let req = request(app.callback())[c.operation.method](url);
    if (c.credential === 'cookie') {
      req = req.set('Cookie', workspace.owner.cookie).set('Origin', FIRST_PARTY);
    }
    const bearer = c.credential === 'pat' ? tokens.pat : tokens.agent;
    if (c.credential === 'pat' || c.credential === 'agent') {
      req = req.set('Authorization', `Bearer ${bearer}`);
    }
    if (c.twoAuthorizations) {
      req = req.set({ Authorization: [`Bearer ${tokens.pat}`, `Bearer ${tokens.agent}`] } as never);
    }
    if (c.body !== undefined) {
      req = req
        .set('Content-Type', 'application/json')
        .serialize((body: unknown) => body as string)
        .send(c.body);
    }
    return STREAM_OPERATIONS.has(c.operation.id) ? hangUpAfterHeaders(req) : req;
  }

  it(`answers ${RUNS} generated requests as the document says`, async function () {
    this.timeout(Math.max(60_000, RUNS * 500));
    const cases = fc.oneof(
      ...operations.map((operation) => fuzzCases(document, operation, () => ids)),
    );
    const property = fc.asyncProperty(cases, async (c) => {
      // After a destructive success the next case starts from a fresh world.
      if (stale) await freshWorld();
      const before = c.invalid ? await snapshot(workspace.id) : undefined;
      violations.length = 0;
      const res = await send(c);
      const label = `${c.operation.id} ${c.operation.method.toUpperCase()} ${c.path}?${c.query} -> ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`;
      expect(res.status, label).to.be.below(500);
      expect(
        violations.map((v) => v.problem),
        label,
      ).to.deep.equal([]);
      if (c.invalid) {
        expect(res.status, `${label} (${c.invalid})`).to.be.within(400, 499);
        expect(await snapshot(workspace.id), `${label} changed data`).to.deep.equal(before);
      }
      if (res.status < 300 && DESTRUCTIVE.test(c.operation.id)) stale = true;
    });
    const details = await fc.check(property, { numRuns: RUNS, seed: SEED, endOnFailure: true });
    if (details.failed) {
      throw new Error(
        `${fc.defaultReportMessage(details)}\n${String(details.errorInstance)}\n` +
          `Replay: FUZZ_SEED=${details.seed} FUZZ_RUNS=${RUNS} npx mocha --grep 'spec-driven fuzz'`,
      );
    }
  });
});
