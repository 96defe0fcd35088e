import { expect } from 'chai';
import { sql } from 'kysely';
import { NOTIFY_KEY_PREFIX } from '../../src/notifications/tasks/notify';
import { appFixture, suite } from '../support/context';
import {
  as,
  bearer,
  eventsOf,
  givenAgentToken,
  givenMember,
  givenProject,
  givenWorkspace,
} from '../support/factories';

describe('notifications: what a new issue writes with its row', () => {
  // No worker runs here: the jobs queued stay in the queue to be counted.
  const fixture = appFixture();

  it('subscribes its creator at once, and queues the inbox work only when someone else may be told', async () => {
    const ws = await givenWorkspace();
    const ada = ws.owner;
    const bob = await givenMember(ws);
    const { id: projectId } = await givenProject(fixture.app, ws);
    const { token } = await givenAgentToken(fixture.app, ws, 'WORKSPACE');
    const create = async (fields: Record<string, unknown>, client = as(fixture.app, ada)) => {
      const res = await client
        .post(`/api/workspaces/${ws.id}/issues`)
        .send({ projectId, title: 'Checkout fails', ...fields })
        .expect(201);
      const issueId = res.body.data.id as string;
      const [created] = await eventsOf(issueId);
      const { rows } = await sql<{ watchers: string[]; queued: boolean }>`
        SELECT coalesce((SELECT array_agg(user_id ORDER BY user_id) FROM issue_watchers
                         WHERE issue_id = ${issueId}), '{}') AS watchers,
               EXISTS (SELECT FROM graphile_worker.jobs
                       WHERE key = ${NOTIFY_KEY_PREFIX} || ${created!.id}) AS queued
      `.execute(suite.database.db);
      return rows[0]!;
    };

    expect(await create({})).to.deep.equal({ watchers: [ada.id], queued: false });
    expect(await create({ assigneeId: ada.id })).to.deep.equal({
      watchers: [ada.id],
      queued: false,
    });
    // The job subscribes and tells the assignee, and the mentioned members.
    expect(await create({ assigneeId: bob.id })).to.deep.equal({
      watchers: [ada.id],
      queued: true,
    });
    expect(await create({ description: 'Seen by @someone' })).to.deep.equal({
      watchers: [ada.id],
      queued: true,
    });
    // An agent follows nothing; its issue is queued only for an assignee.
    const agent = bearer(fixture.app, token);
    expect(await create({}, agent)).to.deep.equal({ watchers: [], queued: false });
    expect(await create({ assigneeId: bob.id }, agent)).to.deep.equal({
      watchers: [],
      queued: true,
    });
  });
});
