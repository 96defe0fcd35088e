import { expect } from 'chai';
import request from 'supertest';
import { isSealed } from '../../src/db/secrets';
import { appFixture, suite } from '../support/context';
import { as, givenMember, givenWorkspace, type TestWorkspace } from '../support/factories';
import { workerFixture } from '../support/webhooks';
import { deliver, deliveriesOf, givenIntegration, githubPullRequest, settled } from './code-host';

describe('code-host connections', () => {
  const fixture = appFixture();
  workerFixture();
  let workspace: TestWorkspace;
  const base = () => `/api/workspaces/${workspace.id}/integrations`;

  beforeEach(async () => {
    workspace = await givenWorkspace();
  });

  it('creates a connection for admins, with its webhook URL and the secret shown once', async () => {
    const member = await givenMember(workspace, 'member');
    await as(fixture.app, member)
      .post(base())
      .send({ name: 'GitHub', provider: 'github' })
      .expect(403);
    const res = await as(fixture.app, workspace.owner)
      .post(base())
      .send({ name: 'Forgejo', provider: 'gitea', baseUrl: 'https://code.example.com/' })
      .expect(201);
    const created = res.body.data;
    expect(created).to.include({
      name: 'Forgejo',
      provider: 'gitea',
      baseUrl: 'https://code.example.com',
      webhookUrl: `http://api.example.test/api/hooks/${created.id}`,
      previousSecretExpiresAt: null,
    });
    expect(created.secret).to.match(/^[0-9a-f]{48}$/);
    const stored = await suite.database.db
      .selectFrom('integrations')
      .select('secret')
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(isSealed(stored.secret)).to.equal(true);
    expect(stored.secret).not.to.contain(created.secret);

    const listed = await as(fixture.app, workspace.owner).get(base()).expect(200);
    expect(listed.body.data.items).to.have.length(1);
    expect(listed.body.data.items[0]).not.to.have.property('secret');
    expect(JSON.stringify(listed.body)).not.to.contain(created.secret);
  });

  it('needs a baseUrl for Gitea and defaults GitHub and GitLab to their public hosts', async () => {
    const res = await as(fixture.app, workspace.owner)
      .post(base())
      .send({ name: 'Gitea', provider: 'gitea' })
      .expect(400);
    expect(res.body.error.details).to.have.key('baseUrl');
    const gitlab = await givenIntegration(fixture.app, workspace, { provider: 'gitlab' });
    expect(gitlab.baseUrl).to.equal('https://gitlab.com');
  });

  it('records create, rotate and delete in the audit log without the secret', async () => {
    const integration = await givenIntegration(fixture.app, workspace, { provider: 'github' });
    const rotated = await as(fixture.app, workspace.owner)
      .post(`${base()}/${integration.id}/rotate-secret`)
      .expect(200);
    await as(fixture.app, workspace.owner).delete(`${base()}/${integration.id}`).expect(204);
    await as(fixture.app, workspace.owner).delete(`${base()}/${integration.id}`).expect(404);
    const audit = await as(fixture.app, workspace.owner)
      .get(`/api/workspaces/${workspace.id}/audit-log?sortOrder=asc`)
      .expect(200);
    const entries = audit.body.data.items as { action: string; targetId: string }[];
    expect(entries.map((e) => e.action)).to.deep.equal([
      'integration.created',
      'integration.secret_rotated',
      'integration.deleted',
    ]);
    expect(entries.every((e) => e.targetId === integration.id)).to.equal(true);
    const text = JSON.stringify(audit.body);
    expect(text).not.to.contain(integration.secret);
    expect(text).not.to.contain(rotated.body.data.secret);
  });

  describe('the webhook endpoint', () => {
    const opened = () => githubPullRequest('opened', { number: 1 });

    it('answers 401 and writes nothing for a wrong, missing or foreign signature', async () => {
      const integration = await givenIntegration(fixture.app, workspace, { provider: 'github' });
      const wrong = await deliver(fixture.app, integration, { body: opened(), secret: 'nope' });
      expect(wrong.status).to.equal(401);
      const missing = await deliver(fixture.app, integration, {
        body: opened(),
        headers: { 'X-Hub-Signature-256': '' },
      });
      expect(missing.status).to.equal(401);
      const gitlab = await givenIntegration(fixture.app, workspace, { provider: 'gitlab' });
      const token = await deliver(fixture.app, gitlab, { body: {}, secret: integration.secret });
      expect(token.status).to.equal(401);
      expect(await deliveriesOf(integration.id)).to.deep.equal([]);
      expect(await deliveriesOf(gitlab.id)).to.deep.equal([]);
    });

    it('answers an unknown or deleted connection as it answers a wrong signature', async () => {
      const integration = await givenIntegration(fixture.app, workspace, { provider: 'github' });
      const wrong = await deliver(fixture.app, integration, { body: opened(), secret: 'nope' });
      await as(fixture.app, workspace.owner).delete(`${base()}/${integration.id}`).expect(204);
      const deleted = await deliver(fixture.app, integration, { body: opened() });
      expect(deleted.status).to.equal(401);
      expect(deleted.body).to.deep.equal(wrong.body);
      const unknown = await request(fixture.server)
        .post('/api/hooks/zzzzzzzzzzzzzzzzzzzzzzzz')
        .set('Content-Type', 'application/json')
        .send('{}');
      expect(unknown.status).to.equal(401);
      expect(unknown.body).to.deep.equal(wrong.body);
    });

    it('refuses a body over 1 MB with 413, writing nothing', async () => {
      const integration = await givenIntegration(fixture.app, workspace, { provider: 'github' });
      const body = { ...opened(), padding: 'x'.repeat(1024 * 1024) };
      const res = await deliver(fixture.app, integration, { body });
      expect(res.status).to.equal(413);
      expect(await deliveriesOf(integration.id)).to.deep.equal([]);
    });

    it('takes a repeated delivery id once', async () => {
      const integration = await givenIntegration(fixture.app, workspace, { provider: 'github' });
      const first = await deliver(fixture.app, integration, { body: opened(), id: 'same' });
      expect(first.status).to.equal(202);
      const again = await deliver(fixture.app, integration, { body: opened(), id: 'same' });
      expect(again.status).to.equal(200);
      expect(again.body.data.outcome).to.equal('duplicate');
      expect(await settled(integration.id)).to.have.length(1);
    });

    it('answers ping and unused events with 2xx and lists them', async () => {
      const integration = await givenIntegration(fixture.app, workspace, { provider: 'github' });
      const ping = await deliver(fixture.app, integration, { event: 'ping', body: { zen: 'Hi' } });
      expect(ping.status).to.equal(200);
      const push = await deliver(fixture.app, integration, { event: 'push', body: { ref: 'x' } });
      expect(push.status).to.equal(200);
      const listed = await as(fixture.app, workspace.owner)
        .get(`${base()}/${integration.id}/deliveries`)
        .expect(200);
      expect(
        listed.body.data.map((d: { event: string; outcome: string }) => d.outcome),
      ).to.deep.equal(['ignored', 'processed']);
      expect(listed.body.data[0]).to.include({ event: 'push' });
    });

    it('accepts the secret a rotation replaced for 24 hours, then only the new one', async () => {
      const integration = await givenIntegration(fixture.app, workspace, { provider: 'github' });
      const rotated = await as(fixture.app, workspace.owner)
        .post(`${base()}/${integration.id}/rotate-secret`)
        .expect(200);
      const fresh = rotated.body.data.secret as string;
      expect(fresh).not.to.equal(integration.secret);
      const grace = Date.parse(rotated.body.data.previousSecretExpiresAt) - Date.now();
      expect(grace).to.be.within(23.9 * 3600_000, 24 * 3600_000);
      expect((await deliver(fixture.app, integration, { body: opened() })).status).to.equal(202);
      const withNew = await deliver(fixture.app, integration, { body: opened(), secret: fresh });
      expect(withNew.status).to.equal(202);
      // The grace ends: as 24 hours later.
      await suite.database.db
        .updateTable('integrations')
        .set({ previousSecretExpiresAt: new Date(Date.now() - 1000) })
        .where('id', '=', integration.id)
        .execute();
      expect((await deliver(fixture.app, integration, { body: opened() })).status).to.equal(401);
      expect(
        (await deliver(fixture.app, integration, { body: opened(), secret: fresh })).status,
      ).to.equal(202);
    });

    it('lists bad input as rejected with its reason, answering 2xx', async () => {
      const integration = await givenIntegration(fixture.app, workspace, {
        provider: 'github',
        baseUrl: 'https://ghe.example.com',
      });
      const notJson = await deliver(fixture.app, integration, { body: '{"action": "open' });
      expect(notJson.status).to.equal(200);
      const missing = await deliver(fixture.app, integration, { body: { action: 'opened' } });
      expect(missing.status).to.equal(202);
      // The examples' repository lives on github.com, not on this connection's host.
      const elsewhere = await deliver(fixture.app, integration, { body: opened() });
      expect(elsewhere.status).to.equal(202);
      const rows = await settled(integration.id);
      expect(rows.map((row) => row.outcome)).to.deep.equal(['rejected', 'rejected', 'rejected']);
      expect(rows[0]!.detail).to.equal('The body is not JSON');
      expect(rows[1]!.detail).to.contain('pull_request');
      expect(rows[2]!.detail).to.contain('is not on https://ghe.example.com');
      expect(rows.every((row) => row.payload === null)).to.equal(true);
      const links = await suite.database.db
        .selectFrom('pullRequestLinks')
        .select('id')
        .where('workspaceId', '=', workspace.id)
        .execute();
      expect(links).to.deep.equal([]);
    });
  });
});
