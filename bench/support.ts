/** Shared plumbing of the benchmark scripts (not of the service). */
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { newId } from '../src/db/ids';
import { sql } from 'kysely';
import { loadConfig, type Config } from '../src/config';
import { connectDatabase, type DatabaseHandle } from '../src/db/connect';
import type { Db } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { resolveSecretsKeys } from '../src/db/secrets-key';
import { createLogger } from '../src/logging';

export const log = createLogger('warn');

/** DATABASE_URL, or an embedded PostgreSQL in .data/bench; migrated; prints the machine. */
export async function openBenchDatabase(
  env: Record<string, string> = {},
): Promise<{ database: DatabaseHandle; config: Config }> {
  const config = loadConfig({
    ...process.env,
    DATA_DIR: process.env.DATA_DIR ?? '.data/bench',
    LOG_LEVEL: 'warn',
    ...env,
  });
  const database = await connectDatabase(config, log);
  await migrate(database.url, log);
  // The services a benchmark starts share this database, so they need the key sealing its
  // secrets: the embedded cluster's own, or a fixed one for a benchmark's external database.
  process.env.SECRETS_KEY ??= config.databaseUrl
    ? Buffer.alloc(32, 9).toString('base64')
    : resolveSecretsKeys(config, log)
        .map((key) => key.toString('base64'))
        .join(',');
  await describeMachine(database.db);
  return { database, config };
}

/** Prints the machine line every benchmark starts with: CPUs, memory, Node, PostgreSQL. */
export async function describeMachine(db: Db): Promise<void> {
  const { rows } = await sql<{ version: string }>`SELECT version()`.execute(db);
  const cpus = os.cpus();
  console.log(
    `machine: ${cpus.length} × ${cpus[0]?.model}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; ${rows[0]!.version.split(',')[0]}; ${new Date().toISOString()}`,
  );
}

/** A PRO workspace with its owner, inserted directly. */
export async function seedWorkspace(db: Db) {
  const userId = newId();
  const workspaceId = newId();
  await db
    .insertInto('users')
    .values({ id: userId, email: `${userId}@bench.test`, name: 'Bench', passwordHash: 'x' })
    .execute();
  await db
    .insertInto('workspaces')
    .values({ id: workspaceId, name: 'Bench', plan: 'PRO' })
    .execute();
  await db.insertInto('workspaceMembers').values({ workspaceId, userId, role: 'owner' }).execute();
  return { userId, workspaceId };
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Polls every `intervalMs` until `check` holds, or fails after `timeoutMs`. */
export async function waitUntil(
  check: () => Promise<boolean>,
  timeoutMs: number,
  what: string,
  intervalMs = 50,
) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** Runs a script's main and exits: 0 when it finished, 1 with the error otherwise. */
export function runMain(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}

/** Polls a server's readiness URL until it answers 2xx; fails if the child exits first. */
export async function waitReady(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: server exited`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} never became ready`);
}

const CLOCK_TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) a process has used so far; 0 where /proc is missing. */
export function processCpuSeconds(pid: number): number {
  try {
    // Fields after the command name (which may hold spaces) start at the state, field 3.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/**
 * Starts counting how busy the whole machine is (every core, every process, the kernel's
 * work included, from /proc/stat); the function returned gives the busy share since, 0–1.
 * NaN where /proc is missing.
 */
export function machineBusy(): () => number {
  const read = () => {
    try {
      const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
      const ticks = fields.slice(1, 9).map(Number);
      // user nice system idle iowait irq softirq steal: idle and iowait are the idle ones.
      const idle = ticks[3]! + ticks[4]!;
      return { idle, total: ticks.reduce((sum, t) => sum + t, 0) };
    } catch {
      return { idle: NaN, total: NaN };
    }
  };
  const start = read();
  return () => {
    const end = read();
    return 1 - (end.idle - start.idle) / (end.total - start.total);
  };
}

/** The parent of a process, from /proc; undefined when it is gone or /proc is missing. */
function parentOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

/** The PostgreSQL server process of `db`'s connections, found through a backend. */
async function postmasterOf(db: Db): Promise<number | undefined> {
  const { rows } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(db);
  return parentOf(rows[0]!.pid);
}

/** CPU seconds so far of a server process and of every process it has forked. */
function treeCpu(root: number): Map<number, number> {
  const cpu = new Map([[root, processCpuSeconds(root)]]);
  for (const name of readdirSync('/proc')) {
    const pid = Number(name);
    if (Number.isInteger(pid) && parentOf(pid) === root) cpu.set(pid, processCpuSeconds(pid));
  }
  return cpu;
}

/**
 * Counts the CPU time a server process and the database spend between `start()` and
 * the call it returns: where each request's cost goes, on a machine whose cores the load
 * generator shares. Database backends forked meanwhile count from their start; those
 * that exit meanwhile are left out.
 */
export async function cpuMeter(db: Db, serverPid: number) {
  const postmaster = await postmasterOf(db);
  const databaseCpu = () =>
    postmaster === undefined ? new Map<number, number>() : treeCpu(postmaster);
  return {
    start() {
      const server = processCpuSeconds(serverPid);
      const database = databaseCpu();
      return () => {
        let databaseSeconds = 0;
        for (const [pid, seconds] of databaseCpu())
          databaseSeconds += seconds - (database.get(pid) ?? 0);
        return { server: processCpuSeconds(serverPid) - server, database: databaseSeconds };
      };
    },
  };
}

/** Stops a child process and waits for it: a service lets go of its connections before the database stops. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill();
  await exited;
}
