import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import request from 'supertest';
import { newId } from '../../src/db/ids';
import { appFixture, buildApp, suite } from '../support/context';
import { bearer, givenPat, givenWorkspace, type TestWorkspace } from '../support/factories';
import { hitLimits, pruneCounters } from '../../src/ratelimit/limiter';
import { insertToken } from '../../src/credentials/pats';
import { sql } from 'kysely';

/** A fresh client address per test, so counters never leak between tests. */
function freshIp(): string {
  const n = () => Math.floor(Math.random() * 250) + 1;
  return `10.${n()}.${n()}.${n()}`;
}

describe('rate limits', () => {
  describe('per-token sliding window', () => {
    const fixture = appFixture(
      {},
      { RATE_LIMIT_TOKEN_PER_MIN: '50', RATE_LIMIT_TOKEN_ENTERPRISE_PER_MIN: '80' },
    );
    let workspace: TestWorkspace;
    beforeEach(async () => {
      workspace = await givenWorkspace();
    });

    it('lets exactly the limit through out of 200 parallel requests', async () => {
      const pat = await givenPat(fixture.app, workspace, ['read:projects']);
      const results = await Promise.all(
        Array.from({ length: 200 }, () =>
          bearer(fixture.app, pat.token).get(`/api/workspaces/${workspace.id}`),
        ),
      );
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).to.have.length(50);
      expect(statuses.filter((s) => s === 429)).to.have.length(150);
      const refused = results.find((r) => r.status === 429)!;
      expect(refused.body).to.deep.equal({
        message: 'Rate limit exceeded; retry later',
        error: 'Too Many Requests',
        statusCode: 429,
      });
      // Refused requests count too: 150 of them push the wait past the current window.
      expect(Number(refused.headers['retry-after'])).to.be.within(1, 120);
      expect(refused.headers['x-ratelimit-remaining']).to.equal('0');
    });

    it('sends X-RateLimit headers on every PAT response', async () => {
      const pat = await givenPat(fixture.app, workspace, ['read:projects', 'read:issues']);
      const before = Math.floor(Date.now() / 1000);
      const first = await bearer(fixture.app, pat.token)
        .get(`/api/workspaces/${workspace.id}`)
        .expect(200);
      expect(first.headers['x-ratelimit-limit']).to.equal('50');
      expect(first.headers['x-ratelimit-remaining']).to.equal('49');
      const reset = Number(first.headers['x-ratelimit-reset']);
      expect(reset).to.be.within(before, before + 61);
      const second = await bearer(fixture.app, pat.token)
        .get(`/api/workspaces/${workspace.id}`)
        .expect(200);
      expect(second.headers['x-ratelimit-remaining']).to.equal('48');
      // Even a refused operation counts and reports.
      const forbidden = await bearer(fixture.app, pat.token)
        .get(`/api/workspaces/${workspace.id}/members`)
        .expect(403);
      expect(forbidden.headers['x-ratelimit-remaining']).to.equal('47');
      const missing = await bearer(fixture.app, pat.token)
        .get(`/api/workspaces/${workspace.id}/projects/zz0000notfound/issues/zz0000notfound`)
        .expect(404);
      expect(missing.headers['x-ratelimit-remaining']).to.equal('46');
    });

    it('gives ENTERPRISE tokens the larger window', async () => {
      const enterprise = await givenWorkspace({ plan: 'ENTERPRISE' });
      const pat = await givenPat(fixture.app, enterprise, ['read:projects']);
      const res = await bearer(fixture.app, pat.token)
        .get(`/api/workspaces/${enterprise.id}`)
        .expect(200);
      expect(res.headers['x-ratelimit-limit']).to.equal('80');
    });

    it('counts one token across endpoints and across two app instances', async () => {
      const other = buildApp({}, { RATE_LIMIT_TOKEN_PER_MIN: '50' });
      const pat = await givenPat(fixture.app, workspace, ['read:projects']);
      const results = await Promise.all(
        Array.from({ length: 80 }, (_, i) =>
          bearer(i % 2 ? fixture.app : other, pat.token).get(
            i % 3 ? `/api/workspaces/${workspace.id}` : '/api/workspaces',
          ),
        ),
      );
      expect(results.filter((r) => r.status === 200)).to.have.length(50);
    });

    it('gives cookie sessions no per-token headers', async () => {
      const res = await request(fixture.server)
        .get(`/api/workspaces/${workspace.id}`)
        .set('Cookie', workspace.owner.cookie)
        .expect(200);
      expect(res.headers).not.to.have.property('x-ratelimit-limit');
    });
  });

  describe('sliding window edges, at explicit moments', () => {
    // Each request is placed at an exact point of a 1 s window by passing `now`: the
    // arithmetic below is the rule itself, with no dependence on the wall clock.
    const windowMs = 1000;
    const origin = Math.floor(Date.now() / windowMs) * windowMs;
    const at = (phase: number) => origin + Math.round(phase * windowMs);
    const key = () => `test:${newId()}`;
    const hit = async (k: string, phase: number) =>
      (
        await hitLimits(suite.database.db, { checks: [{ key: k, limit: 10 }], windowMs }, at(phase))
      )[0]!;
    const hits = async (k: string, phase: number, n: number) => {
      const results = [];
      for (let i = 0; i < n; i++) results.push(await hit(k, phase));
      return results;
    };

    it('does not allow a burst of twice the limit across a window edge', async () => {
      const k = key();
      const late = await hits(k, 0.8, 10);
      expect(late.every((r) => r.allowed)).to.equal(true);
      // 0.1 into the next window 90% of the previous one still counts: 9 + 1 fits, no more.
      const early = await hits(k, 1.1, 10);
      expect(early.map((r) => r.allowed)).to.deep.equal([true, ...Array(9).fill(false)]);
      // The second early request fits once 70% of the previous window has slid out
      // (200 ms from now; the function rounds up, so float error may add 1 ms).
      expect(early[1]!.retryAfterMs).to.be.within(200, 201);
      expect(early[1]!.remaining).to.equal(0);
    });

    it('frees capacity as the previous window slides out', async () => {
      const k = key();
      await hits(k, 0.05, 10);
      // 0.6 into the next window, 40% of the previous 10 still count: 6 more fit.
      const results = await hits(k, 1.6, 10);
      expect(results.filter((r) => r.allowed)).to.have.length(6);
      expect(results[0]!.remaining).to.equal(5);
    });

    it('keeps a token that hammers while limited refused, while one that backs off recovers', async () => {
      const hammer = key();
      const patient = key();
      await hits(hammer, 0.05, 12);
      await hits(patient, 0.05, 12);
      // The hammering key keeps calling (and being refused) for the rest of the window.
      const refused = await hits(hammer, 0.5, 30);
      expect(refused.some((r) => r.allowed)).to.equal(false);
      // Halfway through the next window: 12 * 0.5 + 1 fits, 42 * 0.5 + 1 does not.
      const patientResult = await hit(patient, 1.5);
      const hammerResult = await hit(hammer, 1.5);
      expect(patientResult).to.include({ allowed: true, remaining: 3 });
      expect(hammerResult.allowed).to.equal(false);
      expect(hammerResult.retryAfterMs).to.be.within(310, 311);
      // Two windows later the hammer's refused calls have slid out too.
      expect((await hit(hammer, 3.5)).allowed).to.equal(true);
    });

    it('counts at the database clock when no moment is given', async () => {
      const k = key();
      const [result] = await hitLimits(suite.database.db, {
        checks: [{ key: k, limit: 10 }],
        windowMs,
      });
      expect(result).to.include({ allowed: true, remaining: 9 });
    });
    it('counts concurrent hits in one statement, each at its own place in order', async () => {
      const k = key();
      let statements = 0;
      const count = () => (statements += 1);
      suite.database.pool.on('acquire', count);
      try {
        const results = await Promise.all(
          Array.from({ length: 15 }, () =>
            hitLimits(suite.database.db, { checks: [{ key: k, limit: 10 }], windowMs: 60_000 }),
          ),
        );
        // The first goes at once; the fourteen made while it ran go together after it.
        expect(statements).to.equal(2);
        expect(results.map(([r]) => r!.allowed)).to.deep.equal([
          ...Array(10).fill(true),
          ...Array(5).fill(false),
        ]);
        expect(results.slice(0, 10).map(([r]) => r!.remaining)).to.deep.equal([
          9, 8, 7, 6, 5, 4, 3, 2, 1, 0,
        ]);
      } finally {
        suite.database.pool.off('acquire', count);
      }
    });
  });

  describe('per-IP throttles', () => {
    const fixture = appFixture(
      {},
      { TRUST_PROXY: 'true', RATE_LIMIT_IP_PER_MIN: '8', RATE_LIMIT_TIGHT_PER_MIN: '3' },
    );

    it('throttles every endpoint per IP, before authentication', async () => {
      const ip = freshIp();
      const statuses = [];
      for (let i = 0; i < 10; i++) {
        const res = await request(fixture.server)
          .get('/api/workspaces')
          .set('X-Forwarded-For', ip)
          .set('Authorization', `Bearer hsp_bogus_${'0'.repeat(64)}`);
        statuses.push(res.status);
      }
      expect(statuses).to.deep.equal([401, 401, 401, 401, 401, 401, 401, 401, 429, 429]);
      // Another address is unaffected.
      await request(fixture.server)
        .get('/api/openapi.json')
        .set('X-Forwarded-For', freshIp())
        .expect(200);
    });

    it('counts a PAT request against its token only when the address was let through', async () => {
      const workspace = await givenWorkspace();
      const { token } = await insertToken(suite.database.db, {
        workspaceId: workspace.id,
        userId: workspace.owner.id,
        name: 'throttled',
        scopes: ['read:projects'],
      });
      const ip = freshIp();
      const get = (from: string) =>
        request(fixture.server)
          .get(`/api/workspaces/${workspace.id}`)
          .set('X-Forwarded-For', from)
          .set('Authorization', `Bearer ${token.plaintext}`);
      // Twelve at once from one address (counted together in batches): 8 get through.
      const statuses = (await Promise.all(Array.from({ length: 12 }, () => get(ip)))).map(
        (r) => r.status,
      );
      expect(statuses.filter((s) => s === 200)).to.have.length(8);
      expect(statuses.filter((s) => s === 429)).to.have.length(4);
      // The token was counted for those 8 only: this is its ninth request of 1,000.
      const next = await get(freshIp()).expect(200);
      expect(next.headers['x-ratelimit-remaining']).to.equal('991');
    });

    it('throttles login tightly, with Retry-After', async () => {
      const ip = freshIp();
      const statuses = [];
      let last;
      for (let i = 0; i < 5; i++) {
        last = await request(fixture.server)
          .post('/api/auth/login')
          .set('X-Forwarded-For', ip)
          .send({ email: `nobody-${randomUUID()}@example.test`, password: 'whatever1' });
        statuses.push(last.status);
      }
      expect(statuses).to.deep.equal([401, 401, 401, 429, 429]);
      // Refused attempts count too, so the wait can run into the next window.
      expect(Number(last!.headers['retry-after'])).to.be.within(1, 120);
      // The tight bucket is per operation; the global one still has room.
      await request(fixture.server).get('/api/openapi.json').set('X-Forwarded-For', ip).expect(200);
    });

    it('keys on the address the proxy saw, whatever a client prepends to X-Forwarded-For', async () => {
      const app = buildApp({}, { TRUST_PROXY: 'true', RATE_LIMIT_TIGHT_PER_MIN: '5' });
      const proxySaw = freshIp();
      const statuses = [];
      for (let i = 0; i < 6; i++) {
        // The client writes a new address each time; the proxy appends the real one.
        const res = await request(app.callback())
          .post('/api/auth/login')
          .set('X-Forwarded-For', `${freshIp()}, ${proxySaw}`)
          .send({ email: `nobody-${randomUUID()}@example.test`, password: 'whatever1' });
        statuses.push(res.status);
      }
      expect(statuses).to.deep.equal([401, 401, 401, 401, 401, 429]);
    });

    it('reads the address TRUST_PROXY_HOPS places from the right behind two proxies', async () => {
      const app = buildApp(
        {},
        { TRUST_PROXY: 'true', TRUST_PROXY_HOPS: '2', RATE_LIMIT_IP_PER_MIN: '3' },
      );
      const client = freshIp();
      const statuses = [];
      for (let i = 0; i < 4; i++) {
        // Client-written, then the outer proxy's view of the client, then the inner proxy.
        const res = await request(app.callback())
          .get('/api/openapi.json')
          .set('X-Forwarded-For', `${freshIp()}, ${client}, ${freshIp()}`);
        statuses.push(res.status);
      }
      expect(statuses).to.deep.equal([200, 200, 200, 429]);
    });

    it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
      const app = buildApp({}, { RATE_LIMIT_IP_PER_MIN: '3' });
      const statuses = [];
      for (let i = 0; i < 4; i++) {
        const res = await request(app.callback())
          .get('/api/openapi.json')
          .set('X-Forwarded-For', freshIp());
        statuses.push(res.status);
      }
      // All four come from the socket's address, whatever the header claims.
      expect(statuses).to.include(429);
    });
  });
});

describe('counter cleanup', () => {
  it('deletes counters no window can reach any more, and keeps the live ones', async () => {
    const db = suite.database.db;
    const key = `cleanup:${newId()}`;
    const now = Date.now();
    await sql`
      INSERT INTO rate_limit_counters (key, window_start, count)
      VALUES (${key}, ${now - 10 * 60_000}, 5), (${key}, ${now - (now % 60_000)}, 1)
    `.execute(db);
    await pruneCounters(db, 60_000);
    const { rows } = await sql<{ windowStart: string }>`
      SELECT window_start AS "windowStart" FROM rate_limit_counters WHERE key = ${key}
    `.execute(db);
    expect(rows.map((r) => Number(r.windowStart))).to.deep.equal([now - (now % 60_000)]);
  });
});
