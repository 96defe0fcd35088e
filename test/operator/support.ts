/** Real service processes for operator tests: built once, started as an operator would. */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../src/db/embedded/cluster';
import { TEST_SECRETS_KEY } from '../support/context';

export const ROOT = path.resolve(__dirname, '../..');
export { freePort };

let built: Promise<void> | undefined;

/** `npm run build` once per run, so `dist/` is what this checkout's sources compile to. */
export function buildOnce(): Promise<void> {
  built ??= promisify(execFile)('npm', ['run', 'build'], { cwd: ROOT }).then(() => undefined);
  return built;
}

/** A cluster directory kept between runs (initdb happens once), one per test file. */
export function dataDir(name: string): string {
  return path.join(ROOT, '.data', 'operator', name);
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The embedded cluster's connection file while a service runs on `dir`. */
export function connectionFile(dir: string): { servicePid: number; postgresPid: number } {
  return JSON.parse(readFileSync(path.join(dir, 'embedded-postgres.json'), 'utf8'));
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface Service {
  child: ChildProcess;
  port: number;
  baseUrl: string;
  output(): string;
  /** Resolves once the process exited and its output was read, with how. */
  exited: Promise<Exit>;
}

/**
 * Starts a command in its own process group (as a shell starts a foreground job) and
 * waits for the service's ready line, or rejects with everything it printed.
 */
export async function startService(options: {
  dir: string;
  /** `undefined` removes a variable. */
  env?: Record<string, string | undefined>;
  command?: string[];
  cwd?: string;
  /** When the environment does not set it (a `.env` file does). */
  port?: number;
  /** The log message that says it is ready; a worker-only process prints another one. */
  ready?: RegExp;
}): Promise<Service> {
  const port = options.port ?? Number(options.env?.PORT ?? (await freePort()));
  const [command, ...args] = options.command ?? ['node', 'dist/src/main.js'];
  const env: Record<string, string | undefined> = {
    ...process.env,
    DATABASE_URL: '',
    DATA_DIR: options.dir,
    PORT: String(port),
    LOG_LEVEL: 'info',
    LOG_FORMAT: 'json',
    ...options.env,
  };
  // On an external database every process must seal secrets with the same key.
  if (env.DATABASE_URL && !env.SECRETS_KEY) env.SECRETS_KEY = TEST_SECRETS_KEY;
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete env[name];
  const child = spawn(command!, args, {
    cwd: options.cwd ?? ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env,
  });
  let output = '';
  const exited = new Promise<Exit>((resolve) =>
    child.once('close', (code, signal) => resolve({ code, signal })),
  );
  const ready = new Promise<void>((resolve) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if ((options.ready ?? /"msg":"Serving /).test(output)) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
  });
  const outcome = await Promise.race([ready.then(() => undefined), exited]);
  if (outcome) {
    throw new Error(`service exited (${outcome.code ?? outcome.signal}) before ready:\n${output}`);
  }
  return { child, port, baseUrl: `http://127.0.0.1:${port}`, output: () => output, exited };
}

/** Sends SIGTERM to the service's process group and waits for it to exit. */
export async function stopService(service: Service | undefined): Promise<void> {
  if (!service || service.child.exitCode !== null || service.child.signalCode !== null) return;
  process.kill(-service.child.pid!, 'SIGTERM');
  await service.exited;
}

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a command to completion in ROOT; never throws on a non-zero exit. */
export function run(
  command: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<CliResult> {
  return new Promise((resolve) => {
    execFile(
      command,
      args,
      { cwd: ROOT, env: { ...process.env, DATABASE_URL: '', LOG_FORMAT: 'json', ...env } },
      (error, stdout, stderr) => {
        const code = error ? ((error as { code?: number }).code ?? 1) : 0;
        resolve({ code: typeof code === 'number' ? code : 1, stdout, stderr });
      },
    );
  });
}

/** A session for a new user on a running service: cookie header and first-party Origin. */
export async function signUp(service: Service): Promise<Record<string, string>> {
  const email = `op-${Date.now()}-${Math.random().toString(36).slice(2)}@example.test`;
  const json = { 'Content-Type': 'application/json' };
  const credentials = JSON.stringify({ email, password: 'correct horse battery', name: 'Op' });
  const registered = await fetch(`${service.baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: json,
    body: credentials,
  });
  if (registered.status !== 201) throw new Error(`register: ${registered.status}`);
  const login = await fetch(`${service.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password: 'correct horse battery' }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { ...json, Cookie: cookie, Origin: `http://localhost:${service.port}` };
}
