import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect } from 'chai';
import { Client } from 'pg';
import { freePort } from '../../src/db/embedded/cluster';
import { waitFor } from './receiver';
import { WEBHOOK_ENV } from './webhooks';

/**
 * The service as a real process on a database a test owns, and what load tests around
 * database restarts need to drive it: calls that never throw, a user with a webhook, and
 * a failure message saying where undelivered deliveries stand.
 */
const ROOT = path.resolve(__dirname, '../..');
// To see why a run failed: RESTART_TEST_LOG_LEVEL=debug sets the service's log level and
// RESTART_TEST_OUTPUT=<file> keeps everything the service printed.

/** The service as `npm start` runs it (API + worker in one process) on a given database. */
export async function startService(databaseUrl: string, env: Record<string, string> = {}) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const output: string[] = [];
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...WEBHOOK_ENV,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      BASE_URL: baseUrl,
      DEFAULT_PLAN: 'PRO',
      LOG_LEVEL: process.env.RESTART_TEST_LOG_LEVEL ?? 'warn',
      RATE_LIMIT_IP_PER_MIN: '1000000',
      RATE_LIMIT_TIGHT_PER_MIN: '1000000',
      RATE_LIMIT_TOKEN_PER_MIN: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  await waitFor(
    () =>
      fetch(`${baseUrl}/readyz`).then(
        (res) => res.ok,
        () => false,
      ),
    60_000,
    'the service to be ready',
  );
  return { child, baseUrl, output };
}

/**
 * A worker-only process (PROCESS_ROLE=worker) on a given database, resolved once it has
 * started its job runner.
 */
export async function startWorkerProcess(databaseUrl: string) {
  const output: string[] = [];
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...WEBHOOK_ENV,
      DATABASE_URL: databaseUrl,
      PROCESS_ROLE: 'worker',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  await waitFor(
    () => output.join('').includes('role: worker') || child.exitCode !== null,
    60_000,
    'the worker process to start',
  );
  if (child.exitCode !== null) throw new Error(`worker exited: ${output.join('').slice(-2000)}`);
  return { child, output };
}

const CALL_TIMEOUT_MS = 30_000;

/** How long a stopped service may take before it is killed: past its own 25 s limit. */
const STOP_TIMEOUT_MS = 35_000;

/**
 * Stops a service process and waits for it, unless it has already exited; one that does
 * not exit in time is killed, so a test's clean-up never waits forever.
 */
export async function stopProcess(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

/**
 * What a failed test shows of a service's output: how the process stands, then its last
 * warnings and errors and anything it printed outside its JSON log (a crash's stack trace),
 * without the expected 'database unavailable' lines.
 */
export function failureReport(
  name: string,
  service: { child: ChildProcess; output: string[] },
  chars = 6000,
): string {
  const { exitCode, signalCode } = service.child;
  const state =
    exitCode === null && signalCode === null
      ? 'still running'
      : `exited (code ${exitCode}, signal ${signalCode})`;
  const lines = service.output
    .join('')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .filter((line) => !line.startsWith('{') || /"level":(40|50|60)/.test(line))
    .filter((line) => !/database unavailable/.test(line));
  return `${name}: ${state}\n${lines.join('\n').slice(-chars)}`;
}

/** A JSON call that never throws on a failed connection or after 30 s: it answers status 0. */
export async function call(
  baseUrl: string,
  method: string,
  pathname: string,
  options: { body?: unknown; token?: string; cookie?: string } = {},
) {
  const headers: Record<string, string> = { Origin: baseUrl };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.Cookie = options.cookie;
  try {
    const res = await fetch(`${baseUrl}${pathname}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      // Bounded, so a test waits on its own deadlines and never on a request left hanging.
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
  } catch {
    return { status: 0, headers: new Headers(), body: null };
  }
}

/** A user with a PRO workspace, a project, a PAT and a webhook to `receiverUrl`. */
export async function setUp(baseUrl: string, receiverUrl: string) {
  const credentials = {
    email: `restart-${Date.now()}@example.test`,
    password: 'a long password 1',
  };
  await call(baseUrl, 'POST', '/api/auth/register', { body: { ...credentials, name: 'Ops' } });
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify(credentials),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const as = (method: string, pathname: string, body?: unknown) =>
    call(baseUrl, method, pathname, { body, cookie });
  const workspace = (await as('POST', '/api/workspaces', { name: 'Restarts' })).body.data;
  const base = `/api/workspaces/${workspace.id}`;
  const project = (await as('POST', `${base}/projects`, { name: 'Ops', prefix: 'OPS' })).body.data;
  const pat = (await as('POST', `${base}/api-tokens`, { name: 'load', scopes: ['write:issues'] }))
    .body.data;
  const hook = await as('POST', `${base}/webhooks`, {
    url: receiverUrl,
    events: ['issue.created'],
  });
  expect(hook.status).to.equal(201);
  return { cookie, base, projectId: project.id as string, token: pat.token as string };
}

/** Where the deliveries of undelivered issues stand, and their jobs: for a failure message. */
export async function undelivered(databaseUrl: string, issueIds: string[]): Promise<string> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT d.state, d.attempts, d.next_attempt_at, d.leased_until, d.parked_at,
              j.run_at AS job_run_at, j.attempts AS job_attempts, j.locked_at AS job_locked_at,
              j.locked_by AS job_locked_by, j.last_error AS job_last_error
       FROM webhook_deliveries d
       LEFT JOIN graphile_worker.jobs j ON j.key = 'webhook-delivery:' || d.id
       WHERE d.payload->>'issueId' = ANY($1::text[])`,
      [issueIds],
    );
    const { rows: summary } = await client.query(
      `SELECT d.state, d.leased_until IS NOT NULL AS leased, d.parked_at IS NOT NULL AS parked,
              j.id IS NOT NULL AS has_job, j.locked_by AS job_locked_by, count(*)::int
       FROM webhook_deliveries d
       LEFT JOIN graphile_worker.jobs j ON j.key = 'webhook-delivery:' || d.id
       GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5`,
    );
    return `all deliveries: ${JSON.stringify(summary)}\n${issueIds.length} undelivered; now ${new Date().toISOString()}; their deliveries:\n${rows
      .slice(0, 20)
      .map((row) => JSON.stringify(row))
      .join('\n')}`;
  } finally {
    await client.end();
  }
}
