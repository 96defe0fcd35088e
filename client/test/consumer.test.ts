import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { live } from './setup.js';
import { REPO_ROOT } from './support/server.js';

const run = promisify(execFile);
const CLIENT_DIR = path.join(REPO_ROOT, 'client');

/** A user's file: every public name, compiled with --strict against the installed package. */
const CONSUMER = `
import { createHmac } from 'node:crypto';
import {
  createClient, paginate, ApiError, AuthenticationError, RateLimitError, verifyWebhook,
  WebhookVerificationError, type WebhookEvent,
} from 'work-tracking-client';

const api = createClient({ baseUrl: process.env.API_URL!, maxRetries: 0 });
try {
  await api.GET('/auth/me');
  throw new Error('expected 401');
} catch (error) {
  if (!(error instanceof AuthenticationError) || !(error instanceof ApiError)) throw error;
  console.log('401', error.status, typeof error.requestId);
}
const pages: AsyncIterable<{ title: string }> = paginate(api, '/workspaces/{workspaceId}/issues', {
  params: { path: { workspaceId: 'w' }, query: { limit: 5 } },
});
void pages;
void RateLimitError;

const secret = 'whsec_consumer';
const rawBody = JSON.stringify({
  event: 'ping', payload: { webhookId: 'w1' }, deliveryId: 'd1', webhookId: 'w1',
  timestamp: new Date().toISOString(),
});
const timestamp = String(Math.floor(Date.now() / 1000));
const signature = 'sha256=' + createHmac('sha256', secret).update(timestamp + '.' + rawBody).digest('hex');
const event: WebhookEvent = verifyWebhook({
  rawBody,
  headers: { 'x-service-signature-timestamp': timestamp, 'x-service-signature': signature },
  secrets: [secret],
});
if (event.event === 'ping') console.log('ping', event.payload.webhookId);
try {
  verifyWebhook({ rawBody: rawBody + ' ', headers: { 'x-service-signature-timestamp': timestamp, 'x-service-signature': signature }, secrets: secret });
} catch (error) {
  if (error instanceof WebhookVerificationError) console.log('refused', error.code);
}
`;

describe('the packed package in an empty project', () => {
  let project: string;
  before(async () => {
    project = await mkdtemp(path.join(os.tmpdir(), 'client-consumer-'));
  });
  after(() => rm(project, { recursive: true, force: true }));

  it('installs from the tarball, compiles with tsc --strict and runs', async function () {
    this.timeout(180_000);
    const { stdout: packed } = await run(
      'npm',
      ['pack', '--silent', '--pack-destination', project],
      {
        cwd: CLIENT_DIR,
      },
    );
    const tarball = path.join(project, packed.trim().split('\n').at(-1)!);
    await writeFile(
      path.join(project, 'package.json'),
      JSON.stringify({ name: 'consumer', private: true, type: 'module' }),
    );
    await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', tarball], {
      cwd: project,
    });
    await writeFile(path.join(project, 'consumer.ts'), CONSUMER);
    const tsc = path.join(REPO_ROOT, 'node_modules/typescript/bin/tsc');
    await run(
      process.execPath,
      [
        tsc,
        '--strict',
        '--target',
        'es2022',
        '--module',
        'nodenext',
        '--moduleResolution',
        'nodenext',
        '--lib',
        'es2022,dom',
        '--typeRoots',
        path.join(REPO_ROOT, 'node_modules/@types'),
        '--types',
        'node',
        'consumer.ts',
      ],
      { cwd: project },
    );
    const { stdout } = await run(process.execPath, ['consumer.js'], {
      cwd: project,
      env: { ...process.env, API_URL: live.server.apiUrl },
    });
    expect(stdout.trim().split('\n')).to.deep.equal([
      '401 401 string',
      'ping w1',
      'refused signature_mismatch',
    ]);
  });
});
