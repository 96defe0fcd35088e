import { expect } from 'chai';
import request from 'supertest';
import { sessionIdOf } from '../../src/auth/sessions';
import { appFixture, buildApp, FIRST_PARTY, suite } from '../support/context';
import { givenUser, PASSWORD } from '../support/factories';
import { pruneSessions } from '../../src/auth/sessions';

function cookiesOf(res: request.Response): Record<string, string> {
  const header = res.headers['set-cookie'] as unknown as string[] | undefined;
  const cookies: Record<string, string> = {};
  for (const line of header ?? []) {
    const [pair] = line.split(';');
    const [name, value] = pair!.split('=');
    cookies[name!] = value!;
  }
  return cookies;
}

/** Moves the session's last rotation further back than the refresh grace (30 s). */
async function pastTheGrace(refreshToken: string): Promise<void> {
  await suite.database.db
    .updateTable('sessions')
    .set({ refreshedAt: new Date(Date.now() - 31_000) })
    .where('id', '=', sessionIdOf(refreshToken)!)
    .execute();
}

describe('accounts and cookie sessions', () => {
  const fixture = appFixture();
  const api = () => request(fixture.server);

  async function register(email = `u${Date.now()}${Math.random()}@example.test`) {
    const res = await api()
      .post('/api/auth/register')
      .send({ email, password: PASSWORD, name: 'Ann' });
    return { res, email, cookies: cookiesOf(res) };
  }

  it('registers, sets HttpOnly SameSite=Lax cookies and never returns the password', async () => {
    const { res } = await register();
    expect(res.status).to.equal(201);
    expect(res.body.data.user).to.have.keys(['id', 'email', 'handle', 'name', 'createdAt']);
    const setCookie = (res.headers['set-cookie'] as unknown as string[]).join('\n');
    expect(setCookie).to.match(/service_access=[^;]+; path=\/;[^\n]*samesite=lax; httponly/);
    expect(setCookie).to.match(/service_refresh=[^;]+; path=\/api\/auth;/);
    expect(setCookie).not.to.match(/secure/i);
  });

  it('refuses a second account with the same email, in any case', async () => {
    const { email } = await register();
    const res = await api()
      .post('/api/auth/register')
      .send({ email: email.toUpperCase(), password: PASSWORD, name: 'Bob' })
      .expect(409);
    expect(res.body).to.include({ statusCode: 409, error: 'Conflict' });
  });

  it('stores a scrypt hash, never the password', async () => {
    const { email } = await register();
    const row = await suite.database.db
      .selectFrom('users')
      .select('passwordHash')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.passwordHash).to.match(/^scrypt\$/);
    expect(row.passwordHash).not.to.include(PASSWORD);
  });

  it('logs in and reaches /auth/me with the cookie', async () => {
    const { email } = await register();
    const login = await api()
      .post('/api/auth/login')
      .send({ email, password: PASSWORD })
      .expect(200);
    const { service_access } = cookiesOf(login);
    const me = await api()
      .get('/api/auth/me')
      .set('Cookie', `service_access=${service_access}`)
      .expect(200);
    expect(me.body.data.email).to.equal(email);
  });

  it('gives the same answer for an unknown email and a wrong password', async () => {
    const { email } = await register();
    const wrong = await api()
      .post('/api/auth/login')
      .send({ email, password: 'nope-nope' })
      .expect(401);
    const unknown = await api()
      .post('/api/auth/login')
      .send({ email: 'nobody@example.test', password: 'nope-nope' })
      .expect(401);
    expect(wrong.body).to.deep.equal(unknown.body);
  });

  it('requires a session for /auth/me', async () => {
    await api().get('/api/auth/me').expect(401);
    await api().get('/api/auth/me').set('Cookie', 'service_access=garbage').expect(401);
  });

  it('rotates the refresh cookie and revokes the session when an old one is reused', async () => {
    const { cookies } = await register();
    const first = await api()
      .post('/api/auth/refresh')
      .set('Origin', FIRST_PARTY)
      .set('Cookie', `service_refresh=${cookies.service_refresh}`)
      .expect(200);
    const rotated = cookiesOf(first);
    expect(rotated.service_refresh).to.not.equal(cookies.service_refresh);
    expect(rotated.service_access).to.not.equal(cookies.service_access);
    // The old access cookie no longer works; the new one does.
    await api()
      .get('/api/auth/me')
      .set('Cookie', `service_access=${cookies.service_access}`)
      .expect(401);
    await api()
      .get('/api/auth/me')
      .set('Cookie', `service_access=${rotated.service_access}`)
      .expect(200);

    // Replaying the first refresh cookie once the grace is over is theft: the whole
    // session dies.
    await pastTheGrace(cookies.service_refresh!);
    await api()
      .post('/api/auth/refresh')
      .set('Origin', FIRST_PARTY)
      .set('Cookie', `service_refresh=${cookies.service_refresh}`)
      .expect(401);
    await api()
      .get('/api/auth/me')
      .set('Cookie', `service_access=${rotated.service_access}`)
      .expect(401);
    await api()
      .post('/api/auth/refresh')
      .set('Origin', FIRST_PARTY)
      .set('Cookie', `service_refresh=${rotated.service_refresh}`)
      .expect(401);
  });

  it('lets two tabs refresh with the same cookie at once: both get a working access cookie', async () => {
    const { cookies } = await register();
    const refresh = () =>
      api()
        .post('/api/auth/refresh')
        .set('Origin', FIRST_PARTY)
        .set('Cookie', `service_refresh=${cookies.service_refresh}`);
    const [one, two] = await Promise.all([refresh(), refresh()]);
    expect([one.status, two.status]).to.deep.equal([200, 200]);
    const [winner, late] = cookiesOf(one).service_refresh ? [one, two] : [two, one];
    // The late tab gets a new access cookie and leaves the winner's refresh cookie alone.
    expect(cookiesOf(late)).to.have.keys(['service_access']);
    expect(cookiesOf(late).service_access).to.not.equal(cookies.service_access);
    await api()
      .get('/api/auth/me')
      .set('Cookie', `service_access=${cookiesOf(late).service_access}`)
      .expect(200);
    // The winner's refresh cookie is the current one and keeps the session going.
    const next = await api()
      .post('/api/auth/refresh')
      .set('Origin', FIRST_PARTY)
      .set('Cookie', `service_refresh=${cookiesOf(winner).service_refresh}`)
      .expect(200);
    await api()
      .get('/api/auth/me')
      .set('Cookie', `service_access=${cookiesOf(next).service_access}`)
      .expect(200);
  });

  it('revokes the session when a refresh cookie two rotations old comes back, even within the grace', async () => {
    const { cookies } = await register();
    const first = await api()
      .post('/api/auth/refresh')
      .set('Origin', FIRST_PARTY)
      .set('Cookie', `service_refresh=${cookies.service_refresh}`)
      .expect(200);
    const second = await api()
      .post('/api/auth/refresh')
      .set('Origin', FIRST_PARTY)
      .set('Cookie', `service_refresh=${cookiesOf(first).service_refresh}`)
      .expect(200);
    await api()
      .post('/api/auth/refresh')
      .set('Origin', FIRST_PARTY)
      .set('Cookie', `service_refresh=${cookies.service_refresh}`)
      .expect(401);
    await api()
      .get('/api/auth/me')
      .set('Cookie', `service_access=${cookiesOf(second).service_access}`)
      .expect(401);
  });

  it('honours SESSION_REFRESH_GRACE_SECONDS=0: any reuse revokes at once', async () => {
    const strict = request(buildApp({}, { SESSION_REFRESH_GRACE_SECONDS: '0' }).callback());
    const { cookies } = await register();
    const first = await strict
      .post('/api/auth/refresh')
      .set('Origin', FIRST_PARTY)
      .set('Cookie', `service_refresh=${cookies.service_refresh}`)
      .expect(200);
    await strict
      .post('/api/auth/refresh')
      .set('Origin', FIRST_PARTY)
      .set('Cookie', `service_refresh=${cookies.service_refresh}`)
      .expect(401);
    await api()
      .get('/api/auth/me')
      .set('Cookie', `service_access=${cookiesOf(first).service_access}`)
      .expect(401);
  });

  it('refuses refresh without a cookie', async () => {
    await api().post('/api/auth/refresh').expect(401);
  });

  it('logs out: the session is revoked server-side and the cookies cleared', async () => {
    const { cookies } = await register();
    const res = await api()
      .post('/api/auth/logout')
      .set('Origin', FIRST_PARTY)
      .set(
        'Cookie',
        `service_access=${cookies.service_access}; service_refresh=${cookies.service_refresh}`,
      )
      .expect(204);
    expect((res.headers['set-cookie'] as unknown as string[]).join()).to.match(/service_access=;/);
    await api()
      .get('/api/auth/me')
      .set('Cookie', `service_access=${cookies.service_access}`)
      .expect(401);
    await api()
      .post('/api/auth/refresh')
      .set('Origin', FIRST_PARTY)
      .set('Cookie', `service_refresh=${cookies.service_refresh}`)
      .expect(401);
  });

  it('refuses an access cookie past its lifetime', async () => {
    const user = await givenUser();
    await suite.database.db
      .updateTable('sessions')
      .set({ accessExpiresAt: new Date(Date.now() - 1000) })
      .where('userId', '=', user.id)
      .execute();
    await api().get('/api/auth/me').set('Cookie', user.cookie).expect(401);
  });

  it('refuses a request carrying both a bearer token and the session cookie', async () => {
    const user = await givenUser();
    const res = await api()
      .get('/api/auth/me')
      .set('Cookie', user.cookie)
      .set('Authorization', 'Bearer hsp_x_y')
      .expect(400);
    expect(res.body.message).to.match(/ambiguous/i);
  });
});

describe('secure cookies', () => {
  const fixture = appFixture(
    {},
    { BASE_URL: 'https://api.example.test', FIRST_PARTY_ORIGINS: 'https://app.example.test' },
  );

  it('sets Secure on both cookies when BASE_URL is https', async () => {
    const res = await request(fixture.server)
      .post('/api/auth/register')
      .send({ email: `s${Date.now()}@example.test`, password: PASSWORD, name: 'Sec' })
      .expect(201);
    const cookies = res.headers['set-cookie'] as unknown as string[];
    expect(cookies).to.have.length(2);
    for (const cookie of cookies) expect(cookie).to.match(/; secure/);
  });
});

describe('session cleanup', () => {
  it('deletes sessions expired or revoked over a day ago, and keeps live ones', async () => {
    const db = suite.database.db;
    const [live, expired, revoked] = [await givenUser(), await givenUser(), await givenUser()];
    const dayAndMore = new Date(Date.now() - 25 * 3600 * 1000);
    await db
      .updateTable('sessions')
      .set({ expiresAt: dayAndMore })
      .where('userId', '=', expired.id)
      .execute();
    await db
      .updateTable('sessions')
      .set({ revokedAt: dayAndMore })
      .where('userId', '=', revoked.id)
      .execute();
    await pruneSessions(db);
    const left = await db
      .selectFrom('sessions')
      .select('userId')
      .where('userId', 'in', [live.id, expired.id, revoked.id])
      .execute();
    expect(left.map((s) => s.userId)).to.deep.equal([live.id]);
  });
});
