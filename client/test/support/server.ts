import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Rate-limit settings of the test server: a small per-token window, so 429s are cheap. */
export const TOKEN_LIMIT = 30;
export const WINDOW_MS = 2000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  /** The API root, e.g. `http://127.0.0.1:4123/api`. */
  apiUrl: string;
  origin: string;
  stop(): Promise<void>;
}

/**
 * Starts the service the README way (`node dist/src/main.js` after the build): the
 * DATABASE_URL when set, otherwise an embedded PostgreSQL in a fresh temporary DATA_DIR.
 */
export async function startServer(): Promise<RunningServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = process.env.DATABASE_URL
    ? undefined
    : await mkdtemp(path.join(os.tmpdir(), 'client-test-'));
  // The embedded PostgreSQL runs as its own OS user when started as root.
  if (dataDir) await chmod(dataDir, 0o755);
  const child: ChildProcess = spawn(process.execPath, ['dist/src/main.js'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      BASE_URL: origin,
      LOG_LEVEL: 'error',
      // An external database needs the key every process shares; the server and web suites
      // use this same one, so values one suite sealed stay readable to the next.
      ...(dataDir
        ? { DATA_DIR: dataDir }
        : { SECRETS_KEY: process.env.SECRETS_KEY ?? Buffer.alloc(32, 7).toString('base64') }),
      DEFAULT_PLAN: 'PRO',
      WEBHOOK_ALLOWED_HOSTS: '127.0.0.1',
      WEBHOOK_RETRY_DELAYS_MS: '200,200,200,200',
      RATE_LIMIT_IP_PER_MIN: '1000000',
      RATE_LIMIT_TIGHT_PER_MIN: '1000000',
      RATE_LIMIT_TOKEN_PER_MIN: String(TOKEN_LIMIT),
      RATE_LIMIT_WINDOW_MS: String(WINDOW_MS),
    },
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  const stderr: string[] = [];
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr.push(chunk.toString());
    process.stderr.write(chunk);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`The server exited with ${child.exitCode}: ${stderr.join('')}`);
    }
    const ready = await fetch(`${origin}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error('The server did not become ready within 120 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { apiUrl: `${origin}/api`, origin, stop };
}
