import { expect } from 'chai';
import { startWorker, type Worker } from '../../src/worker';
import {
  call,
  givenUser,
  givenWorkspace,
  openStream,
  startApi,
  type ApiProcess,
} from '../live/support';
import { suite, testConfig } from '../support/context';
import { waitFor } from '../support/receiver';
import { WEBHOOK_ENV } from '../support/webhooks';

describe('notifications on the live stream', function () {
  this.timeout(120_000);
  let api: ApiProcess;
  let worker: Worker;

  before(async () => {
    api = await startApi(suite.database.url);
    worker = await startWorker(suite.database.url, testConfig(WEBHOOK_ENV), suite.log);
  });
  after(async () => {
    await worker?.stop();
    await api?.stop();
  });

  it('reaches the notified person’s streams only, as notification.created', async () => {
    const ws = await givenWorkspace(api.baseUrl);
    const bob = await givenUser(api.baseUrl, 'Bob');
    await suite.database.db
      .insertInto('workspaceMembers')
      .values({ workspaceId: ws.workspaceId, userId: bob.id, role: 'member' })
      .execute();
    const bobs = await openStream(api.baseUrl, ws.workspaceId, bob.session);
    const adas = await openStream(api.baseUrl, ws.workspaceId, ws.owner.session);
    try {
      await waitFor(() => bobs.messages.length > 0 && adas.messages.length > 0, 10_000, 'ready');

      const issue = await call(api.baseUrl, 'POST', `${ws.base}/issues`, ws.owner.session, {
        projectId: ws.projectId,
        title: 'For Bob',
        assigneeId: bob.id,
      });
      const message = await waitFor(
        () => bobs.messages.find((m) => m.event === 'notification.created'),
        10_000,
        'notification.created on Bob’s stream',
      );
      const data = JSON.parse(message.data);
      expect(data).to.include({
        event: 'notification.created',
        workspaceId: ws.workspaceId,
        issueId: issue.id,
      });
      expect(message.id, 'a hint, not a position').to.equal(undefined);
      const inbox = await call(api.baseUrl, 'GET', `${ws.base}/notifications`, bob.session);
      expect(inbox.items.map((n: { id: string }) => n.id)).to.deep.equal([data.notificationId]);

      // Ada's stream carries the issue's own event, and nothing of Bob's inbox.
      await waitFor(() => adas.changes().some((m) => m.event === 'issue.created'), 10_000, 'issue');
      expect(adas.messages.map((m) => m.event)).not.to.include('notification.created');
    } finally {
      bobs.close();
      adas.close();
    }
  });
});
