import { expect } from 'chai';
import request from 'supertest';
import { sha256 } from '../../src/auth/secrets';
import { appFixture, suite } from '../support/context';
import { as, bearer, givenMember, givenPat, givenUser, givenWorkspace } from '../support/factories';

describe('personal access tokens', () => {
  const fixture = appFixture();
  const tokens = (workspaceId: string) => `/api/workspaces/${workspaceId}/api-tokens`;

  it('returns the plaintext once, stores only its hash, lists it with a hint', async () => {
    const workspace = await givenWorkspace();
    const created = await as(fixture.app, workspace.owner)
      .post(tokens(workspace.id))
      .send({ name: 'CI', scopes: ['read:issues', 'read:issues'] })
      .expect(201);
    const { token, id, tokenHint, scopes } = created.body.data;
    expect(token).to.match(new RegExp(`^hsp_${workspace.owner.id}_[0-9a-f]{64}$`));
    expect(tokenHint).to.equal(token.slice(-4));
    expect(scopes).to.deep.equal(['read:issues']);

    const row = await suite.database.db
      .selectFrom('apiTokens')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.tokenHash.equals(sha256(token.split('_')[2]))).to.equal(true);
    expect(JSON.stringify(row)).not.to.include(token.split('_')[2]);

    const list = await as(fixture.app, workspace.owner).get(tokens(workspace.id)).expect(200);
    expect(list.body.data.items).to.have.length(1);
    expect(list.body.data.items[0]).to.include({ id, tokenHint, revoked: false });
    expect(JSON.stringify(list.body)).not.to.include(token.split('_')[2]);
  });

  it('authenticates a PAT on a workspace route and records lastUsedAt', async () => {
    const workspace = await givenWorkspace();
    const pat = await givenPat(fixture.app, workspace, ['read:issues']);
    const res = await bearer(fixture.app, pat.token)
      .get(`/api/workspaces/${workspace.id}`)
      .expect(200);
    expect(res.body.data.id).to.equal(workspace.id);
    const row = await suite.database.db
      .selectFrom('apiTokens')
      .select('lastUsedAt')
      .where('id', '=', pat.id)
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.lastUsedAt!)).to.be.closeTo(Date.now(), 60_000);
  });

  it('writes lastUsedAt at most once a minute', async () => {
    const workspace = await givenWorkspace();
    const pat = await givenPat(fixture.app, workspace, ['read:issues']);
    await bearer(fixture.app, pat.token).get(`/api/workspaces/${workspace.id}`).expect(200);
    const first = await suite.database.db
      .selectFrom('apiTokens')
      .select('lastUsedAt')
      .where('id', '=', pat.id)
      .executeTakeFirstOrThrow();
    await bearer(fixture.app, pat.token).get(`/api/workspaces/${workspace.id}`).expect(200);
    const second = await suite.database.db
      .selectFrom('apiTokens')
      .select('lastUsedAt')
      .where('id', '=', pat.id)
      .executeTakeFirstOrThrow();
    expect(second.lastUsedAt).to.equal(first.lastUsedAt);
  });

  it('lists only the token’s own workspace on GET /workspaces', async () => {
    const user = await givenUser();
    const one = await givenWorkspace({ owner: user });
    await givenWorkspace({ owner: user });
    const pat = await givenPat(fixture.app, one, ['read:projects']);
    const res = await bearer(fixture.app, pat.token).get('/api/workspaces').expect(200);
    expect(res.body.data.items.map((w: { id: string }) => w.id)).to.deep.equal([one.id]);
  });

  it('refuses creation on the FREE plan with 403, but keeps existing tokens working after a downgrade', async () => {
    const free = await givenWorkspace({ plan: 'FREE' });
    const refused = await as(fixture.app, free.owner)
      .post(tokens(free.id))
      .send({ name: 'x', scopes: ['read:issues'] })
      .expect(403);
    expect(refused.body.message).to.match(/lacks the api-access feature/);

    const pro = await givenWorkspace({ plan: 'PRO' });
    const pat = await givenPat(fixture.app, pro, ['read:issues']);
    await suite.database.db
      .updateTable('workspaces')
      .set({ plan: 'FREE' })
      .where('id', '=', pro.id)
      .execute();
    await bearer(fixture.app, pat.token).get(`/api/workspaces/${pro.id}`).expect(200);
  });

  it('requires a name and at least one known scope', async () => {
    const workspace = await givenWorkspace();
    const owner = as(fixture.app, workspace.owner);
    const none = await owner.post(tokens(workspace.id)).send({ name: 'x', scopes: [] }).expect(400);
    expect(none.body.error.details).to.have.key('scopes');
    const unknown = await owner
      .post(tokens(workspace.id))
      .send({ name: 'x', scopes: ['admin:all'] })
      .expect(400);
    expect(unknown.body.error.details).to.have.key('scopes.0');
    await owner
      .post(tokens(workspace.id))
      .send({ scopes: ['read:issues'] })
      .expect(400);
  });

  it('stops working on the very next request after revocation, and stays listed as revoked', async () => {
    const workspace = await givenWorkspace();
    const pat = await givenPat(fixture.app, workspace, ['read:issues']);
    await bearer(fixture.app, pat.token).get(`/api/workspaces/${workspace.id}`).expect(200);
    const revoked = await as(fixture.app, workspace.owner)
      .delete(`${tokens(workspace.id)}/${pat.id}`)
      .expect(200);
    expect(revoked.body.data.revoked).to.equal(true);
    await bearer(fixture.app, pat.token).get(`/api/workspaces/${workspace.id}`).expect(401);
    const list = await as(fixture.app, workspace.owner).get(tokens(workspace.id)).expect(200);
    expect(list.body.data.items[0]).to.include({ id: pat.id, revoked: true });
    // Revoking again changes nothing and writes no second audit row.
    await as(fixture.app, workspace.owner)
      .delete(`${tokens(workspace.id)}/${pat.id}`)
      .expect(200);
    const audit = await suite.database.db
      .selectFrom('auditLog')
      .select('action')
      .where('targetId', '=', pat.id)
      .execute();
    expect(audit.map((a) => a.action).sort()).to.deep.equal([
      'api_token.created',
      'api_token.revoked',
    ]);
  });

  it('writes one audit row when ten revocations of a token race', async () => {
    const workspace = await givenWorkspace();
    const pat = await givenPat(fixture.app, workspace, ['read:issues']);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        as(fixture.app, workspace.owner).delete(`${tokens(workspace.id)}/${pat.id}`),
      ),
    );
    expect(answers.map((res) => res.status)).to.deep.equal(Array(10).fill(200));
    const audit = await suite.database.db
      .selectFrom('auditLog')
      .select('action')
      .where('targetId', '=', pat.id)
      .where('action', '=', 'api_token.revoked')
      .execute();
    expect(audit).to.have.length(1);
  });

  it('stops working on the very next request after the owner leaves the workspace', async () => {
    const workspace = await givenWorkspace();
    const member = await givenMember(workspace, 'member');
    const pat = await givenPat(fixture.app, workspace, ['read:issues'], member);
    await bearer(fixture.app, pat.token).get(`/api/workspaces/${workspace.id}`).expect(200);
    await as(fixture.app, workspace.owner)
      .delete(`/api/workspaces/${workspace.id}/members/${member.id}`)
      .expect(204);
    await bearer(fixture.app, pat.token).get(`/api/workspaces/${workspace.id}`).expect(401);
  });

  it('does not work in another workspace, even one its owner belongs to', async () => {
    const user = await givenUser();
    const home = await givenWorkspace({ owner: user });
    const other = await givenWorkspace({ owner: user });
    const pat = await givenPat(fixture.app, home);
    await bearer(fixture.app, pat.token).get(`/api/workspaces/${other.id}`).expect(401);
    await bearer(fixture.app, pat.token).get(`/api/workspaces/${other.id}/members`).expect(401);
  });

  it('caps active tokens at 20 per user per workspace, counting only unrevoked ones', async () => {
    const workspace = await givenWorkspace();
    const created = await Promise.all(
      Array.from({ length: 22 }, (_, i) =>
        as(fixture.app, workspace.owner)
          .post(tokens(workspace.id))
          .send({ name: `t${i}`, scopes: ['read:issues'] }),
      ),
    );
    const statuses = created.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).to.have.length(20);
    expect(statuses.filter((s) => s === 403)).to.have.length(2);
    const one = created.find((r) => r.status === 201)!.body.data.id;
    await as(fixture.app, workspace.owner)
      .delete(`${tokens(workspace.id)}/${one}`)
      .expect(200);
    await as(fixture.app, workspace.owner)
      .post(tokens(workspace.id))
      .send({ name: 'again', scopes: ['read:issues'] })
      .expect(201);
    // Another member has a cap of their own.
    const member = await givenMember(workspace);
    await givenPat(fixture.app, workspace, ['read:issues'], member);
  });

  it('shows members only their own tokens; admins see all; members cannot revoke others’', async () => {
    const workspace = await givenWorkspace();
    const member = await givenMember(workspace);
    const ownerPat = await givenPat(fixture.app, workspace, ['read:issues']);
    await givenPat(fixture.app, workspace, ['read:issues'], member);
    const mine = await as(fixture.app, member).get(tokens(workspace.id)).expect(200);
    expect(mine.body.data.items).to.have.length(1);
    expect(mine.body.data.items[0].userId).to.equal(member.id);
    const all = await as(fixture.app, workspace.owner).get(tokens(workspace.id)).expect(200);
    expect(all.body.data.items).to.have.length(2);
    await as(fixture.app, member)
      .delete(`${tokens(workspace.id)}/${ownerPat.id}`)
      .expect(404);
  });

  it('refuses token management, member routes and settings to a PAT', async () => {
    const workspace = await givenWorkspace();
    const pat = await givenPat(fixture.app, workspace);
    const client = bearer(fixture.app, pat.token);
    await client.get(tokens(workspace.id)).expect(403);
    await client
      .post(tokens(workspace.id))
      .send({ name: 'x', scopes: ['read:issues'] })
      .expect(403);
    await client.delete(`${tokens(workspace.id)}/${pat.id}`).expect(403);
    await client.get(`/api/workspaces/${workspace.id}/members`).expect(403);
    await client.patch(`/api/workspaces/${workspace.id}`).send({ name: 'x' }).expect(403);
    await client.get(`/api/workspaces/${workspace.id}/audit-log`).expect(403);
    await client.get('/api/auth/me').expect(403);
  });

  it('answers malformed, unknown-prefix and wrong-secret tokens with the same 401', async () => {
    const workspace = await givenWorkspace();
    const pat = await givenPat(fixture.app, workspace);
    const wrongSecret = pat.token.slice(0, -4) + (pat.token.endsWith('0000') ? '1111' : '0000');
    const bodies = [];
    for (const token of [
      'garbage',
      `xyz_${workspace.owner.id}_${'a'.repeat(64)}`,
      wrongSecret,
      `hsa_${'a'.repeat(24)}_${'b'.repeat(64)}`,
    ]) {
      const res = await bearer(fixture.app, token)
        .get(`/api/workspaces/${workspace.id}`)
        .expect(401);
      bodies.push(res.body);
    }
    const res = await request(fixture.server)
      .get(`/api/workspaces/${workspace.id}`)
      .set('Authorization', 'Basic abc')
      .expect(401);
    bodies.push(res.body);
    for (const body of bodies) expect(body).to.deep.equal(bodies[0]);
  });

  it('refuses a bearer token together with the session cookie, running nothing', async () => {
    const workspace = await givenWorkspace();
    const pat = await givenPat(fixture.app, workspace);
    const res = await request(fixture.server)
      .post('/api/workspaces')
      .set('Authorization', `Bearer ${pat.token}`)
      .set('Cookie', workspace.owner.cookie)
      .send({ name: 'should not exist' })
      .expect(400);
    expect(res.body.message).to.match(/ambiguous/i);
    const count = await suite.database.db
      .selectFrom('workspaces')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('name', '=', 'should not exist')
      .executeTakeFirstOrThrow();
    expect(count.n).to.equal(0);
  });

  it('writes audit rows for create and revoke, readable by admins only, never holding the plaintext', async () => {
    const workspace = await givenWorkspace();
    const member = await givenMember(workspace);
    const pat = await givenPat(fixture.app, workspace, ['read:issues', 'write:issues']);
    await as(fixture.app, workspace.owner)
      .delete(`${tokens(workspace.id)}/${pat.id}`)
      .expect(200);
    const log = await as(fixture.app, workspace.owner)
      .get(`/api/workspaces/${workspace.id}/audit-log`)
      .expect(200);
    const actions = log.body.data.items.map((e: { action: string }) => e.action);
    expect(actions).to.deep.equal(['api_token.revoked', 'api_token.created']);
    expect(log.body.data.items[1].details).to.deep.include({
      scopes: ['read:issues', 'write:issues'],
      tokenHint: pat.token.slice(-4),
    });
    expect(JSON.stringify(log.body)).not.to.include(pat.token.split('_')[2]);
    await as(fixture.app, member).get(`/api/workspaces/${workspace.id}/audit-log`).expect(403);
  });
});
