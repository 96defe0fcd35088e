import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { startSmtpServer, type TestSmtpServer } from '../../../test/support/smtp';

const ROOT = path.resolve(import.meta.dirname, '../../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface Service {
  baseUrl: string;
  /** The operator's command; undefined where it cannot reach the running database. */
  setPlan: ((workspaceId: string, plan: string) => Promise<void>) | undefined;
  /**
   * An operator's command (`npm run <command> -- <args>`, as the build's `cli.js`) with the
   * service's environment, so on its database (embedded: the running cluster); its output.
   */
  operator(...args: string[]): Promise<string>;
  /** The mail server the service sends to (`SMTP_URL`): what people would find in their mail. */
  mail: TestSmtpServer;
  stop(): Promise<void>;
}

/**
 * Starts the service the README way: the build, `node dist/src/main.js`, configured by
 * environment (plus `extra`, for a file that needs its own settings, such as a single
 * sign-on provider). Embedded PostgreSQL in a temporary DATA_DIR unless DATABASE_URL is set.
 */
export async function startService(extra: NodeJS.ProcessEnv = {}): Promise<Service> {
  const port = await freePort();
  // Beside the suite's own cluster (.data/test): a folder the embedded server's user can enter.
  // (mkdtemp's folders are private to root, so not that.)
  const dataDir = path.join(ROOT, '.data', `e2e-${process.pid}-${Date.now()}`);
  mkdirSync(dataDir, { recursive: true });
  const external = Boolean(process.env.DATABASE_URL);
  // A real SMTP server in this process: the tests read the mails people would get.
  const mail = await startSmtpServer();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    BASE_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    // The operator command needs its own connection to the database, which an embedded
    // PostgreSQL owned by the running server does not offer: new workspaces start on PRO there.
    DEFAULT_PLAN: external ? 'FREE' : 'PRO',
    // The browser makes many requests from one address; the limits are tested elsewhere.
    RATE_LIMIT_IP_PER_MIN: '1000000',
    RATE_LIMIT_TIGHT_PER_MIN: '1000000',
    WEBHOOK_ALLOWED_HOSTS: '127.0.0.1',
    WEBHOOK_RETRY_DELAYS_MS: '20,20,20,20',
    WEBHOOK_TIMEOUT_MS: '5000',
    WORKER_POLL_INTERVAL_MS: '20',
    SMTP_URL: mail.url,
    // An external database needs the key all its processes share; embedded, one is generated.
    ...(external && !process.env.SECRETS_KEY
      ? { SECRETS_KEY: Buffer.alloc(32, 7).toString('base64') }
      : {}),
    ...extra,
  };
  delete env.FIRST_PARTY_ORIGINS;
  const child = spawn(process.execPath, ['dist/src/main.js'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    process.stderr.write(chunk);
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilReady(baseUrl, child, () => stderr).catch(async (error: unknown) => {
    await mail.close();
    throw error;
  });
  const run = promisify(execFile);
  return {
    baseUrl,
    setPlan: external
      ? async (workspaceId, plan) => {
          await run(process.execPath, ['dist/src/cli.js', 'set-plan', workspaceId, plan], {
            cwd: ROOT,
            env,
          });
        }
      : undefined,
    async operator(...args) {
      const { stdout } = await run(process.execPath, ['dist/src/cli.js', ...args], {
        cwd: ROOT,
        env,
      });
      return stdout;
    },
    mail,
    async stop() {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
      await mail.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let shared: Promise<Service> | undefined;

/**
 * The service every browser test file shares: started by the first file that asks for it
 * (an embedded cluster's initdb and start took most of each file's 8-10 s set-up) and
 * stopped once, after them all (`hooks.ts`). Each file signs up its own people and
 * creates its own workspaces, so no file sees another's data.
 */
export function sharedService(): Promise<Service> {
  shared ??= startService();
  return shared;
}

/** Stops the shared service, if a file started it. */
export async function stopSharedService(): Promise<void> {
  const started = shared;
  shared = undefined;
  if (started) await (await started).stop();
}

async function waitUntilReady(baseUrl: string, child: ChildProcess, stderr: () => string) {
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the service exited with ${child.exitCode}:\n${stderr()}`);
    const ready = await fetch(`${baseUrl}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
