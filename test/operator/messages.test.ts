import { expect } from 'chai';
import request from 'supertest';
import { appFixture, FIRST_PARTY } from '../support/context';
import { as, bearer, givenPat, givenWorkspace } from '../support/factories';

describe('messages a newcomer meets', () => {
  describe('the plan gate', () => {
    const fixture = appFixture();

    for (const [what, path, body] of [
      ['an API token', 'api-tokens', { name: 'ci', scopes: ['read:issues'] }],
      ['a webhook', 'webhooks', { url: 'https://example.com/hook', events: ['issue.created'] }],
    ] as const) {
      it(`refuses ${what} on FREE naming api-access and the operator command`, async () => {
        const workspace = await givenWorkspace({ plan: 'FREE' });
        const res = await as(fixture.app, workspace.owner)
          .post(`/api/workspaces/${workspace.id}/${path}`)
          .set('Origin', FIRST_PARTY)
          .send(body)
          .expect(403);
        expect(res.body.message).to.contain('The FREE plan lacks the api-access feature');
        expect(res.body.message).to.contain(`npm run set-plan -- ${workspace.id} PRO`);
      });
    }
  });

  describe('the per-IP throttle on a PAT request', () => {
    const issuer = appFixture();
    const fixture = appFixture({}, { RATE_LIMIT_IP_PER_MIN: '3', TRUST_PROXY: 'true' });

    it('says the per-IP limit refused it, with that limit in the headers', async () => {
      const workspace = await givenWorkspace();
      const pat = await givenPat(issuer.app, workspace, ['read:projects']);
      // An address of its own, so no other test's requests count against it.
      const ip = `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;
      const statuses: number[] = [];
      let refused;
      for (let i = 0; i < 4; i++) {
        const res = await bearer(fixture.app, pat.token)
          .get(`/api/workspaces/${workspace.id}`)
          .set('X-Forwarded-For', ip);
        statuses.push(res.status);
        if (res.status === 429) refused = res;
      }
      expect(statuses).to.deep.equal([200, 200, 200, 429]);
      expect(refused!.body.message).to.contain('the per-IP limit, 3 requests per minute');
      expect(refused!.body.message).to.contain('RATE_LIMIT_IP_PER_MIN');
      expect(refused!.headers['x-ratelimit-limit']).to.equal('3');
      expect(refused!.headers['x-ratelimit-remaining']).to.equal('0');
      expect(Number(refused!.headers['retry-after'])).to.be.at.least(1);
    });
  });

  describe('directions', () => {
    const fixture = appFixture();

    it('answers / with where the API and its document are', async () => {
      const res = await request(fixture.server).get('/').expect(200);
      expect(res.body).to.deep.equal({ api: '/api', document: '/api/openapi.json' });
    });

    for (const path of ['/api', '/api/', '/api/nothing-here', '/elsewhere']) {
      it(`answers ${path} with a 404 naming the document`, async () => {
        const res = await request(fixture.server).get(path).expect(404);
        expect(res.body.message).to.contain('its document is /api/openapi.json');
        expect(res.body.statusCode).to.equal(404);
      });
    }
  });
});
