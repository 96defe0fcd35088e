import { expect } from 'chai';
import request from 'supertest';
import { appFixture, suite } from '../support/context';
import { givenUser, PASSWORD } from '../support/factories';

/** One client address: failures count per (email, address); the tight throttle is per IP too. */
const nextAddress = () => '10.77.0.1';

describe('per-account login limit', () => {
  // Behind a proxy, so each attempt comes from its own address.
  const fixture = appFixture({}, { TRUST_PROXY: 'true', RATE_LIMIT_TIGHT_PER_MIN: '1000' });
  const login = (email: string, password: string) =>
    request(fixture.server)
      .post('/api/auth/login')
      .set('X-Forwarded-For', nextAddress())
      .send({ email, password });

  it('answers 429 with Retry-After after 10 failures on one email from 10 addresses', async function () {
    this.timeout(120_000);
    const user = await givenUser();
    const failures = await Promise.all(
      Array.from({ length: 10 }, () => login(user.email, 'wrong password')),
    );
    expect(failures.map((res) => res.status)).to.deep.equal(Array(10).fill(401));
    // Even the right password waits now, and in any letter case of the email.
    const refused = await login(user.email.toUpperCase(), PASSWORD).expect(429);
    expect(refused.body).to.deep.include({ error: 'Too Many Requests', statusCode: 429 });
    expect(refused.body.message).to.match(/LOGIN_FAILURES_PER_EMAIL/);
    expect(Number(refused.headers['retry-after'])).to.be.within(1, 15 * 60);
    // Another account is not affected.
    const other = await givenUser();
    await login(other.email, PASSWORD).expect(200);
  });
});

describe('per-account login limit, at LOGIN_FAILURES_PER_EMAIL=3', () => {
  const fixture = appFixture(
    {},
    { TRUST_PROXY: 'true', RATE_LIMIT_TIGHT_PER_MIN: '1000', LOGIN_FAILURES_PER_EMAIL: '3' },
  );
  const login = (email: string, password: string) =>
    request(fixture.server)
      .post('/api/auth/login')
      .set('X-Forwarded-For', nextAddress())
      .send({ email, password });
  const failThrice = (email: string) =>
    Promise.all(Array.from({ length: 3 }, () => login(email, 'wrong').expect(401)));

  it('refuses unknown emails alike, so the limit does not tell which accounts exist', async () => {
    const email = `nobody-${Date.now()}@example.test`;
    await failThrice(email);
    await login(email, 'guess').expect(429);
  });

  it('forgets the failures after a successful login', async () => {
    const user = await givenUser();
    await Promise.all(Array.from({ length: 2 }, () => login(user.email, 'wrong').expect(401)));
    await login(user.email, PASSWORD).expect(200);
    await Promise.all(Array.from({ length: 2 }, () => login(user.email, 'wrong').expect(401)));
    await login(user.email, PASSWORD).expect(200);
  });

  it('starts a new window once the last one has ended', async () => {
    const user = await givenUser();
    await failThrice(user.email);
    await login(user.email, PASSWORD).expect(429);
    await suite.database.db
      .updateTable('loginAttemptCounts')
      .set({ windowStartedAt: new Date(Date.now() - 15 * 60_000 - 1000) })
      .where('countKey', '=', `pair:${user.email.toLowerCase()} 10.77.0.1`)
      .execute();
    await login(user.email, PASSWORD).expect(200);
  });
});
