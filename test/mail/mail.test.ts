import { expect } from 'chai';
import { sql } from 'kysely';
import { ConfigError, loadConfig } from '../../src/config';
import { newId } from '../../src/db/ids';
import { appLink, composeMail, describeMail, enqueueMail, SEND_MAIL } from '../../src/mail';
import { startWorker, type Worker } from '../../src/worker';
import { suite, testConfig } from '../support/context';
import { captureLog, type CapturedLog } from '../support/log-capture';
import { run } from '../operator/support';
import { linkIn, startSmtpServer, type TestSmtpServer } from '../support/smtp';

const SMTP_PASSWORD = 'p@ss/w0rd-never-logged';

function address(name = 'someone') {
  return `${name}-${newId()}@example.test`;
}

function sampleMail(to: string) {
  return composeMail({
    to,
    subject: 'Reset your password',
    paragraphs: ['Someone asked to reset the password of <your> account.'],
    action: {
      label: 'Choose a new password',
      url: appLink('http://api.example.test', '/reset-password', { token: `t-${newId()}` }),
    },
    footer: ['The link works for 60 minutes.'],
  });
}

async function enqueue(mail: ReturnType<typeof sampleMail>) {
  await enqueueMail(suite.database.db, testConfig().secretsKeys, mail);
}

describe('outbound mail', () => {
  describe('with SMTP_URL', () => {
    let smtp: TestSmtpServer;
    let worker: Worker;
    let captured: CapturedLog;

    before(async () => {
      smtp = await startSmtpServer({
        auth: { user: 'mailer', pass: SMTP_PASSWORD },
        refuse: (to) => to.startsWith('refused-'),
      });
      captured = captureLog();
      worker = await startWorker(
        suite.database.url,
        testConfig({
          SMTP_URL: smtp.url,
          MAIL_FROM: 'Tracker <tracker@example.test>',
          WORKER_POLL_INTERVAL_MS: '50',
        }),
        captured.log,
      );
    });
    after(async () => {
      await worker?.stop();
      await smtp?.close();
    });

    it('sends a queued mail as text and HTML from MAIL_FROM, with its link on BASE_URL', async () => {
      const to = address();
      const mail = sampleMail(to);
      await enqueue(mail);
      const received = await smtp.mailTo(to);
      expect(received.from?.text).to.equal('"Tracker" <tracker@example.test>');
      expect(received.subject).to.equal('Reset your password');
      const link = linkIn(received, '/reset-password');
      expect(link.toString()).to.equal(mail.link);
      expect(received.text).to.include('Someone asked to reset the password of <your> account.');
      expect(received.html).to.include(`href="${mail.link}"`);
      expect(received.html).to.include('of &lt;your&gt; account');
    });

    it('queues a mail ahead of other work: a reset link never waits behind a backlog', async () => {
      const to = address();
      const { priority, others } = await suite.database.db.transaction().execute(async (trx) => {
        await enqueueMail(trx, testConfig().secretsKeys, sampleMail(to));
        const { rows } = await sql<{ priority: number; others: number }>`
          SELECT priority,
                 (SELECT min(priority) FROM graphile_worker._private_jobs j
                  JOIN graphile_worker._private_tasks t ON t.id = j.task_id
                  WHERE t.identifier <> ${SEND_MAIL}) AS others
          FROM graphile_worker._private_jobs WHERE payload->>'to' = ${to}
        `.execute(trx);
        return rows[0]!;
      });
      expect(priority).to.be.below(0);
      if (others !== null) expect(priority).to.be.below(others);
      await smtp.mailTo(to);
    });

    it('keeps the mail sealed in the job queue: no link in the job table', async () => {
      const to = address();
      const mail = sampleMail(to);
      const payload = await suite.database.db.transaction().execute(async (trx) => {
        await enqueueMail(trx, testConfig().secretsKeys, mail);
        const { rows } = await sql<{ payload: Record<string, string> }>`
          SELECT payload FROM graphile_worker._private_jobs
          WHERE payload->>'to' = ${to}
        `.execute(trx);
        return rows[0]!.payload;
      });
      expect(JSON.stringify(payload)).not.to.include(
        new URL(mail.link!).searchParams.get('token')!,
      );
      // Sealed for its recipient (v2: bound to `mail:<to>`).
      expect(payload.sealed).to.match(/^sealed:v2:/);
      await smtp.mailTo(to);
    });

    it('drops a mail the server refuses for good, without retrying it', async () => {
      const to = address('refused');
      await enqueue(sampleMail(to));
      const line = await captured.waitFor(
        (entry) => (entry.mail as { to?: string } | undefined)?.to === to,
      );
      expect(line.msg).to.match(/refused by the SMTP server for good/);
      // The job completes (it is not failed for a retry): it leaves the queue for good.
      for (;;) {
        const { rows } = await sql<{ attempts: number; lastError: string | null }>`
          SELECT attempts, last_error AS "lastError" FROM graphile_worker._private_jobs WHERE payload->>'to' = ${to}
        `.execute(suite.database.db);
        if (rows.length === 0) break;
        expect(rows[0]!.lastError).to.equal(null);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(smtp.mailsTo(to)).to.have.length(0);
    });

    it('never writes the SMTP password into a log line', () => {
      expect(captured.lines.length).to.be.greaterThan(0);
      for (const line of captured.lines) expect(line).not.to.include(SMTP_PASSWORD);
      const said = describeMail(testConfig({ SMTP_URL: smtp.url }));
      expect(said).to.include('smtp://mailer:****@127.0.0.1');
      expect(said).not.to.include(encodeURIComponent(SMTP_PASSWORD));
    });

    it('npm run mail-test sends a test mail at once through SMTP_URL', async function () {
      this.timeout(60_000);
      const to = address('operator');
      const result = await run(
        process.execPath,
        ['--import', 'tsx', 'src/cli.ts', 'mail-test', to],
        {
          SMTP_URL: smtp.url,
          LOG_LEVEL: 'info',
        },
      );
      expect(result.code, result.stderr).to.equal(0);
      expect(result.stdout).to.include(`Sent to ${to}`);
      expect(result.stdout + result.stderr).not.to.include(encodeURIComponent(SMTP_PASSWORD));
      const received = await smtp.mailTo(to);
      expect(received.subject).to.equal('Test mail from the work tracker');
    });

    it('npm run mail-test names the server, password masked, when sending fails', async function () {
      this.timeout(60_000);
      const wrong = smtp.url.replace(encodeURIComponent(SMTP_PASSWORD), 'not-the-password');
      const result = await run(
        process.execPath,
        ['--import', 'tsx', 'src/cli.ts', 'mail-test', address()],
        { SMTP_URL: wrong },
      );
      expect(result.code).to.equal(1);
      expect(result.stderr).to.include('Could not send through smtp://mailer:****@127.0.0.1');
      expect(result.stderr).not.to.include('not-the-password');
    });
  });

  describe('without SMTP_URL', () => {
    let worker: Worker;
    let captured: CapturedLog;

    before(async () => {
      captured = captureLog();
      worker = await startWorker(
        suite.database.url,
        testConfig({ WORKER_POLL_INTERVAL_MS: '50' }),
        captured.log,
      );
    });
    after(async () => {
      await worker?.stop();
    });

    it('writes each mail as one structured log line with its link', async () => {
      const to = address();
      const mail = sampleMail(to);
      await enqueue(mail);
      const line = await captured.waitFor(
        (entry) => (entry.mail as { to?: string } | undefined)?.to === to,
      );
      expect(line.mail).to.deep.equal({ to, subject: mail.subject, link: mail.link });
      expect(line.msg).to.include('SMTP_URL is not set').and.include(mail.link!);
    });

    it('says at start-up that mail goes to the log', () => {
      expect(describeMail(testConfig())).to.match(/^Mail goes to the log: SMTP_URL is not set/);
    });

    it('npm run mail-test writes the mail to the log and says so', async function () {
      this.timeout(60_000);
      const to = address('operator');
      const result = await run(
        process.execPath,
        ['--import', 'tsx', 'src/cli.ts', 'mail-test', to],
        {
          SMTP_URL: '',
        },
      );
      expect(result.code, result.stderr).to.equal(0);
      expect(result.stdout).to.include('SMTP_URL is not set: the mail was written to the log');
      expect(result.stdout).to.include(to);
    });
  });

  describe('configuration', () => {
    it('refuses an SMTP_URL that is not smtp:// or smtps://, without echoing it', () => {
      expect(() => loadConfig({ SMTP_URL: 'http://user:hunter2@mail.example' }))
        .to.throw(ConfigError, /SMTP_URL must start with smtp:\/\/ or smtps:\/\//)
        .with.property('message')
        .that.does.not.include('hunter2');
    });

    it('refuses a MAIL_FROM that is not an address', () => {
      expect(() => loadConfig({ MAIL_FROM: 'nobody' })).to.throw(ConfigError, /MAIL_FROM/);
    });

    it('sends from no-reply at the BASE_URL host by default', () => {
      expect(loadConfig({ BASE_URL: 'https://tracker.example.org' }).mail.from).to.equal(
        'Work tracker <no-reply@tracker.example.org>',
      );
    });
  });
});
