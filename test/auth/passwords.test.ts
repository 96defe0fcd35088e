import { expect } from 'chai';
import request from 'supertest';
import { hashPassword, verifyPassword } from '../../src/auth/passwords';
import { appFixture, suite } from '../support/context';
import { givenUser, PASSWORD } from '../support/factories';

const storedHash = async (userId: string) =>
  (
    await suite.database.db
      .selectFrom('users')
      .select('passwordHash')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow()
  ).passwordHash!;

describe('password hashing', () => {
  const fixture = appFixture();

  it('hashes with at least OWASP-equivalent scrypt parameters, kept in the hash', async () => {
    const [scheme, N, r, p] = (await hashPassword(PASSWORD)).split('$');
    expect(scheme).to.equal('scrypt');
    // N=2^17, r=8, p=1 or an equivalent: memory (N * r) times passes (p) at least 2^20.
    expect(Number(N) * Number(r) * Number(p)).to.be.at.least(2 ** 20);
    expect(Number(r)).to.be.at.least(8);
  });

  it("upgrades a hash made with older parameters at the user's next login", async () => {
    const user = await givenUser();
    const old = await hashPassword(PASSWORD, { N: 2 ** 15, r: 8, p: 1 });
    await suite.database.db
      .updateTable('users')
      .set({ passwordHash: old })
      .where('id', '=', user.id)
      .execute();
    await request(fixture.server)
      .post('/api/auth/login')
      .send({ email: user.email, password: PASSWORD })
      .expect(200);
    const upgraded = await storedHash(user.id);
    expect(upgraded).not.to.equal(old);
    expect(upgraded.split('$').slice(0, 4)).to.deep.equal(
      (await hashPassword('x')).split('$').slice(0, 4),
    );
    expect(await verifyPassword(PASSWORD, upgraded)).to.equal(true);
    // A current hash is left as it is.
    await request(fixture.server)
      .post('/api/auth/login')
      .send({ email: user.email, password: PASSWORD })
      .expect(200);
    expect(await storedHash(user.id)).to.equal(upgraded);
  });

  it('leaves the hash alone after a wrong password', async () => {
    const user = await givenUser();
    const old = await hashPassword(PASSWORD, { N: 2 ** 15, r: 8, p: 1 });
    await suite.database.db
      .updateTable('users')
      .set({ passwordHash: old })
      .where('id', '=', user.id)
      .execute();
    await request(fixture.server)
      .post('/api/auth/login')
      .send({ email: user.email, password: 'not the password' })
      .expect(401);
    expect(await storedHash(user.id)).to.equal(old);
  });
});
