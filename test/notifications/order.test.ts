import { expect } from 'chai';
import { notifyInOrder } from '../../src/notifications/tasks/notify';
import { appFixture, suite } from '../support/context';
import { as, eventsOf, givenMember, givenProject, givenWorkspace } from '../support/factories';

describe('notifications: events of one issue whose jobs run out of order', function () {
  const fixture = appFixture();

  it('runs the earlier events first, so an issue’s first change reaches the assignee it subscribed', async () => {
    // No worker runs here: each job is run by hand, the change's before the creation's.
    const ws = await givenWorkspace();
    const bob = await givenMember(ws);
    const { id: projectId } = await givenProject(fixture.app, ws);
    const created = await as(fixture.app, ws.owner)
      .post(`/api/workspaces/${ws.id}/issues`)
      .send({ projectId, title: 'Checkout fails', assigneeId: bob.id })
      .expect(201);
    const issueId = created.body.data.id as string;
    await as(fixture.app, ws.owner)
      .patch(`/api/workspaces/${ws.id}/projects/${projectId}/issues/${issueId}`)
      .send({ status: 'in_progress' })
      .expect(200);
    const [creation, change] = await eventsOf(issueId);

    expect(await notifyInOrder(suite.database.db, change!.id, 0)).to.equal(2);
    // The creation's own job, when it runs, finds its work done.
    expect(await notifyInOrder(suite.database.db, creation!.id, 0)).to.equal(0);

    const inbox = await as(fixture.app, bob)
      .get(`/api/workspaces/${ws.id}/notifications`)
      .expect(200);
    expect(inbox.body.data.items).to.have.length(1);
    expect(inbox.body.data.items[0]).to.deep.include({
      event: 'issue.updated',
      reasons: ['watching'],
      changes: { status: { old: 'backlog', new: 'in_progress' } },
    });
  });
});
