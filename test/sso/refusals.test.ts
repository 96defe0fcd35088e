import { expect } from 'chai';
import request from 'supertest';
import type Koa from 'koa';
import { OAuth2Issuer } from 'oauth2-mock-server';
import { REFUSAL_REASONS } from '../../src/sso/refusals';
import { explain } from '../../web/src/sso/reasons';
import { buildApp, suite } from '../support/context';
import { capturedLog, cookiesOf, landing, RoundTrip, TestProvider } from './provider';

let counter = 0;
function newcomer(domain = 'acme.test') {
  counter += 1;
  const tag = `${Date.now().toString(36)}r${counter}`;
  return {
    sub: `sub-${tag}`,
    email: `p${tag}@${domain}`,
    email_verified: true,
    name: `Person ${tag}`,
  };
}

async function accountWith(email: string) {
  return suite.database.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
}

describe('single sign-on refusals', () => {
  const provider = new TestProvider();
  const { log, entries } = capturedLog();
  let app: Koa;

  before(async () => {
    await provider.start();
    app = buildApp({ log }, provider.env());
  });
  beforeEach(() => entries.splice(0));
  after(() => provider.stop());

  /**
   * The callback refused: no session cookie, the page explaining `reason`, no account made,
   * and one log line naming the reason and what failed, without the callback's code.
   */
  async function expectRefused(res: request.Response, reason: string, email?: string) {
    expect(landing(res)).to.deep.equal({ reason, path: '/sso/error' });
    expect(cookiesOf(res).service_access).to.equal(undefined);
    expect(cookiesOf(res).service_refresh).to.equal(undefined);
    if (email) expect(await accountWith(email)).to.equal(undefined);
    const logged = entries.filter((entry) => entry.msg === 'single sign-on refused');
    expect(logged, 'one log line for the refusal').to.have.length(1);
    expect(logged[0]).to.include({ reason, level: 40, issuer: provider.issuer });
    expect(logged[0]!.detail).to.be.a('string').and.not.equal('');
    // The request supertest sent (superagent's types leave it out).
    const sent = (res as unknown as { req: { path: string } }).req.path;
    const code = new URL(sent, 'http://x').searchParams.get('code');
    if (code) expect(JSON.stringify(entries)).not.to.include(code);
    entries.splice(0);
    return logged[0]!.detail as string;
  }

  it('explains every reason on a page of its own', () => {
    const fallback = explain('no-such-reason', 'Acme ID');
    const titles = REFUSAL_REASONS.map((reason) => explain(reason, 'Acme ID').title);
    for (const [index, title] of titles.entries()) {
      expect(title, REFUSAL_REASONS[index]).not.to.equal(fallback.title);
    }
    expect(new Set(titles).size).to.equal(titles.length);
  });

  it('refuses a tampered state', async () => {
    const person = newcomer();
    provider.as(person);
    const trip = await (await new RoundTrip(app).start()).approve();
    const tampered = trip.callback.replace(/state=[^&]+/, 'state=forged');
    await expectRefused(await trip.finish(tampered), 'state', person.email);
  });

  it('refuses a callback without the cookie of the browser that started it', async () => {
    const person = newcomer();
    provider.as(person);
    const trip = await (await new RoundTrip(app).start()).approve();
    await expectRefused(await trip.finish(trip.callback, ''), 'state', person.email);
    // Another browser's attempt does not fit either.
    const other = await new RoundTrip(app).start();
    await expectRefused(
      await trip.finish(trip.callback, other.attemptCookie),
      'state',
      person.email,
    );
  });

  it('refuses a replayed code: the second callback signs nobody in', async () => {
    provider.as(newcomer());
    const trip = await (await new RoundTrip(app).start()).approve();
    const first = await trip.finish();
    expect(cookiesOf(first).service_access).to.be.a('string');
    await expectRefused(await trip.finish(), 'state');
  });

  it('refuses a code the provider already spent, even with a fresh attempt', async () => {
    provider.as(newcomer());
    const used = await (await new RoundTrip(app).start()).approve();
    await used.finish();
    // A new attempt in the same browser, and the old code slipped into its callback.
    const fresh = await (await new RoundTrip(app).start()).approve();
    const code = new URL(used.callback, 'http://x').searchParams.get('code')!;
    const replay = fresh.callback.replace(/code=[^&]+/, `code=${code}`);
    await expectRefused(await fresh.finish(replay), 'code_rejected');
  });

  it('refuses an ID token with another nonce', async () => {
    const person = newcomer();
    provider.as(person);
    provider.tamper = (payload) => (payload.nonce = 'someone-elses-nonce');
    const trip = await (await new RoundTrip(app).start()).approve();
    expect(await expectRefused(await trip.finish(), 'token_rejected', person.email)).to.match(
      /nonce/,
    );
  });

  it('refuses an ID token for another audience', async () => {
    const person = newcomer();
    provider.as(person);
    provider.tamper = (payload) => (payload.aud = 'another-client');
    const trip = await (await new RoundTrip(app).start()).approve();
    expect(await expectRefused(await trip.finish(), 'token_rejected', person.email)).to.match(
      /"aud" \(audience\)/,
    );
  });

  it('refuses an expired ID token', async () => {
    const person = newcomer();
    provider.as(person);
    provider.tamper = (payload) => {
      payload.iat = Math.floor(Date.now() / 1000) - 7200;
      payload.exp = Math.floor(Date.now() / 1000) - 3600;
    };
    const trip = await (await new RoundTrip(app).start()).approve();
    expect(await expectRefused(await trip.finish(), 'token_rejected', person.email)).to.match(
      /"exp" \(expiration time\)/,
    );
  });

  it('refuses an ID token from another issuer', async () => {
    const person = newcomer();
    provider.as(person);
    provider.tamper = (payload) => (payload.iss = 'https://elsewhere.example');
    const trip = await (await new RoundTrip(app).start()).approve();
    expect(await expectRefused(await trip.finish(), 'token_rejected', person.email)).to.match(
      /"iss" \(issuer\)/,
    );
  });

  it('refuses an ID token signed with a key the provider does not publish', async () => {
    const person = newcomer();
    provider.as(person);
    const trip = await (await new RoundTrip(app).start()).approve();
    // Everything right (issuer, audience, nonce, times) but the key.
    const impostor = new OAuth2Issuer();
    impostor.url = provider.issuer;
    await impostor.keys.generate('RS256');
    const nonce = new URL(trip.authorizationUrl).searchParams.get('nonce');
    const forged = await impostor.buildToken({
      scopesOrTransform: (_header, payload) =>
        Object.assign(payload, person, { aud: 'tracker', nonce }),
    });
    const swap = (response: { body: Record<string, unknown> }) => {
      response.body.id_token = forged;
    };
    provider.server.service.on('beforeResponse', swap);
    try {
      const detail = await expectRefused(await trip.finish(), 'token_rejected', person.email);
      // The key's id names none of the provider's keys.
      expect(detail).to.match(/JWT verification key/);
    } finally {
      provider.server.service.off('beforeResponse', swap);
    }
  });

  it('refuses when the provider answers with an error', async () => {
    const trip = await new RoundTrip(app).start();
    const state = new URL(trip.authorizationUrl).searchParams.get('state')!;
    const res = await trip.finish(`/api/auth/sso/callback?error=access_denied&state=${state}`);
    expect(await expectRefused(res, 'provider_error')).to.match(/access_denied/);
  });
});
