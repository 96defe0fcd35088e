import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import request from 'supertest';
import { isSealed } from '../../src/db/secrets';
import { LISTED_DELIVERIES } from '../../src/integrations/deliveries';
import { MAX_DELIVERY_BYTES } from '../../src/integrations/receiver';
import { appFixture, suite } from '../support/context';
import { as, givenMember, givenWorkspace, type TestWorkspace } from '../support/factories';
import { workerFixture } from '../support/webhooks';
import {
  deliver,
  deliveriesOf,
  givenIntegration,
  giteaPullRequest,
  githubPullRequest,
  gitlabMergeRequest,
  hookPath,
  settled,
} from './code-host';

describe('code-host connections', () => {
  const fixture = appFixture();
  const noGrace = appFixture({}, { INTEGRATION_SECRET_GRACE_SECONDS: '0' });
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
      for (const id of ['NOT-AN-ID', 'x'.repeat(60), integration.id.toUpperCase()]) {
        const malformed = await request(fixture.server)
          .post(`/api/hooks/${id}`)
          .set('Content-Type', 'application/json')
          .send('{}');
        expect(malformed.status, id).to.equal(401);
        expect(malformed.body, id).to.deep.equal(wrong.body);
      }
    });

    it('refuses a body over 1 MB with 413, writing nothing', async () => {
      const integration = await givenIntegration(fixture.app, workspace, { provider: 'github' });
      const body = { ...opened(), padding: 'x'.repeat(1024 * 1024) };
      const res = await deliver(fixture.app, integration, { body });
      expect(res.status).to.equal(413);
      expect(await deliveriesOf(integration.id)).to.deep.equal([]);
    });

    it('counts the bytes of a body sent without Content-Length, and takes exactly 1 MB', async () => {
      const integration = await givenIntegration(fixture.app, workspace, { provider: 'github' });
      const exactly = (bytes: number) => {
        const text = JSON.stringify({ ...opened(), padding: '' });
        return text.replace('"padding":""', `"padding":"${'x'.repeat(bytes - text.length)}"`);
      };
      const largest = exactly(MAX_DELIVERY_BYTES);
      expect(Buffer.byteLength(largest)).to.equal(1024 * 1024);
      expect((await deliver(fixture.app, integration, { body: largest })).status).to.equal(202);

      // Chunked: the size is known only once the bytes arrive.
      const over = exactly(MAX_DELIVERY_BYTES + 1);
      const { sign } = await import('@octokit/webhooks-methods');
      const server = http.createServer(fixture.server);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}${hookPath(integration)}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-GitHub-Event': 'pull_request',
          'X-GitHub-Delivery': 'chunked',
          'X-Hub-Signature-256': await sign(integration.secret, over),
        },
        body: new Blob([over]).stream(),
        duplex: 'half',
      } as RequestInit).finally(() => server.close());
      expect(res.status).to.equal(413);
      const rows = await settled(integration.id);
      expect(rows.map((row) => row.deliveryKey)).not.to.include('chunked');
      expect(rows).to.have.length(1);
    });

    for (const [provider, header, body] of [
      ['github', 'X-GitHub-Delivery', () => opened()],
      ['gitea', 'X-Gitea-Delivery', () => giteaPullRequest('opened')],
      ['gitlab', 'X-Gitlab-Event-UUID', () => gitlabMergeRequest({ action: 'open' })],
    ] as const) {
      it(`takes a repeated ${header} once`, async () => {
        const integration = await givenIntegration(fixture.app, workspace, {
          provider,
          baseUrl: provider === 'github' ? undefined : 'https://code.example.com',
        });
        // The header is set by name: a test of one header must not pass on another's.
        const headers = { [header]: 'same' };
        const first = await deliver(fixture.app, integration, { body: body(), headers });
        expect(first.status).to.equal(202);
        const again = await deliver(fixture.app, integration, { body: body(), headers });
        expect(again.status).to.equal(200);
        expect(again.body.data.outcome).to.equal('duplicate');
        const other = await deliver(fixture.app, integration, {
          body: body(),
          headers: { [header]: 'another' },
        });
        expect(other.status).to.equal(202);
        const rows = await settled(integration.id);
        expect(rows.map((row) => row.deliveryKey)).to.deep.equal(['same', 'another']);
      });
    }

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
      // Both instants are the rotation's database time: the grace is exactly 24 hours.
      const { previousSecretExpiresAt, updatedAt } = rotated.body.data;
      expect(Date.parse(previousSecretExpiresAt) - Date.parse(updatedAt)).to.equal(86_400_000);
      expect((await deliver(fixture.app, integration, { body: opened() })).status).to.equal(202);
      const withNew = await deliver(fixture.app, integration, { body: opened(), secret: fresh });
      expect(withNew.status).to.equal(202);
      // 24 hours later: the grace ends (moved to a second ago rather than waited for).
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

    it('takes the grace from INTEGRATION_SECRET_GRACE_SECONDS', async () => {
      const integration = await givenIntegration(noGrace.app, workspace, { provider: 'github' });
      const rotated = await as(noGrace.app, workspace.owner)
        .post(`${base()}/${integration.id}/rotate-secret`)
        .expect(200);
      const { previousSecretExpiresAt, updatedAt } = rotated.body.data;
      expect(previousSecretExpiresAt).to.equal(updatedAt);
      expect((await deliver(noGrace.app, integration, { body: opened() })).status).to.equal(401);
      const fresh = rotated.body.data.secret as string;
      expect(
        (await deliver(noGrace.app, integration, { body: opened(), secret: fresh })).status,
      ).to.equal(202);
    });

    it('lists the last 50 deliveries, newest first, with event, time and outcome', async () => {
      const integration = await givenIntegration(fixture.app, workspace, { provider: 'github' });
      for (let n = 1; n <= LISTED_DELIVERIES + 2; n += 1) {
        const res = await deliver(fixture.app, integration, {
          event: n % 2 ? 'ping' : 'push',
          body: { n },
          id: `d${n}`,
        });
        expect(res.status).to.equal(200);
      }
      const listed = await as(fixture.app, workspace.owner)
        .get(`${base()}/${integration.id}/deliveries`)
        .expect(200);
      const items = listed.body.data as {
        deliveryKey: string;
        event: string;
        outcome: string;
        receivedAt: string;
      }[];
      expect(items).to.have.length(50);
      expect(items.map((d) => d.deliveryKey)).to.deep.equal(
        Array.from({ length: 50 }, (_, i) => `d${LISTED_DELIVERIES + 2 - i}`),
      );
      expect(items[0]).to.include({ event: 'push', outcome: 'ignored' });
      expect(items[1]).to.include({ event: 'ping', outcome: 'processed' });
      expect(Date.parse(items[0]!.receivedAt)).to.be.at.least(Date.parse(items[49]!.receivedAt));
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

    it('never answers a signed delivery with a 5xx, whatever its body', async () => {
      const github = await givenIntegration(fixture.app, workspace, { provider: 'github' });
      const gitlab = await givenIntegration(fixture.app, workspace, { provider: 'gitlab' });
      const withTitle = (title: string) => {
        const body = opened();
        body.pull_request.title = title;
        return JSON.stringify(body);
      };
      const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
      const withNumber = (number: number) => {
        const body = opened();
        body.pull_request.number = number;
        return body;
      };
      const rejected = (reason: RegExp) => ({ outcome: 'rejected', reason });
      const cases: [
        typeof github,
        string | Buffer | object,
        { outcome: string; reason: RegExp },
      ][] = [
        [github, Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), rejected(/not UTF-8/)],
        [github, Buffer.alloc(0), rejected(/not JSON/)],
        [github, 'null', rejected(/the body is missing or not an object/)],
        [github, '[1, 2]', rejected(/the body is missing or not an object/)],
        [github, '"opened"', rejected(/the body is missing or not an object/)],
        // PostgreSQL's jsonb holds no NUL: the payload is kept with U+FFFD in its place.
        [github, withTitle('Nul \u0000 here'), { outcome: 'processed', reason: /No issue/ }],
        [github, nested(100_000), rejected(/nested too deeply/)],
        [github, nested(2_000), rejected(/the body is missing or not an object/)],
        [github, withNumber(-1), rejected(/pull_request.number/)],
        [github, withNumber(2 ** 31), rejected(/pull_request.number/)],
        [gitlab, { object_kind: 'issue' }, rejected(/object_kind is not merge_request/)],
        [gitlab, gitlabMergeRequest({ iid: undefined }), rejected(/object_attributes.iid/)],
        [gitlab, gitlabMergeRequest({}, {}, { web_url: 7 }), rejected(/project.web_url/)],
        [gitlab, '{"object_kind":', rejected(/not JSON/)],
      ];
      for (const [i, [integration, body]] of cases.entries()) {
        const res = await deliver(fixture.app, integration, { body });
        expect(res.status, `${i}: ${JSON.stringify(res.body)}`).to.be.within(200, 299);
      }
      const rows = [...(await settled(github.id)), ...(await settled(gitlab.id))];
      expect(rows).to.have.length(cases.length);
      rows.forEach((row, i) => {
        const { outcome, reason } = cases[i]![2];
        expect(row.outcome, `${i}: ${row.detail}`).to.equal(outcome);
        expect(row.detail, String(i)).to.match(reason);
      });
    });
  });
});
