/**
 * The built service as a self-hoster first runs it, on the Node.js running this script:
 * `node dist/src/main.js` with no DATABASE_URL (so on its embedded PostgreSQL, in a data
 * directory of its own), ready, serving the API document and the dashboard, then stopped
 * by SIGTERM, which must end it cleanly (exit code 0) and its PostgreSQL with it. Fails
 * with what went wrong and the service's log.
 *
 *   npm run build && npx tsx scripts/smoke-service.ts
 */
import { spawn } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../src/db/embedded/cluster';

/** First start: initdb of the embedded cluster, migrations. */
const READY_WITHIN_MS = 120_000;
const STOP_WITHIN_MS = 30_000;

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'smoke-service-'));
  // Run as root, the service runs its PostgreSQL as the `postgres` user, which must reach
  // the data directory (mkdtemp makes it the owner's alone).
  await chmod(dataDir, 0o755);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--trace-deprecation', 'dist/src/main.js'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const fail = (what: string) => {
    throw new Error(`${what}\n--- the service's output ---\n${output}`);
  };
  try {
    const started = Date.now();
    for (;;) {
      const status = await fetch(`${base}/readyz`).then(
        (res) => res.status,
        () => 0,
      );
      if (status === 200) break;
      if (child.exitCode !== null) fail(`the service exited with code ${child.exitCode}`);
      if (Date.now() - started > READY_WITHIN_MS) fail(`not ready within ${READY_WITHIN_MS} ms`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const ready = Date.now() - started;
    const document = await fetch(`${base}/api/openapi.json`);
    const { openapi } = (await document.json()) as { openapi?: string };
    if (document.status !== 200 || !openapi?.startsWith('3.')) fail('no API document');
    const page = await fetch(`${base}/`, { headers: { accept: 'text/html' } });
    if (page.status !== 200 || !(await page.text()).includes('<div id="root">'))
      fail('no dashboard');
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_WITHIN_MS);
    const code = await exited;
    clearTimeout(timer);
    if (code !== 0) fail(`SIGTERM ended the service with code ${code}`);
    if (/DeprecationWarning/.test(output)) fail('a deprecation warning');
    console.log(
      `Node ${process.version}: ready in ${ready} ms on its embedded PostgreSQL, document and dashboard served, stopped cleanly`,
    );
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
