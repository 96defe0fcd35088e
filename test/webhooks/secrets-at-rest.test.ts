import { createCipheriv, createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import pino from 'pino';
import { up as sealStoredSecrets } from '../../migrations/20261125_1210_seal_signing_secrets';
import { up as bindSealedSecrets } from '../../migrations/20261129_0300_bind_sealed_secrets';
import { ConfigError, loadConfig } from '../../src/config';
import { newId } from '../../src/db/ids';
import { migrationContext } from '../../src/db/migrate';
import {
  isCurrent,
  isSealed,
  keyId,
  openSecret,
  sealSecret,
  sealUnbound,
  secretOpener,
} from '../../src/db/secrets';
import { resolveSecretsKeys, secretsKeyFile } from '../../src/db/secrets-key';
import { startWorker } from '../../src/worker';
import { appFixture, suite, testConfig } from '../support/context';
import { as, givenWorkspace } from '../support/factories';
import { startReceiver, waitFor, type ReceivedRequest } from '../support/receiver';
import { deliveriesOf, emit, givenWebhook, WEBHOOK_ENV, workerFixture } from '../support/webhooks';

/** The receiver's check, independent of the service's code. */
function signedWith(request: ReceivedRequest, secret: string): boolean {
  const timestamp = request.headers['x-service-signature-timestamp'] as string;
  const expected = createHmac('sha256', secret)
    .update(Buffer.concat([Buffer.from(`${timestamp}.`), request.raw]))
    .digest('hex');
  return request.headers['x-service-signature'] === `sha256=${expected}`;
}

/** Every stored copy of a webhook's secret, as a database dump would show it. */
async function storedSecrets(webhookId: string): Promise<string[]> {
  const hook = await suite.database.db
    .selectFrom('webhooks')
    .select('secret')
    .where('id', '=', webhookId)
    .executeTakeFirstOrThrow();
  return [hook.secret, ...(await deliveriesOf(webhookId)).map((d) => d.secret)];
}

function expectNoneReadable(stored: string[], secret: string) {
  const hex = secret.replace(/^whsec_/, '');
  for (const value of stored) {
    expect(isSealed(value), value).to.equal(true);
    expect(value).not.to.include(hex);
    expect(Buffer.from(value.split(':').join(''), 'base64').toString('hex')).not.to.include(hex);
  }
}

describe('signing secrets at rest', () => {
  describe('for webhooks created from now on', () => {
    const fixture = appFixture({}, WEBHOOK_ENV);
    workerFixture();

    it('stores no readable secret in webhooks or deliveries, and still signs with it', async () => {
      const receiver = await startReceiver();
      try {
        const workspace = await givenWorkspace();
        const hook = await givenWebhook(fixture.app, workspace, receiver.url());
        await emit(workspace.id);
        const [request] = await waitFor(
          () => receiver.received.length > 0 && receiver.received,
          10_000,
          'the delivery',
        );
        expect(signedWith(request!, hook.secret)).to.equal(true);
        expectNoneReadable(await storedSecrets(hook.id), hook.secret);
        const rotated = await as(fixture.app, workspace.owner)
          .post(`/api/workspaces/${workspace.id}/webhooks/${hook.id}/rotate-secret`)
          .expect(200);
        expectNoneReadable(await storedSecrets(hook.id), rotated.body.data.secret);
      } finally {
        await receiver.close();
      }
    });
  });

  describe('stored before this release', () => {
    const fixture = appFixture({}, WEBHOOK_ENV);

    it('are sealed by the migration; the delivery waiting and its replay still verify', async function () {
      this.timeout(60_000);
      const receiver = await startReceiver();
      const workspace = await givenWorkspace();
      // A webhook and a pending delivery as the previous release stored them.
      const secret = `whsec_${randomBytes(32).toString('hex')}`;
      const webhookId = newId();
      await suite.database.db
        .insertInto('webhooks')
        .values({
          id: webhookId,
          workspaceId: workspace.id,
          url: receiver.url(),
          events: ['member.added'],
          secret,
          createdBy: null,
        })
        .execute();
      await emit(workspace.id);
      expect(await storedSecrets(webhookId)).to.deep.equal([secret, secret]);

      await sealStoredSecrets(suite.database.db as never, migrationContext(testConfig()));
      expectNoneReadable(await storedSecrets(webhookId), secret);
      // Then bound to their webhook by the next migration.
      await bindSealedSecrets(suite.database.db as never, migrationContext(testConfig()));
      const bound = await storedSecrets(webhookId);
      expectNoneReadable(bound, secret);
      expect(bound.every((value) => isCurrent(value, testConfig().secretsKeys[0]!))).to.equal(true);

      const worker = await startWorker(suite.database.url, testConfig(WEBHOOK_ENV), suite.log);
      try {
        const [delivered] = await waitFor(
          () => receiver.received.length > 0 && receiver.received,
          10_000,
          'the delivery enqueued before the migration',
        );
        expect(signedWith(delivered!, secret)).to.equal(true);
        const replay = await as(fixture.app, workspace.owner)
          .post(
            `/api/workspaces/${workspace.id}/webhooks/${webhookId}/deliveries/${delivered!.body.deliveryId}/replay`,
          )
          .expect(202);
        const replayed = await waitFor(
          () => receiver.received.find((r) => r.body.deliveryId === replay.body.data.deliveryId),
          10_000,
          'the replay',
        );
        expect(signedWith(replayed, secret)).to.equal(true);
      } finally {
        await worker.stop();
        await receiver.close();
      }
      // A second run of either finds nothing left to do.
      const sealed = await storedSecrets(webhookId);
      await sealStoredSecrets(suite.database.db as never, migrationContext(testConfig()));
      await bindSealedSecrets(suite.database.db as never, migrationContext(testConfig()));
      expect(await storedSecrets(webhookId)).to.deep.equal(sealed);
    });
  });

  describe('keys', () => {
    it('opens values sealed with any listed key and seals with the first', () => {
      const [older, newer] = [randomBytes(32), randomBytes(32)];
      const before = sealSecret([older], 'whsec_abc', 'p');
      const keys = [newer, older];
      expect(openSecret(keys, before, 'p')).to.equal('whsec_abc');
      const after = sealSecret(keys, 'whsec_abc', 'p');
      expect(after).to.include(`:${keyId(newer)}:`);
      expect(() => openSecret([newer], before, 'p')).to.throw(/SECRETS_KEY does not list/);
      // Tampering is detected, not decrypted into something else.
      const tampered = after.slice(0, -4) + (after.endsWith('AAAA') ? 'BBBB' : 'AAAA');
      expect(() => openSecret(keys, tampered, 'p')).to.throw();
    });

    it('opens a value only for what it was sealed for; unbound values of before still open', () => {
      const keys = [randomBytes(32)];
      const forA = sealSecret(keys, 'whsec_a', 'webhook-signing-secret:a');
      expect(openSecret(keys, forA, 'webhook-signing-secret:a')).to.equal('whsec_a');
      // Copied onto another webhook's row, it does not open there.
      expect(() => openSecret(keys, forA, 'webhook-signing-secret:b')).to.throw();
      expect(openSecret(keys, sealUnbound(keys, 'whsec_old'), 'any')).to.equal('whsec_old');
    });

    it('refuses a tag shorter than 16 bytes, which GCM would otherwise accept', () => {
      const key = randomBytes(32);
      // A value sealed with a 4-byte tag, in the stored form: it must not open.
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: 4 });
      const ciphertext = Buffer.concat([cipher.update('whsec_forged', 'utf8'), cipher.final()]);
      const short = `sealed:v1:${keyId(key)}:${[iv, ciphertext, cipher.getAuthTag()]
        .map((part) => part.toString('base64url'))
        .join(':')}`;
      expect(() => openSecret([key], short, 'p')).to.throw(/truncated tag/);
      // Nor a genuine value whose tag was cut to its first 4 bytes.
      const sealed = sealSecret([key], 'whsec_real', 'p');
      const parts = sealed.split(':');
      parts[parts.length - 1] = Buffer.from(parts.at(-1)!, 'base64url')
        .subarray(0, 4)
        .toString('base64url');
      expect(() => openSecret([key], parts.join(':'), 'p')).to.throw(/truncated tag/);
    });

    it('opens the same through the delivery path’s opener, which remembers a bounded few', () => {
      const [older, newer] = [randomBytes(32), randomBytes(32)];
      const opener = secretOpener([newer, older], 2);
      const open = (stored: string) => opener(stored, 'p');
      const values = ['whsec_a', 'whsec_b', 'whsec_c'];
      const sealed = values.map((value, i) => sealSecret([i === 0 ? older : newer], value, 'p'));
      // Past its bound the memo starts over: every value still opens, again and again.
      for (let round = 0; round < 2; round++) {
        expect(sealed.map(open)).to.deep.equal(values);
      }
      expect(open('whsec_stored_before_sealing')).to.equal('whsec_stored_before_sealing');
      expect(() => secretOpener([newer], 2)(sealed[0]!, 'p')).to.throw(/SECRETS_KEY does not list/);
      // Remembered for its purpose only: another purpose opens afresh, and fails.
      expect(() => opener(sealed[1]!, 'q')).to.throw();
      const tampered = sealed[1]!.slice(0, -4) + (sealed[1]!.endsWith('AAAA') ? 'BBBB' : 'AAAA');
      // A value that failed to open is not remembered as anything.
      expect(() => open(tampered)).to.throw();
      expect(() => open(tampered)).to.throw();
    });

    it('reads SECRETS_KEY as a comma list of 32-byte base64 keys', () => {
      const [a, b] = [randomBytes(32), randomBytes(32)];
      const config = loadConfig({
        SECRETS_KEY: `${a.toString('base64')}, ${b.toString('base64')}`,
      });
      expect(config.secretsKeys).to.deep.equal([a, b]);
      for (const bad of ['short', randomBytes(16).toString('base64'), 'x'.repeat(44)]) {
        expect(() => loadConfig({ SECRETS_KEY: bad }))
          .to.throw(ConfigError)
          .with.property('variable', 'SECRETS_KEY');
      }
    });

    it('generates a key into the data directory once, says so, and reuses it', () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'secrets-key-'));
      try {
        const lines: string[] = [];
        const log = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
        const config = loadConfig({ DATA_DIR: dataDir });
        const [generated] = resolveSecretsKeys(config, log);
        const file = secretsKeyFile(dataDir);
        expect(statSync(file).mode & 0o777).to.equal(0o600);
        expect(readFileSync(file, 'utf8').trim()).to.equal(generated!.toString('base64'));
        expect(lines.join('')).to.include(`generated a key into ${file}`);
        expect(lines.join('')).not.to.include(generated!.toString('base64'));
        lines.length = 0;
        expect(resolveSecretsKeys(config, log)).to.deep.equal([generated]);
        expect(lines).to.deep.equal([]);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    });

    it('refuses to start on an external database without SECRETS_KEY', () => {
      const config = loadConfig({ DATABASE_URL: 'postgres://db.example/service' });
      expect(() => resolveSecretsKeys(config, pino({ level: 'silent' })))
        .to.throw(ConfigError)
        .with.property('variable', 'SECRETS_KEY');
    });
  });
});
