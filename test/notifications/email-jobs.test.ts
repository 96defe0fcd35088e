import { expect } from 'chai';
import { sql } from 'kysely';
import { Client, type Notification } from 'pg';
import { EMAIL_KEY_PREFIX, EMAIL_TASK } from '../../src/notifications/tasks/email';
import { NOTIFY_KEY_PREFIX } from '../../src/notifications/tasks/notify';
import { notifyOfEvent } from '../../src/notifications/write';
import { appFixture, suite } from '../support/context';
import {
  as,
  eventsOf,
  givenMember,
  givenProject,
  givenWorkspace,
  type TestUser,
  type TestWorkspace,
} from '../support/factories';

const WATCHERS = 40;
const DELAY_SECONDS = 3600;

/** The email batch jobs waiting for these people: key, payload and due time. */
async function batchJobs(users: readonly TestUser[]) {
  const keys = users.map((user) => EMAIL_KEY_PREFIX + user.id);
  const { rows } = await sql<{
    key: string;
    payload: { userId: string };
    runAt: string;
    dueInSeconds: number;
  }>`
    SELECT j.key, j.payload, j.run_at AS "runAt",
           extract(epoch FROM j.run_at - now())::float8 AS "dueInSeconds"
    FROM graphile_worker._private_jobs j
    JOIN graphile_worker._private_tasks t ON t.id = j.task_id
    WHERE t.identifier = ${EMAIL_TASK} AND j.key = ANY (${keys}::text[])
    ORDER BY j.key
  `.execute(suite.database.db);
  return rows;
}

/**
 * What graphile-worker was told on `jobs:insert` while `work` ran and committed: a NOTIFY
 * of our own, sent after the work on the same channel, marks where its messages end.
 */
async function jobInsertsDuring(work: () => Promise<unknown>): Promise<{ count: number }[]> {
  const listener = new Client({ connectionString: suite.database.url });
  await listener.connect();
  try {
    const received: string[] = [];
    let sawEnd!: () => void;
    const ended = new Promise<void>((resolve) => (sawEnd = resolve));
    const end = `end-${Date.now()}`;
    listener.on('notification', (message: Notification) => {
      if (message.payload === end) sawEnd();
      else received.push(message.payload ?? '');
    });
    await listener.query('LISTEN "jobs:insert"');
    await work();
    await sql`SELECT pg_notify('jobs:insert', ${end})`.execute(suite.database.db);
    await ended;
    return received.map((payload) => JSON.parse(payload) as { count: number });
  } finally {
    await listener.end();
  }
}

// No worker runs here: the notify job of each event is run by hand, and what it queued is
// read from the job table before anything could take it.
describe('notification emails: the batch jobs of many watchers', function () {
  this.timeout(60_000);
  const fixture = appFixture();
  let ws: TestWorkspace;
  let projectId: string;
  let watchers: TestUser[];

  beforeEach(async () => {
    ws = await givenWorkspace();
    projectId = (await givenProject(fixture.app, ws)).id;
    watchers = [];
    for (let n = 0; n < WATCHERS; n++) watchers.push(await givenMember(ws));
  });
  afterEach(async () => {
    // Leave no job of this workspace for a later file's worker.
    const keys = [...watchers.map((user) => EMAIL_KEY_PREFIX + user.id)];
    await sql`
      SELECT graphile_worker.remove_job(key) FROM graphile_worker.jobs
      WHERE key = ANY (${keys}::text[])
         OR key IN (SELECT ${NOTIFY_KEY_PREFIX} || id FROM events WHERE workspace_id = ${ws.id})
    `.execute(suite.database.db);
  });

  async function changeStatus(issueId: string, status: string) {
    await as(fixture.app, ws.owner)
      .patch(`/api/workspaces/${ws.id}/projects/${projectId}/issues/${issueId}`)
      .send({ status })
      .expect(200);
    return (await eventsOf(issueId)).at(-1)!;
  }

  it('queues one batch job per watcher with one add_jobs call, each keyed by person and due once', async () => {
    const created = await as(fixture.app, ws.owner)
      .post(`/api/workspaces/${ws.id}/issues`)
      .send({ projectId, title: 'Watched by many' })
      .expect(201);
    const issueId = created.body.data.id as string;
    await sql`
      INSERT INTO issue_watchers (issue_id, user_id, workspace_id)
      SELECT ${issueId}, id, ${ws.id} FROM unnest(${watchers.map((u) => u.id)}::text[]) AS id
    `.execute(suite.database.db);

    const first = await changeStatus(issueId, 'in_progress');
    let written = 0;
    const told = await jobInsertsDuring(async () => {
      written = await notifyOfEvent(suite.database.db, first.id, DELAY_SECONDS);
    });
    expect(written).to.equal(WATCHERS);
    // One call for the whole batch: one message naming every job, not one per person.
    expect(told.map((message) => message.count)).to.deep.equal([WATCHERS]);

    const queued = await batchJobs(watchers);
    expect(queued).to.have.length(WATCHERS);
    expect(queued.map((job) => job.payload.userId)).to.have.members(watchers.map((u) => u.id));
    for (const job of queued) expect(job.key).to.equal(EMAIL_KEY_PREFIX + job.payload.userId);
    // Due when the window closes (NOTIFICATION_EMAIL_DELAY_S after the entry was written).
    for (const job of queued)
      expect(job.dueInSeconds).to.be.within(DELAY_SECONDS - 60, DELAY_SECONDS);

    // A later change joins the open batches: still one job a person, due when it was.
    const second = await changeStatus(issueId, 'in_review');
    expect(await notifyOfEvent(suite.database.db, second.id, DELAY_SECONDS)).to.equal(WATCHERS);
    const again = await batchJobs(watchers);
    expect(again).to.have.length(WATCHERS);
    expect(again.map((job) => job.runAt)).to.deep.equal(queued.map((job) => job.runAt));
  });
});
