import { expect } from 'chai';
import { inboxOf } from '../notifications/support';
import { openStream, liveService, type OpenStream } from '../live/support';
import { suite } from '../support/context';
import {
  as,
  givenIssueIn,
  givenMember,
  givenPat,
  givenProject,
  givenWorkspace,
  type TestUser,
  type TestWorkspace,
} from '../support/factories';
import { startReceiver, waitFor } from '../support/receiver';
import { givenWebhook, WEBHOOK_ENV, workerFixture } from '../support/webhooks';
import { deliver, givenIntegration, githubPullRequest, settled } from './code-host';

const CHANGES = ['issue.pr_linked', 'issue.pr_status_changed', 'issue.updated'];

describe("a connection's changes reach every reader", function () {
  this.timeout(60_000);
  workerFixture();
  let live: Awaited<ReturnType<typeof liveService>>;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let stream: OpenStream | undefined;

  before(async () => {
    live = await liveService(WEBHOOK_ENV);
    receiver = await startReceiver();
  });
  afterEach(() => stream?.close());
  after(async () => {
    await receiver?.close();
    await live?.close();
  });

  let workspace: TestWorkspace;
  let watcher: TestUser;

  beforeEach(async () => {
    workspace = await givenWorkspace();
    watcher = await givenMember(workspace);
  });

  it('shows a link, its state and the move to done in activity, live stream, webhooks and inboxes', async () => {
    const project = await givenProject(live.app, workspace);
    const issue = await givenIssueIn(live.app, workspace, project.id);
    const issuePath = `/api/workspaces/${workspace.id}/projects/${project.id}/issues/${issue.id}`;
    await as(live.app, watcher).post(`${issuePath}/watch`).expect(200);
    const hook = await givenWebhook(live.app, workspace, receiver.url(), CHANGES);
    const pat = await givenPat(live.app, workspace, ['read:issues']);
    stream = await openStream(live.baseUrl, workspace.id, { token: pat.token });
    expect(stream.status).to.equal(200);
    await waitFor(() => stream!.messages.length > 0, 10_000, 'the ready message');
    const integration = await givenIntegration(live.app, workspace, { provider: 'github' });

    const pr = { number: 21, title: `Fixes ${project.prefix}-${issue.number}` };
    expect(
      (await deliver(live.app, integration, { body: githubPullRequest('opened', pr) })).status,
    ).to.equal(202);
    await settled(integration.id);
    const linked = await inboxOf(live.app, workspace.id, watcher);
    expect(linked.items).to.have.length(1);
    expect(linked.items[0]).to.deep.include({
      issueId: issue.id,
      event: 'issue.pr_linked',
      reasons: ['watching'],
      actor: { type: 'integration', id: integration.id },
    });

    const merged = githubPullRequest('closed', pr, { state: 'closed', merged: true });
    expect((await deliver(live.app, integration, { body: merged })).status).to.equal(202);
    await settled(integration.id);

    // Activity: each change by the connection.
    const activity = await as(live.app, workspace.owner).get(`${issuePath}/activity`).expect(200);
    const recorded = (
      activity.body.data.items as { name: string; actorType: string; actorId: string }[]
    )
      .filter((item) => CHANGES.includes(item.name))
      .map((item) => [item.name, item.actorType, item.actorId]);
    expect(recorded).to.have.deep.members(
      CHANGES.map((name) => [name, 'integration', integration.id]),
    );

    // The live stream.
    const streamed = await waitFor(
      () => {
        const names = stream!.changes().map((m) => m.event);
        return CHANGES.every((name) => names.includes(name)) && stream!.changes();
      },
      10_000,
      'the changes on the live stream',
    );
    for (const message of streamed.filter((m) => CHANGES.includes(m.event ?? ''))) {
      expect(JSON.parse(message.data).payload).to.include({ issueId: issue.id });
    }

    // Outbound webhooks, at least once each: a receiver tells repeats by their deliveryId.
    const delivered = await waitFor(
      () => {
        const byDelivery = new Map(
          receiver.received
            .filter((r) => r.body.webhookId === hook.id)
            .map((r) => [r.body.deliveryId, r.body]),
        );
        return byDelivery.size >= CHANGES.length && [...byDelivery.values()];
      },
      10_000,
      'the outbound webhook deliveries',
    );
    expect(delivered.map((body) => body.event)).to.have.members(CHANGES);
    for (const body of delivered) expect(body.payload).to.include({ issueId: issue.id });

    // The watcher's inbox: the latest change, by the connection.
    const moved = await inboxOf(live.app, workspace.id, watcher);
    expect(moved.items).to.have.length(1);
    expect(moved.items[0]).to.deep.include({
      event: 'issue.updated',
      actor: { type: 'integration', id: integration.id },
      changes: { status: { old: 'backlog', new: 'done' } },
    });
    expect(suite.violations).to.deep.equal([]);
  });
});
