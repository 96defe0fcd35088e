import net from 'node:net';
import { expect } from 'chai';
import request from 'supertest';
import { OAuth2Server } from 'oauth2-mock-server';
import { loadConfig } from '../../src/config';
import { run } from '../operator/support';
import { buildApp, FIRST_PARTY, suite, testConfig } from '../support/context';
import { as, givenUser, PASSWORD } from '../support/factories';
import {
  appFor,
  capturedLog,
  cookiesOf,
  landing,
  RoundTrip,
  signInThrough,
  TestProvider,
  type LogEntry,
} from './provider';

let counter = 0;
function newcomer(domain = 'acme.test') {
  counter += 1;
  const tag = `${Date.now().toString(36)}s${counter}`;
  return {
    sub: `sub-${tag}`,
    email: `p${tag}@${domain}`,
    email_verified: true,
    name: `Person ${tag}`,
  };
}

/** Waits (no longer than the test's timeout) until the log has a line with `msg`. */
async function logged(entries: LogEntry[], msg: string): Promise<LogEntry> {
  for (;;) {
    const found = entries.find((entry) => entry.msg === msg);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

describe('single sign-on settings', () => {
  const provider = new TestProvider();

  before(() => provider.start());
  after(() => provider.stop());

  describe('OIDC_ALLOWED_DOMAINS', () => {
    it('signs in people of an allowed domain and refuses the others', async () => {
      const app = appFor(provider, { OIDC_ALLOWED_DOMAINS: 'acme.test, Example.ORG' });
      provider.as(newcomer('acme.test'));
      expect(cookiesOf(await signInThrough(app)).service_access).to.be.a('string');
      provider.as(newcomer('example.org'));
      expect(cookiesOf(await signInThrough(app)).service_access).to.be.a('string');
      provider.as(newcomer('evil.test'));
      expect(landing(await signInThrough(app)).reason).to.equal('domain_not_allowed');
      // A look-alike subdomain is another domain.
      provider.as(newcomer('acme.test.evil.test'));
      expect(landing(await signInThrough(app)).reason).to.equal('domain_not_allowed');
    });

    it('refuses an allowed domain the provider has not verified', async () => {
      const app = appFor(provider, { OIDC_ALLOWED_DOMAINS: 'acme.test' });
      provider.as({ ...newcomer('acme.test'), email_verified: false });
      expect(landing(await signInThrough(app)).reason).to.equal('domain_not_allowed');
    });

    it('refuses a linked identity whose email moved out of the allowed domains', async () => {
      const open = appFor(provider);
      const person = newcomer('acme.test');
      provider.as(person);
      await signInThrough(open);
      const closed = appFor(provider, { OIDC_ALLOWED_DOMAINS: 'acme.test' });
      provider.as({ ...person, email: person.email.replace('acme.test', 'gone.test') });
      expect(landing(await signInThrough(closed)).reason).to.equal('domain_not_allowed');
    });
  });

  it('OIDC_AUTO_CREATE=false signs in linked people only', async () => {
    const app = appFor(provider, { OIDC_AUTO_CREATE: 'false' });
    const person = newcomer();
    provider.as(person);
    const trip = await new RoundTrip(app).start();
    await trip.approve();
    const browser = `Browser of ${person.sub}`;
    const refused = await request(app.callback())
      .get(trip.callback)
      .set('Cookie', `service_sso=${trip.attemptCookie}`)
      .set('User-Agent', browser)
      .expect(302);
    expect(landing(refused).reason).to.equal('no_account');
    // Audited without an account, with the address and browser that asked.
    const audit = await suite.database.db
      .selectFrom('accountAuditLog')
      .select(['userId', 'action', 'details', 'ipAddress'])
      .where('userAgent', '=', browser)
      .execute();
    expect(audit).to.have.length(1);
    expect(audit[0]).to.include({ userId: null, action: 'sso.refused' });
    expect(audit[0]!.details).to.include({ issuer: provider.issuer, reason: 'no_account' });
    expect(audit[0]!.ipAddress).to.match(/127\.0\.0\.1/);
    const user = await suite.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', person.email)
      .executeTakeFirst();
    expect(user).to.equal(undefined);

    // Someone whose identity is linked still signs in, to the same account.
    const linked = newcomer();
    provider.as(linked);
    const created = await signInThrough(appFor(provider));
    expect(cookiesOf(created).service_access).to.be.a('string');
    expect(cookiesOf(await signInThrough(app)).service_access).to.be.a('string');
    // So does an account the provider's verified email enters (and links).
    const owner = await givenUser('Owner');
    provider.as({ ...newcomer(), email: owner.email });
    expect(landing(await signInThrough(app)).path).to.equal('/');
    const identity = await suite.database.db
      .selectFrom('userIdentities')
      .select('userId')
      .where('issuer', '=', provider.issuer)
      .where('userId', '=', owner.id)
      .executeTakeFirst();
    expect(identity?.userId).to.equal(owner.id);
  });

  describe('PASSWORD_LOGIN=false', () => {
    it('turns password login and sign-up off, and says so to the dashboard', async () => {
      const app = appFor(provider, { PASSWORD_LOGIN: 'false' });
      const user = await givenUser();
      const login = await request(app.callback())
        .post('/api/auth/login')
        .send({ email: user.email, password: PASSWORD })
        .expect(403);
      expect(login.body.message).to.equal(
        'Password login is turned off on this service: sign in with Acme ID',
      );
      await request(app.callback())
        .post('/api/auth/register')
        .send({ email: `new-${user.email}`, password: PASSWORD, name: 'New' })
        .expect(403);
      await request(app.callback())
        .post('/api/auth/password-reset')
        .send({ email: user.email })
        .expect(403);
      const options = await request(app.callback()).get('/api/auth/options').expect(200);
      expect(options.body.data.passwordLogin).to.equal(false);
      // Single sign-on still works.
      provider.as(newcomer());
      expect(cookiesOf(await signInThrough(app)).service_access).to.be.a('string');
    });

    it("keeps the operator's reset link working: the break-glass way in", async function () {
      this.timeout(90_000);
      const env = provider.env({ PASSWORD_LOGIN: 'false' });
      const app = appFor(provider, { PASSWORD_LOGIN: 'false' });
      const admin = await givenUser('Break glass');
      const printed = await run(
        process.execPath,
        ['--import', 'tsx', 'src/cli.ts', 'reset-password', admin.email],
        {
          ...env,
          DATABASE_URL: suite.database.url,
          SECRETS_KEY: testConfig().secretsKeys[0]!.toString('base64'),
          BASE_URL: 'http://app.example.test',
        },
      );
      expect(printed.code, printed.stderr).to.equal(0);
      const link = new URL(printed.stdout.match(/http\S+/)![0]);
      const reset = await request(app.callback())
        .post('/api/auth/password-reset/confirm')
        .send({ token: link.searchParams.get('token'), password: 'break the glass' })
        .expect(200);
      const me = await request(app.callback())
        .get('/api/auth/me')
        .set('Cookie', `service_access=${cookiesOf(reset).service_access}`)
        .expect(200);
      expect(me.body.data.id).to.equal(admin.id);
      // The password it set does not turn password login back on.
      await request(app.callback())
        .post('/api/auth/login')
        .send({ email: admin.email, password: 'break the glass' })
        .expect(403);
      // Used once: the way to another link is the operator ("Forgot password?" is gone).
      const again = await request(app.callback())
        .post('/api/auth/password-reset/confirm')
        .send({ token: link.searchParams.get('token'), password: 'break it again' })
        .expect(410);
      expect(again.body.message).to.equal(
        'This password reset link was already used. Ask the operator of this service for a new link.',
      );
    });

    it('cannot be set without a provider', () => {
      expect(() => loadConfig({ PASSWORD_LOGIN: 'false' })).to.throw(/PASSWORD_LOGIN/);
    });
  });

  it('refuses a plain-HTTP issuer unless OIDC_ALLOW_HTTP=true, which start-up warns about', () => {
    const env = { OIDC_ISSUER: 'http://id.example.test', OIDC_CLIENT_ID: 'tracker' };
    expect(() => loadConfig(env)).to.throw(/OIDC_ISSUER must be an https URL/);
    expect(loadConfig({ ...env, OIDC_ALLOW_HTTP: 'true' }).oidc?.issuer).to.equal(
      'http://id.example.test',
    );
    expect(() => loadConfig({ OIDC_ISSUER: 'https://id.example.test' })).to.throw(/OIDC_CLIENT_ID/);

    const { log, entries } = capturedLog();
    buildApp({ log }, provider.env());
    const warning = entries.find((entry) => /OIDC_ALLOW_HTTP/.test(entry.msg));
    expect(warning).to.include({
      level: 40,
      issuer: provider.issuer,
      msg: 'single sign-on: OIDC_ALLOW_HTTP=true lets the provider be reached over plain HTTP; for tests and local development only',
    });
    const quiet = capturedLog();
    buildApp(
      { log: quiet.log },
      { ...provider.env(), OIDC_ALLOW_HTTP: 'false', OIDC_ISSUER: 'https://id.example.test' },
    );
    expect(quiet.entries.filter((entry) => /OIDC_ALLOW_HTTP/.test(entry.msg))).to.deep.equal([]);
  });

  it('starts with password login when the provider is unreachable, says so, and tries again', async () => {
    const port = await freePort();
    const { log, entries } = capturedLog();
    const issuer = `http://localhost:${port}`;
    const app = buildApp(
      { log },
      { ...provider.env(), OIDC_ISSUER: issuer, OIDC_TIMEOUT_MS: '2000' },
    );
    const api = () => request(app.callback());
    const options = await api().get('/api/auth/options').expect(200);
    expect(options.body.data.singleSignOn).to.include({ available: false, displayName: 'Acme ID' });
    expect(landing(await api().get('/api/auth/sso/start').expect(302)).reason).to.equal(
      'unavailable',
    );
    const warning = entries.find(
      (entry) => entry.level === 40 && /cannot be reached/.test(entry.msg),
    )!;
    expect(warning.msg).to.equal(
      'single sign-on: Acme ID cannot be reached; password login only until it answers; discovery is retried',
    );
    expect(warning).to.include({ issuer });
    const user = await givenUser();
    await api().post('/api/auth/login').send({ email: user.email, password: PASSWORD }).expect(200);

    // The provider comes up: the next sign-in discovers it.
    const late = new OAuth2Server();
    await late.issuer.keys.generate('RS256');
    await late.start(port, '127.0.0.1');
    try {
      const started = await api().get('/api/auth/sso/start').expect(302);
      expect(started.headers.location).to.match(new RegExp(`^${issuer}/authorize\\?`));
      const again = await api().get('/api/auth/options').expect(200);
      expect(again.body.data.singleSignOn.available).to.equal(true);
    } finally {
      await late.stop();
    }
  });

  it('retries discovery on its own until the provider answers', async () => {
    const port = await freePort();
    const { log, entries } = capturedLog();
    const issuer = `http://localhost:${port}`;
    const app = buildApp(
      { log },
      { ...provider.env(), OIDC_ISSUER: issuer, OIDC_DISCOVERY_RETRY_MS: '50' },
    );
    await logged(
      entries,
      'single sign-on: Acme ID cannot be reached; password login only until it answers; discovery is retried',
    );
    const late = new OAuth2Server();
    await late.issuer.keys.generate('RS256');
    await late.start(port, '127.0.0.1');
    try {
      // Nobody clicks: the retry alone finds the provider.
      const found = await logged(entries, 'single sign-on: signing in with Acme ID is available');
      expect(found).to.include({ issuer });
      const options = await request(app.callback()).get('/api/auth/options').expect(200);
      expect(options.body.data.singleSignOn.available).to.equal(true);
    } finally {
      await late.stop();
    }
  });

  describe('linking from the account settings', () => {
    it('links the provider to a signed-in account, which then signs in with it', async () => {
      const app = appFor(provider);
      const user = await givenUser('Linker');
      const start = await as(app, user).post('/api/auth/sso/link').expect(200);
      const trip = new RoundTrip(app, user.cookie);
      trip.attemptCookie = cookiesOf(start).service_sso!;
      trip.authorizationUrl = start.body.data.url;
      // The provider's account has another email, not verified: linking needs neither.
      const person = { ...newcomer(), email_verified: false };
      provider.as(person);
      await trip.approve();
      const res = await trip.finish();
      expect(landing(res)).to.deep.equal({ reason: undefined, path: '/account/sign-in' });
      expect(cookiesOf(res).service_access).to.equal(undefined);

      const listed = await as(app, user).get('/api/auth/identities').expect(200);
      expect(listed.body.data.passwordSet).to.equal(true);
      expect(listed.body.data.identities).to.have.length(1);
      expect(listed.body.data.identities[0]).to.include({
        provider: 'Acme ID',
        issuer: provider.issuer,
        email: person.email,
      });
      const signedIn = await signInThrough(app);
      const me = await request(app.callback())
        .get('/api/auth/me')
        .set('Cookie', `service_access=${cookiesOf(signedIn).service_access}`)
        .expect(200);
      expect(me.body.data.id).to.equal(user.id);

      await as(app, user).post('/api/auth/sso/link').expect(409);
      await as(app, user)
        .delete(`/api/auth/identities/${listed.body.data.identities[0].id}`)
        .expect(204);
      const after = await as(app, user).get('/api/auth/identities').expect(200);
      expect(after.body.data.identities).to.deep.equal([]);
      const audit = await suite.database.db
        .selectFrom('accountAuditLog')
        .select(['action', 'details'])
        .where('userId', '=', user.id)
        .orderBy('createdAt')
        .execute();
      expect(audit.map((row) => row.action)).to.deep.equal([
        'sso.linked',
        'sso.signed_in',
        'sso.unlinked',
      ]);
      // Each row names the provider.
      for (const row of audit) {
        expect(row.details).to.include({ provider: 'Acme ID', issuer: provider.issuer });
      }
    });

    it('refuses an identity that signs in to another account', async () => {
      const app = appFor(provider);
      const person = newcomer();
      provider.as(person);
      await signInThrough(app);
      const user = await givenUser('Second');
      const start = await as(app, user).post('/api/auth/sso/link').expect(200);
      const trip = new RoundTrip(app, user.cookie);
      trip.attemptCookie = cookiesOf(start).service_sso!;
      trip.authorizationUrl = start.body.data.url;
      await trip.approve();
      expect(landing(await trip.finish()).reason).to.equal('identity_taken');
    });

    it('refuses a link whose session ended on the way', async () => {
      const app = appFor(provider);
      const user = await givenUser('Leaver');
      const start = await as(app, user).post('/api/auth/sso/link').expect(200);
      await as(app, user).post('/api/auth/logout').expect(204);
      const trip = new RoundTrip(app);
      trip.attemptCookie = cookiesOf(start).service_sso!;
      trip.authorizationUrl = start.body.data.url;
      provider.as(newcomer());
      await trip.approve();
      expect(landing(await trip.finish()).reason).to.equal('signed_out');
    });

    it('never unlinks the only way into an account', async () => {
      const app = appFor(provider);
      provider.as(newcomer());
      const res = await signInThrough(app);
      const cookie = `service_access=${cookiesOf(res).service_access}`;
      const api = { Cookie: cookie, Origin: FIRST_PARTY };
      const listed = await request(app.callback()).get('/api/auth/identities').set(api).expect(200);
      expect(listed.body.data.passwordSet).to.equal(false);
      const id = listed.body.data.identities[0].id;
      const refused = await request(app.callback())
        .delete(`/api/auth/identities/${id}`)
        .set(api)
        .expect(409);
      expect(refused.body.message).to.match(/only way to sign in/);
      // Someone else's identity is not found.
      const other = await givenUser();
      await as(app, other).delete(`/api/auth/identities/${id}`).expect(404);
    });
  });
});
