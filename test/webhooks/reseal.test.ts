import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'chai';
import { isCurrent, keyId, openSecret, sealUnbound } from '../../src/db/secrets';
import { up as bindSealedSecrets } from '../../migrations/20261129_0300_bind_sealed_secrets';
import { migrationContext } from '../../src/db/migrate';
import { integrationSecretPurpose } from '../../src/integrations/queries';
import { composeMail, enqueueMail } from '../../src/mail';
import { mailPurpose } from '../../src/mail/queue';
import { signingSecretPurpose } from '../../src/webhooks/queries';
import { givenIntegration } from '../integrations/code-host';
import { appFixture, suite, testConfig, TEST_SECRETS_KEY } from '../support/context';
import { as, givenWorkspace } from '../support/factories';
import { newId } from '../../src/db/ids';
import { deliveriesOf, emit, givenWebhook, WEBHOOK_ENV } from '../support/webhooks';

const ROOT = path.resolve(__dirname, '../..');

/** `npm run secrets:reseal` as an operator runs it, with SECRETS_KEY as given. */
async function reseal(secretsKey: string): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'src/cli.ts', 'secrets-reseal'],
    {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: suite.database.url, SECRETS_KEY: secretsKey },
    },
  );
  return stdout;
}

/** Every stored value of the whole database, with what it is sealed for. */
async function everyStoredSecret() {
  const { rows } = await suite.database.pool.query<{ webhookId: string; secret: string }>(
    `SELECT id AS "webhookId", secret FROM webhooks
     UNION ALL SELECT webhook_id, secret FROM webhook_deliveries`,
  );
  return rows;
}

describe('npm run secrets:reseal', function () {
  this.timeout(120_000);
  const fixture = appFixture({}, WEBHOOK_ENV);

  it('moves every stored secret to the newest key, so the old one can be dropped', async () => {
    const workspace = await givenWorkspace();
    const hook = await givenWebhook(fixture.app, workspace, 'http://127.0.0.1:9/hook');
    await emit(workspace.id);
    // A delivery's copy as an earlier release stored it: sealed, not yet bound.
    const old = Buffer.from(TEST_SECRETS_KEY, 'base64');
    const [delivery] = await deliveriesOf(hook.id);
    await suite.database.pool.query(`UPDATE webhook_deliveries SET secret = $2 WHERE id = $1`, [
      delivery!.id,
      sealUnbound([old], hook.secret),
    ]);

    const newer = randomBytes(32);
    try {
      const output = await reseal(`${newer.toString('base64')},${TEST_SECRETS_KEY}`);
      expect(output)
        .to.include(keyId(newer))
        .and.match(/Sealed \d+ stored secret/);
      const stored = await everyStoredSecret();
      expect(stored.filter((row) => !isCurrent(row.secret, newer))).to.deep.equal([]);
      // The newest key alone opens every value, each for its own webhook.
      for (const row of stored)
        openSecret([newer], row.secret, signingSecretPurpose(row.webhookId));
      const ours = stored.filter((row) => row.webhookId === hook.id);
      expect(ours).to.have.length(2);
      for (const row of ours) {
        expect(openSecret([newer], row.secret, signingSecretPurpose(hook.id))).to.equal(
          hook.secret,
        );
      }
    } finally {
      // Back to the suite's key, for the tests that follow on this database.
      await reseal(`${TEST_SECRETS_KEY},${newer.toString('base64')}`);
    }
    const back = await everyStoredSecret();
    expect(back.filter((row) => !isCurrent(row.secret, old))).to.deep.equal([]);
  });

  it('moves the sealed mails still queued, so the old key can be dropped before they go out', async () => {
    const to = `${newId()}@example.test`;
    const config = testConfig();
    const mail = composeMail({
      to,
      subject: 'Reset your password',
      paragraphs: ['Someone asked to reset the password of your account.'],
      action: { label: 'Reset password', url: 'http://localhost:3000/reset-password?token=t0ken' },
    });
    // No worker runs in this file: the job waits in the queue, sealed with the suite's key.
    await enqueueMail(suite.database.db, config.secretsKeys, mail);
    const queued = async () => {
      const { rows } = await suite.database.pool.query<{
        id: string;
        payload: { to: string; sealed: string };
        key: string | null;
        runAt: Date;
      }>(
        `SELECT id::text, payload, key, run_at AS "runAt" FROM graphile_worker._private_jobs
         WHERE payload->>'to' = $1`,
        [to],
      );
      expect(rows).to.have.length(1);
      return rows[0]!;
    };
    const before = await queued();
    const old = Buffer.from(TEST_SECRETS_KEY, 'base64');
    expect(isCurrent(before.payload.sealed, old)).to.equal(true);

    const newer = randomBytes(32);
    try {
      const output = await reseal(`${newer.toString('base64')},${TEST_SECRETS_KEY}`);
      const moved = await queued();
      expect(moved).to.deep.include({ id: before.id, key: before.key, runAt: before.runAt });
      expect(moved.payload.to).to.equal(to);
      expect(isCurrent(moved.payload.sealed, newer)).to.equal(true);
      expect(output).to.match(/[1-9]\d* queued mail/);
      // The newest key alone opens it, still bound to its recipient.
      expect(JSON.parse(openSecret([newer], moved.payload.sealed, mailPurpose(to)))).to.deep.equal(
        mail,
      );
      expect(() =>
        openSecret([newer], moved.payload.sealed, mailPurpose('x@example.test')),
      ).to.throw();
    } finally {
      await reseal(`${TEST_SECRETS_KEY},${newer.toString('base64')}`);
      const back = await queued();
      await suite.database.pool.query(`DELETE FROM graphile_worker._private_jobs WHERE id = $1`, [
        back.id,
      ]);
      expect(openSecret([old], back.payload.sealed, mailPurpose(to))).to.equal(
        JSON.stringify(mail),
      );
    }
  });

  it("binds and moves a code-host connection's secret and the one its rotation replaced", async () => {
    const workspace = await givenWorkspace();
    const integration = await givenIntegration(fixture.app, workspace, { provider: 'github' });
    const rotated = await as(fixture.app, workspace.owner)
      .post(`/api/workspaces/${workspace.id}/integrations/${integration.id}/rotate-secret`)
      .expect(200);
    const plaintexts = { secret: rotated.body.data.secret as string, previous: integration.secret };
    // Both as an earlier release stored them: sealed with the suite's key, not yet bound.
    const old = Buffer.from(TEST_SECRETS_KEY, 'base64');
    await suite.database.pool.query(
      `UPDATE integrations SET secret = $2, previous_secret = $3 WHERE id = $1`,
      [
        integration.id,
        sealUnbound([old], plaintexts.secret),
        sealUnbound([old], plaintexts.previous),
      ],
    );
    const stored = async () => {
      const { rows } = await suite.database.pool.query<{ secret: string; previous: string }>(
        `SELECT secret, previous_secret AS previous FROM integrations WHERE id = $1`,
        [integration.id],
      );
      return rows[0]!;
    };
    const purpose = integrationSecretPurpose(integration.id);

    await bindSealedSecrets(suite.database.db as never, migrationContext(testConfig()));
    const bound = await stored();
    expect(isCurrent(bound.secret, old) && isCurrent(bound.previous, old)).to.equal(true);
    expect(openSecret([old], bound.secret, purpose)).to.equal(plaintexts.secret);
    // Bound to this connection: it opens for no other.
    expect(() => openSecret([old], bound.secret, integrationSecretPurpose('other'))).to.throw();

    const newer = randomBytes(32);
    try {
      await reseal(`${newer.toString('base64')},${TEST_SECRETS_KEY}`);
      const moved = await stored();
      expect(openSecret([newer], moved.secret, purpose)).to.equal(plaintexts.secret);
      expect(openSecret([newer], moved.previous, purpose)).to.equal(plaintexts.previous);
    } finally {
      await reseal(`${TEST_SECRETS_KEY},${newer.toString('base64')}`);
    }
    expect(openSecret([old], (await stored()).secret, purpose)).to.equal(plaintexts.secret);
  });
});
