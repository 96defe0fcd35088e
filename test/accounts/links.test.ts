import { expect } from 'chai';
import request from 'supertest';
import { newId } from '../../src/db/ids';
import { startWorker, type Worker } from '../../src/worker';
import { appFixture, FIRST_PARTY, suite, testConfig } from '../support/context';
import { as, givenMember, givenUser, givenWorkspace, PASSWORD } from '../support/factories';
import { linkIn, startSmtpServer, type TestSmtpServer } from '../support/smtp';
import { run } from '../operator/support';

describe('password reset and invitations, by mail', () => {
  let smtp: TestSmtpServer;
  let worker: Worker;
  const fixture = appFixture({}, { BASE_URL: 'http://app.example.test' });
  const api = () => request(fixture.server);

  before(async () => {
    smtp = await startSmtpServer();
    worker = await startWorker(
      suite.database.url,
      testConfig({
        SMTP_URL: smtp.url,
        WORKER_POLL_INTERVAL_MS: '50',
        BASE_URL: 'http://app.example.test',
      }),
      suite.log,
    );
  });
  after(async () => {
    await worker?.stop();
    await smtp?.close();
  });

  it('resets a password from the mailed link once, ending every old session', async () => {
    const user = await givenUser();
    await as(fixture.app, user).get('/api/auth/me').expect(200);
    const asked = await api()
      .post('/api/auth/password-reset')
      .send({ email: user.email.toUpperCase() })
      .expect(202);
    const unknown = await api()
      .post('/api/auth/password-reset')
      .send({ email: `nobody-${newId()}@example.test` })
      .expect(202);
    expect(unknown.body).to.deep.equal(asked.body);

    const mail = await smtp.mailTo(user.email);
    const link = linkIn(mail, '/reset-password');
    const token = link.searchParams.get('token')!;
    // Opening the link twice (a mail scanner, then the person) spends nothing.
    const reset = await api()
      .post('/api/auth/password-reset/confirm')
      .send({ token, password: 'a brand new password' })
      .expect(200);
    expect(reset.body.data.user.id).to.equal(user.id);
    expect(reset.headers['set-cookie']).to.satisfy((c: string[]) =>
      c.some((l) => l.startsWith('service_access=')),
    );
    await as(fixture.app, user).get('/api/auth/me').expect(401);
    const again = await api()
      .post('/api/auth/password-reset/confirm')
      .send({ token, password: 'another new password' })
      .expect(410);
    expect(again.body.message).to.match(/already used.*Forgot password/);
    await api().post('/api/auth/login').send({ email: user.email, password: PASSWORD }).expect(401);
    await api()
      .post('/api/auth/login')
      .send({ email: user.email, password: 'a brand new password' })
      .expect(200);
    const audit = await suite.database.db
      .selectFrom('accountAuditLog')
      .select('action')
      .where('userId', '=', user.id)
      .execute();
    expect(audit.map((a) => a.action)).to.deep.equal(['password.reset']);
  });

  it('refuses an unknown token with 404 and a way to ask again', async () => {
    const res = await api()
      .post('/api/auth/password-reset/confirm')
      .send({ token: 'x'.repeat(43), password: 'whatever password' })
      .expect(404);
    expect(res.body.message).to.match(/not valid.*Forgot password/);
  });

  async function invite(
    workspace: { id: string; owner: Parameters<typeof as>[1] },
    email: string,
    role = 'member',
  ) {
    const res = await as(fixture.app, workspace.owner)
      .post(`/api/workspaces/${workspace.id}/invitations`)
      .send({ email, role });
    expect(res.status, JSON.stringify(res.body)).to.equal(201);
    return res.body.data as { id: string; url: string; email: string; status: string };
  }

  it('invites a newcomer, who signs up with the invited email and accepts', async () => {
    const workspace = await givenWorkspace();
    const email = `newcomer-${newId()}@example.test`;
    const invitation = await invite(workspace, email);
    expect(invitation.status).to.equal('pending');
    const mail = await smtp.mailTo(email);
    const link = linkIn(mail, '/invitations/accept');
    expect(link.toString()).to.equal(invitation.url);
    const token = link.searchParams.get('token')!;
    const preview = await api().post('/api/invitations/lookup').send({ token }).expect(200);
    expect(preview.body.data).to.include({ email, role: 'member', hasAccount: false });
    const agent = request.agent(fixture.server);
    await agent
      .post('/api/auth/register')
      .send({ email, password: PASSWORD, name: 'New' })
      .expect(201);
    const joined = await agent
      .post('/api/invitations/accept')
      .set('Origin', FIRST_PARTY)
      .send({ token })
      .expect(200);
    expect(joined.body.data).to.include({ id: workspace.id, role: 'member' });
    await agent
      .post('/api/invitations/accept')
      .set('Origin', FIRST_PARTY)
      .send({ token })
      .expect(410);
  });

  it('gives the same answer whether or not the email has an account', async () => {
    const workspace = await givenWorkspace();
    const existing = await givenUser();
    const a = await invite(workspace, existing.email);
    const b = await invite(workspace, `ghost-${newId()}@example.test`);
    expect(Object.keys(a).sort()).to.deep.equal(Object.keys(b).sort());
    expect(a).not.to.have.property('userId');
  });

  it('lets only the invited email’s account accept, and refuses a withdrawn invitation', async () => {
    const workspace = await givenWorkspace();
    const invited = await givenUser();
    const stranger = await givenUser();
    const invitation = await invite(workspace, invited.email, 'admin');
    const token = new URL(invitation.url).searchParams.get('token')!;
    const refused = await as(fixture.app, stranger)
      .post('/api/invitations/accept')
      .send({ token })
      .expect(403);
    expect(refused.body.message).to.match(/another email address/);
    await as(fixture.app, workspace.owner)
      .delete(`/api/workspaces/${workspace.id}/invitations/${invitation.id}`)
      .expect(204);
    const withdrawn = await as(fixture.app, invited)
      .post('/api/invitations/accept')
      .send({ token })
      .expect(410);
    expect(withdrawn.body.message).to.match(/withdrawn.*invited you/);
    const members = await as(fixture.app, workspace.owner)
      .get(`/api/workspaces/${workspace.id}/members`)
      .expect(200);
    expect(members.body.data.items).to.have.length(1);
  });

  it('lets an existing person accept; member.added and audit rows follow', async () => {
    const workspace = await givenWorkspace();
    const person = await givenUser();
    const invitation = await invite(workspace, person.email.toUpperCase());
    const token = new URL(invitation.url).searchParams.get('token')!;
    await as(fixture.app, person).post('/api/invitations/accept').send({ token }).expect(200);
    const audit = await as(fixture.app, workspace.owner)
      .get(`/api/workspaces/${workspace.id}/audit-log`)
      .expect(200);
    const actions = audit.body.data.items.map((e: { action: string }) => e.action);
    expect(actions).to.include.members(['invitation.created', 'invitation.accepted']);
    const events = await suite.database.db
      .selectFrom('events')
      .select(['name', 'actorId'])
      .where('workspaceId', '=', workspace.id)
      .where('name', '=', 'member.added')
      .execute();
    expect(events).to.deep.equal([{ name: 'member.added', actorId: person.id }]);
  });

  it('answers 409 for a member and 403 for a role above one’s own', async () => {
    const workspace = await givenWorkspace();
    const admin = await givenMember(workspace, 'admin');
    await as(fixture.app, workspace.owner)
      .post(`/api/workspaces/${workspace.id}/invitations`)
      .send({ email: admin.email.toUpperCase() })
      .expect(409);
    await as(fixture.app, admin)
      .post(`/api/workspaces/${workspace.id}/invitations`)
      .send({ email: `x-${newId()}@example.test`, role: 'owner' })
      .expect(403);
  });

  it('prints reset and invitation links from the operator commands', async function () {
    this.timeout(90_000);
    const user = await givenUser();
    const env = {
      DATABASE_URL: suite.database.url,
      SECRETS_KEY: testConfig().secretsKeys[0]!.toString('base64'),
      BASE_URL: 'http://app.example.test',
    };
    const reset = await run(
      process.execPath,
      ['--import', 'tsx', 'src/cli.ts', 'reset-password', user.email],
      env,
    );
    expect(reset.code, reset.stderr).to.equal(0);
    const resetUrl = new URL(reset.stdout.match(/http\S+/)![0]);
    expect(resetUrl.pathname).to.equal('/reset-password');
    await api()
      .post('/api/auth/password-reset/confirm')
      .send({ token: resetUrl.searchParams.get('token'), password: 'from the operator' })
      .expect(200);
    const workspace = await givenWorkspace();
    const person = await givenUser();
    const invited = await run(
      process.execPath,
      ['--import', 'tsx', 'src/cli.ts', 'invite', workspace.id, person.email, 'admin'],
      env,
    );
    expect(invited.code, invited.stderr).to.equal(0);
    const inviteUrl = new URL(invited.stdout.match(/http\S+/)![0]);
    const joined = await as(fixture.app, person)
      .post('/api/invitations/accept')
      .send({ token: inviteUrl.searchParams.get('token') })
      .expect(200);
    expect(joined.body.data.role).to.equal('admin');
  });
});

describe('login limit without lock-out', () => {
  const fixture = appFixture({}, { TRUST_PROXY: 'true', LOGIN_FAILURES_PER_EMAIL: '3' });
  const login = (address: string, email: string, password: string) =>
    request(fixture.server)
      .post('/api/auth/login')
      .set('X-Forwarded-For', address)
      .send({ email, password });

  it('refuses the guessing address but lets the owner in from another', async () => {
    const user = await givenUser();
    for (let i = 0; i < 3; i++) await login('10.9.9.9', user.email, 'wrong').expect(401);
    await login('10.9.9.9', user.email, PASSWORD).expect(429);
    await login('10.8.8.8', user.email, PASSWORD).expect(200);
  });
});
