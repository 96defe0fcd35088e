import { expect } from 'chai';
import request from 'supertest';
import type Koa from 'koa';
import { FIRST_PARTY, suite } from '../support/context';
import { givenUser } from '../support/factories';
import { appFor, cookiesOf, landing, RoundTrip, signInThrough, TestProvider } from './provider';

let counter = 0;
/** A person nobody has seen: a fresh subject and email. */
function newcomer(domain = 'acme.test') {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return {
    sub: `sub-${tag}`,
    email: `p${tag}@${domain}`,
    email_verified: true,
    name: `Person ${tag}`,
  };
}

async function me(app: Koa, res: request.Response) {
  const { service_access } = cookiesOf(res);
  expect(service_access, 'a session cookie').to.be.a('string');
  const answer = await request(app.callback())
    .get('/api/auth/me')
    .set('Cookie', `service_access=${service_access}`)
    .expect(200);
  return answer.body.data as { id: string; email: string; name: string; handle: string };
}

async function auditOf(userId: string) {
  return suite.database.db
    .selectFrom('accountAuditLog')
    .select(['action', 'details'])
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .execute();
}

describe('single sign-on with an OpenID provider', () => {
  const provider = new TestProvider();
  let app: Koa;

  before(async () => {
    await provider.start();
    app = appFor(provider);
  });
  after(() => provider.stop());

  it('tells the dashboard the provider and its name', async () => {
    const res = await request(app.callback()).get('/api/auth/options').expect(200);
    expect(res.body.data).to.deep.equal({
      passwordLogin: true,
      singleSignOn: { displayName: 'Acme ID', available: true, startUrl: '/api/auth/sso/start' },
    });
  });

  it('sends the browser to the provider with PKCE S256, state and nonce, bound to an HttpOnly cookie', async () => {
    const res = await request(app.callback()).get('/api/auth/sso/start').expect(302);
    const url = new URL(res.headers.location!);
    expect(url.origin + url.pathname).to.equal(`${provider.issuer}/authorize`);
    expect(url.searchParams.get('code_challenge_method')).to.equal('S256');
    expect(url.searchParams.get('code_challenge')).to.match(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).to.have.length.greaterThan(20);
    expect(url.searchParams.get('nonce')).to.have.length.greaterThan(20);
    expect(url.searchParams.get('scope')).to.equal('openid email profile');
    expect(url.searchParams.get('redirect_uri')).to.equal(
      'http://api.example.test/api/auth/sso/callback',
    );
    const setCookie = (res.headers['set-cookie'] as unknown as string[]).join('\n');
    expect(setCookie).to.match(
      /service_sso=[^;]+; path=\/api\/auth\/sso; expires=[^;]+; samesite=lax; httponly/,
    );
  });

  it('creates an account from the claims on the first sign-in, as an ordinary session', async () => {
    const person = { ...newcomer(), preferred_username: `Noor.${Date.now().toString(36)}` };
    provider.as(person);
    const res = await signInThrough(app, '/w/somewhere');
    expect(landing(res)).to.deep.equal({ reason: undefined, path: '/w/somewhere' });
    const user = await me(app, res);
    expect(user).to.include({ email: person.email, name: person.name });
    // The handle comes from the provider's user name, made like any other.
    expect(user.handle).to.equal(person.preferred_username.toLowerCase().replace('.', '-'));
    // The refresh cookie works as for a password login.
    const { service_refresh } = cookiesOf(res);
    const refreshed = await request(app.callback())
      .post('/api/auth/refresh')
      .set('Origin', FIRST_PARTY)
      .set('Cookie', `service_refresh=${service_refresh}`)
      .expect(200);
    const audit = await auditOf(user.id);
    expect(audit.map((row) => row.action)).to.deep.equal(['sso.account_created', 'sso.signed_in']);
    expect(audit[0]!.details).to.deep.equal({ provider: 'Acme ID', issuer: provider.issuer });
    expect(audit[1]!.details).to.include({
      provider: 'Acme ID',
      issuer: provider.issuer,
      via: 'created',
    });
    // Listed with the account's sessions, held to the CSRF rule, ended by signing out.
    const cookie = `service_access=${cookiesOf(refreshed).service_access}`;
    const sessions = await request(app.callback())
      .get('/api/auth/sessions')
      .set('Cookie', cookie)
      .expect(200);
    expect(sessions.body.data.items).to.have.length(1);
    const foreign = await request(app.callback())
      .patch('/api/auth/me')
      .set('Cookie', cookie)
      .set('Origin', 'https://evil.example')
      .send({ name: 'Changed' })
      .expect(403);
    expect(foreign.body.message).to.match(/cross-origin/i);
    await request(app.callback())
      .post('/api/auth/logout')
      .set('Cookie', cookie)
      .set('Origin', FIRST_PARTY)
      .expect(204);
    await request(app.callback()).get('/api/auth/me').set('Cookie', cookie).expect(401);
    // No password: password login fails as for an unknown email.
    await request(app.callback())
      .post('/api/auth/login')
      .send({ email: person.email, password: 'anything at all' })
      .expect(401);
  });

  it('lands on the page it started from (an invitation, its query kept), never another site', async () => {
    provider.as(newcomer());
    const invitation = '/invitations/accept?token=abc_DEF-123';
    const trip = await new RoundTrip(app).start(invitation);
    // The token an invitation's link carries is not readable in the stored attempt.
    const stored = await suite.database.db.selectFrom('ssoAttempts').select('returnTo').execute();
    expect(stored.length).to.be.greaterThan(0);
    for (const row of stored) expect(row.returnTo).not.to.include('abc_DEF-123');
    await trip.approve();
    const back = await trip.finish();
    expect(back.headers.location).to.equal(`http://api.example.test${invitation}`);
    for (const elsewhere of ['//evil.example/x', '/\\evil.example', 'https://evil.example']) {
      provider.as(newcomer());
      expect(landing(await signInThrough(app, elsewhere)).path, elsewhere).to.equal('/');
    }
  });

  it('signs the same subject in to the same account after an email change, and updates it', async () => {
    const person = newcomer();
    provider.as(person);
    const first = await me(app, await signInThrough(app));
    const changed = { ...person, email: `renamed-${person.email}` };
    provider.as(changed);
    const second = await me(app, await signInThrough(app));
    expect(second.id).to.equal(first.id);
    expect(second.email).to.equal(changed.email);
  });

  it('never enters an existing account on an unverified email', async () => {
    const owner = await givenUser('Owner');
    provider.as({ ...newcomer(), email: owner.email.toUpperCase(), email_verified: false });
    const res = await signInThrough(app);
    expect(landing(res)).to.deep.equal({ reason: 'email_unverified', path: '/sso/error' });
    expect(cookiesOf(res).service_access).to.equal(undefined);
    const identities = await suite.database.db
      .selectFrom('userIdentities')
      .select('id')
      .where('userId', '=', owner.id)
      .execute();
    expect(identities).to.deep.equal([]);
    const audit = await auditOf(owner.id);
    expect(audit.map((row) => row.action)).to.deep.equal(['sso.refused']);
    expect(audit[0]!.details).to.deep.equal({
      provider: 'Acme ID',
      issuer: provider.issuer,
      reason: 'email_unverified',
    });
  });

  it('enters (and links) an existing account when the provider verified the email', async () => {
    const owner = await givenUser('Owner');
    const person = { ...newcomer(), email: owner.email };
    provider.as(person);
    const user = await me(app, await signInThrough(app));
    expect(user.id).to.equal(owner.id);
    // From now on the subject signs in, whatever the email says.
    provider.as({ ...person, email: undefined, email_verified: false });
    expect((await me(app, await signInThrough(app))).id).to.equal(owner.id);
  });

  it('records the address and browser of a sign-in in the account’s one audit log, beside its other actions', async () => {
    const proxied = appFor(provider, { TRUST_PROXY: 'true' });
    const browser = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0';
    const owner = await givenUser('Owner');
    provider.as({ ...newcomer(), email: owner.email });
    const trip = await new RoundTrip(proxied).start();
    await trip.approve();
    const signedIn = await request(proxied.callback())
      .get(trip.callback)
      .set('Cookie', `service_sso=${trip.attemptCookie}`)
      .set('User-Agent', browser)
      .set('X-Forwarded-For', '203.0.113.7')
      .expect(302);
    // An account action of the password side lands in the same table.
    await request(proxied.callback())
      .delete('/api/auth/sessions')
      .set('Cookie', `service_access=${cookiesOf(signedIn).service_access}`)
      .set('Origin', FIRST_PARTY)
      .set('User-Agent', browser)
      .set('X-Forwarded-For', '198.51.100.9')
      .expect(200);
    const rows = await suite.database.db
      .selectFrom('accountAuditLog')
      .select(['action', 'ipAddress', 'userAgent'])
      .where('userId', '=', owner.id)
      .orderBy('createdAt')
      .execute();
    expect(rows).to.deep.equal([
      { action: 'sso.signed_in', ipAddress: '203.0.113.7', userAgent: browser },
      { action: 'sessions.ended', ipAddress: '198.51.100.9', userAgent: browser },
    ]);
  });
});
