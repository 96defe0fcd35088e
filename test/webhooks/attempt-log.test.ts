import { expect } from 'chai';
import { appFixture } from '../support/context';
import { as, givenWorkspace } from '../support/factories';
import { startReceiver, waitFor, type Answer } from '../support/receiver';
import { emit, givenWebhook, WEBHOOK_ENV, workerFixture } from '../support/webhooks';

interface LoggedAttempt {
  statusCode: number | null;
  error: string | null;
  responseHeaders: Record<string, string> | null;
  responseBody: string | null;
  responseBodyCut: boolean;
}

describe('the delivery log keeps what the receiver answered', () => {
  const fixture = appFixture({}, WEBHOOK_ENV);
  // The test receiver checks each delivery against the document, and its first check compiles
  // the document's schemas: longer than the usual test timeout on a busy machine.
  workerFixture({ WEBHOOK_TIMEOUT_MS: '10000' });

  async function attemptsOf(
    workspace: { id: string; owner: never },
    hookId: string,
    count: number,
  ) {
    return waitFor(
      async () => {
        const res = await as(fixture.app, workspace.owner)
          .get(`/api/workspaces/${workspace.id}/webhooks/${hookId}/deliveries`)
          .expect(200);
        const log = res.body.data.items[0]?.attemptLog as LoggedAttempt[] | undefined;
        return log && log.length >= count && log;
      },
      15_000,
      `${count} attempts`,
    );
  }

  it('stores headers without Set-Cookie and the first 2 KiB of the body, marked when cut', async () => {
    const long = `${'é'.repeat(1500)}tail`; // 3,004 bytes: cut inside the 2 KiB
    const receiver = await startReceiver({
      respond: (_request, index): Answer =>
        index === 0
          ? {
              status: 503,
              headers: { 'Retry-After': '1', 'Set-Cookie': 'session=secret', 'X-Trace': 'abc' },
              body: long,
            }
          : { status: 200, headers: { 'Content-Type': 'application/json' }, body: '{"ok":true}' },
    });
    try {
      const workspace = await givenWorkspace();
      const hook = await givenWebhook(fixture.app, workspace, receiver.url());
      await emit(workspace.id);
      const [failed, succeeded] = await attemptsOf(workspace as never, hook.id, 2);
      expect(failed!.statusCode, JSON.stringify(failed)).to.equal(503);
      expect(failed!.responseHeaders).to.include({ 'retry-after': '1', 'x-trace': 'abc' });
      expect(failed!.responseHeaders).not.to.have.property('set-cookie');
      expect(failed!.responseBodyCut).to.equal(true);
      expect(Buffer.byteLength(failed!.responseBody!)).to.be.at.most(2048 + 2);
      expect(failed!.responseBody!.startsWith('éé')).to.equal(true);
      expect(failed!.responseBody).not.to.include('tail');
      expect(succeeded).to.deep.include({
        statusCode: 200,
        responseBody: '{"ok":true}',
        responseBodyCut: false,
      });
      // The webhook's health sums its attempts up.
      const listed = await as(fixture.app, workspace.owner)
        .get(`/api/workspaces/${workspace.id}/webhooks`)
        .expect(200);
      const { health } = listed.body.data.items.find((w: { id: string }) => w.id === hook.id);
      expect(health).to.include({ attempts24h: 2, successRate24h: 0.5 });
      expect(health.p50DurationMs24h).to.be.a('number');
      expect(health.p95DurationMs24h).to.be.at.least(health.p50DurationMs24h);
      expect(Date.parse(health.lastSuccessAt)).to.be.above(Date.parse(health.lastFailureAt));
      // Nothing of ours is kept: no signature, no secret.
      const all = JSON.stringify([failed, succeeded]);
      expect(all).not.to.include(hook.secret);
      expect(all).not.to.include('sha256=');
    } finally {
      await receiver.close();
    }
  });

  it('keeps no response when the receiver never answered, and a NUL byte does not break the log', async () => {
    const receiver = await startReceiver({
      respond: () => ({ status: 500, body: Buffer.from([0x61, 0x00, 0x62]) }),
    });
    try {
      const workspace = await givenWorkspace();
      const refused = await givenWebhook(fixture.app, workspace, 'http://127.0.0.1:9/hook');
      const hook = await givenWebhook(fixture.app, workspace, receiver.url());
      await emit(workspace.id);
      const [unanswered] = await attemptsOf(workspace as never, refused.id, 1);
      expect(unanswered).to.deep.include({
        statusCode: null,
        responseHeaders: null,
        responseBody: null,
      });
      expect(unanswered!.error).to.match(/ECONNREFUSED/);
      const [nul] = await attemptsOf(workspace as never, hook.id, 1);
      expect(nul).to.deep.include({ statusCode: 500, responseBody: 'a\uFFFDb' });
    } finally {
      await receiver.close();
    }
  });
});
