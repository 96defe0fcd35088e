import { expect } from 'chai';
import request from 'supertest';
import { sql } from 'kysely';
import { createUser } from '../../src/auth/users';
import { newId } from '../../src/db/ids';
import { appFixture, suite } from '../support/context';
import { as, givenMember, givenUser, givenWorkspace, PASSWORD } from '../support/factories';

describe('handles', () => {
  const fixture = appFixture();

  async function register(email: string) {
    const res = await request(fixture.server)
      .post('/api/auth/register')
      .send({ email, password: PASSWORD, name: 'Ada' });
    expect(res.status, JSON.stringify(res.body)).to.equal(201);
    return res.body.data.user as { id: string; handle: string };
  }

  it('makes the handle from the email at sign-up, with a suffix when it is taken', async () => {
    const id = newId().slice(0, 12);
    const first = await register(`Ada.${id}+Tracker@example.test`);
    expect(first.handle).to.equal(`ada-${id}-tracker`);
    const second = await register(`ADA.${id}+tracker@elsewhere.test`);
    expect(second.handle).to.equal(`ada-${id}-tracker-2`);
    const third = await register(`ada_${id}@example.test`);
    expect(third.handle).to.equal(`ada_${id}`);
  });

  it('gives people signing up at the same moment different handles', async () => {
    const id = newId();
    const users = await Promise.all(
      ['a.test', 'b.test', 'c.test', 'd.test', 'e.test'].map((domain) =>
        register(`${id}@${domain}`),
      ),
    );
    const handles = users.map((user) => user.handle).sort();
    expect(handles).to.deep.equal([id, `${id}-2`, `${id}-3`, `${id}-4`, `${id}-5`]);
  });

  it('makes a handle of an email whose local part has nothing usable', async () => {
    const user = await createUser(suite.database.db, {
      email: `...@${newId()}.test`,
      name: 'Dots',
      passwordHash: 'x',
    });
    expect(user!.handle).to.match(/^user(-\d+|-[0-9a-f]{8})?$/);
  });

  it('normalises a preferred handle from another source the same way', async () => {
    const id = newId();
    const user = await createUser(suite.database.db, {
      email: `${newId()}@x.test`,
      name: 'Grace',
      passwordHash: 'x',
      preferredHandle: `Grace Hopper ${id}!`,
    });
    expect(user!.handle).to.equal(`grace-hopper-${id}`.slice(0, 30));
  });

  it('is returned by /api/auth/me and in member lists', async () => {
    const workspace = await givenWorkspace();
    const member = await givenMember(workspace);
    const me = await as(fixture.app, member).get('/api/auth/me').expect(200);
    expect(me.body.data.handle).to.be.a('string').with.length.greaterThan(0);
    const list = await as(fixture.app, workspace.owner)
      .get(`/api/workspaces/${workspace.id}/members?search=${me.body.data.handle}`)
      .expect(200);
    expect(list.body.data.items.map((m: { handle: string }) => m.handle)).to.deep.equal([
      me.body.data.handle,
    ]);
  });

  it('can be changed, with the name, by its owner', async () => {
    const user = await givenUser();
    const handle = `Ada_${newId().slice(0, 10)}`;
    const res = await as(fixture.app, user)
      .patch('/api/auth/me')
      .send({ handle, name: '  Ada L.  ' })
      .expect(200);
    expect(res.body.data).to.include({ handle, name: 'Ada L.' });
    const me = await as(fixture.app, user).get('/api/auth/me').expect(200);
    expect(me.body.data.handle).to.equal(handle);
  });

  it('refuses a handle another person holds, whatever its case, with 409', async () => {
    const [holder, other] = [await givenUser(), await givenUser()];
    const handle = `taken-${newId().slice(0, 10)}`;
    await as(fixture.app, holder).patch('/api/auth/me').send({ handle }).expect(200);
    const res = await as(fixture.app, other)
      .patch('/api/auth/me')
      .send({ handle: handle.toUpperCase() })
      .expect(409);
    expect(res.body.message).to.include('is taken');
    // Keeping one's own handle, in another case, is no conflict.
    await as(fixture.app, holder)
      .patch('/api/auth/me')
      .send({ handle: handle.toUpperCase() })
      .expect(200);
  });

  it('refuses a handle that could not be mentioned, and an empty change, with 400', async () => {
    const user = await givenUser();
    for (const handle of ['-ada', 'ada-', 'ada lovelace', 'ada.l', '', 'a'.repeat(40)]) {
      await as(fixture.app, user).patch('/api/auth/me').send({ handle }).expect(400);
    }
    await as(fixture.app, user).patch('/api/auth/me').send({}).expect(400);
  });

  it('backfills existing accounts in the migration by the same rule', async () => {
    const { rows } = await sql<{ base: string }>`
      SELECT email_handle_base('Zoë.O''Brien+work@example.test') AS base
    `.execute(suite.database.db);
    expect(rows[0]!.base).to.equal('zo-o-brien-work');
  });
});
