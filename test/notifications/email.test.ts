import { expect } from 'chai';
import { sql } from 'kysely';
import request from 'supertest';
import { EMAIL_KEY_PREFIX } from '../../src/notifications/tasks/email';
import { startWorker, type Worker } from '../../src/worker';
import { appFixture, suite, testConfig } from '../support/context';
import {
  as,
  givenMember,
  givenProject,
  givenWorkspace,
  type TestUser,
  type TestWorkspace,
} from '../support/factories';
import { waitFor } from '../support/receiver';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../support/smtp';
import { WEBHOOK_ENV } from '../support/webhooks';
import { inboxOf, notificationsSettled } from './support';

/** A header of a received mail as it was sent (mailparser groups the List-* ones). */
function header(mail: ReceivedMail, name: string): string | undefined {
  const line = mail.headerLines.find((h) => h.key === name)?.line;
  return line?.slice(line.indexOf(':') + 1).trim();
}

/** The batch job of a person, if one waits. */
async function batchOf(user: TestUser) {
  const { rows } = await sql<{ id: string }>`
    SELECT id::text FROM graphile_worker.jobs WHERE key = ${EMAIL_KEY_PREFIX + user.id}
  `.execute(suite.database.db);
  return rows[0];
}

/** Ends the person's email window now: the clock the batch waits on, moved forward. */
async function endWindow(user: TestUser) {
  const job = await batchOf(user);
  expect(job, 'a batch job waits').to.not.equal(undefined);
  await sql`SELECT graphile_worker.reschedule_jobs(ARRAY[${job!.id}::bigint], run_at => now())`.execute(
    suite.database.db,
  );
  await waitFor(async () => (await batchOf(user)) === undefined, 20_000, 'the batch job to run');
}

describe('notification emails: batched, with one-click unsubscribe', function () {
  this.timeout(90_000);
  const fixture = appFixture();
  let smtp: TestSmtpServer;
  let worker: Worker;
  let ws: TestWorkspace;
  let ada: TestUser;
  let bob: TestUser;
  let projectId: string;

  before(async () => {
    smtp = await startSmtpServer();
    worker = await startWorker(
      suite.database.url,
      testConfig({ ...WEBHOOK_ENV, SMTP_URL: smtp.url, NOTIFICATION_EMAIL_DELAY_S: '3600' }),
      suite.log,
    );
  });
  after(async () => {
    await worker?.stop();
    await smtp?.close();
  });
  beforeEach(async () => {
    ws = await givenWorkspace();
    ada = ws.owner;
    bob = await givenMember(ws);
    projectId = (await givenProject(fixture.app, ws, { prefix: `M${Date.now() % 100000}` })).id;
  });

  const createIssue = async (title: string, fields: Record<string, unknown> = {}) => {
    const res = await as(fixture.app, ada)
      .post(`/api/workspaces/${ws.id}/issues`)
      .send({ projectId, title, ...fields });
    expect(res.status).to.equal(201);
    return res.body.data as { id: string; number: number };
  };

  it('sends one email for several changes, listing each unread issue by key', async () => {
    const first = await createIssue('Checkout fails', { assigneeId: bob.id });
    await as(fixture.app, ada)
      .patch(`/api/workspaces/${ws.id}/projects/${projectId}/issues/${first.id}`)
      .send({ status: 'in_progress' })
      .expect(200);
    const second = await createIssue('Refunds are late', { assigneeId: bob.id });
    await notificationsSettled(ws.id);
    expect(smtp.mailsTo(bob.email), 'nothing before the window ends').to.have.length(0);

    await endWindow(bob);
    const mail = await smtp.mailTo(bob.email);
    const prefix = (await inboxOf(fixture.app, ws.id, bob)).items[0]!.issue.prefix;
    expect(mail.text).to.include(`${prefix}-${first.number} Checkout fails`);
    expect(mail.text).to.include(`${prefix}-${second.number} Refunds are late`);
    expect(mail.subject).to.equal(`2 updates: ${prefix}-${first.number} and 1 more`);
    expect(header(mail, 'list-unsubscribe-post')).to.equal('List-Unsubscribe=One-Click');
    expect(header(mail, 'list-unsubscribe')).to.match(
      /^<http:\/\/.+\/api\/notifications\/unsubscribe\?token=[^>]+>$/,
    );
    expect(smtp.mailsTo(bob.email)).to.have.length(1);
  });

  it('leaves out what was read during the window, and sends nothing when all was', async () => {
    await createIssue('Read in time', { assigneeId: bob.id });
    await notificationsSettled(ws.id);
    await as(fixture.app, bob)
      .post(`/api/workspaces/${ws.id}/notifications/read`)
      .send({ all: true })
      .expect(200);
    await endWindow(bob);
    // The batch ran and found nothing: had it queued a mail, its job would be waiting or sent.
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE task_identifier = 'mail:send'
    `.execute(suite.database.db);
    expect(rows[0]!.n + smtp.mailsTo(bob.email).length).to.equal(0);
  });

  it('turns email off with one click on the List-Unsubscribe address, without a session', async () => {
    await createIssue('Before', { assigneeId: bob.id });
    await notificationsSettled(ws.id);
    await endWindow(bob);
    const mail = await smtp.mailTo(bob.email);
    const url = new URL(header(mail, 'list-unsubscribe')!.replace(/^<|>$/g, ''));

    const click = await request(fixture.server)
      .post(`${url.pathname}${url.search}`)
      .type('form')
      .send('List-Unsubscribe=One-Click');
    expect(click.status, JSON.stringify(click.body)).to.equal(200);
    const settings = await as(fixture.app, bob).get('/api/auth/me/notification-settings');
    expect(settings.body.data).to.deep.equal({ emailReasons: [] });

    await createIssue('After', { assigneeId: bob.id });
    await notificationsSettled(ws.id);
    expect(await batchOf(bob), 'no batch for someone who turned email off').to.equal(undefined);
    expect((await inboxOf(fixture.app, ws.id, bob)).unread, 'the inbox still fills').to.equal(2);
  });

  it('refuses an altered link with 400 and changes nothing', async () => {
    const forged = `${bob.id}.${Buffer.alloc(32, 1).toString('base64url')}`;
    const res = await request(fixture.server).post(
      `/api/notifications/unsubscribe?token=${encodeURIComponent(forged)}`,
    );
    expect(res.status).to.equal(400);
    const settings = await as(fixture.app, bob).get('/api/auth/me/notification-settings');
    expect(settings.body.data.emailReasons).to.have.members(['assigned', 'mentioned', 'watching']);
  });

  it('sends email only for the reasons the person chose', async () => {
    await as(fixture.app, bob)
      .put('/api/auth/me/notification-settings')
      .send({ emailReasons: ['mentioned'] })
      .expect(200);
    await createIssue('Assigned only', { assigneeId: bob.id });
    await notificationsSettled(ws.id);
    expect(await batchOf(bob)).to.equal(undefined);
  });
});
