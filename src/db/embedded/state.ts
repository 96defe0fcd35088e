/** The data directory's record of a running embedded cluster: who started it, where it listens. */
import { constants } from 'node:fs';
import { access, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** How a running embedded cluster is reached; written by the process that started it. */
export interface ConnectionFile {
  servicePid: number;
  postgresPid: number;
  port: number;
  url: string;
}

export type RunningCluster =
  | { state: 'stopped' }
  | { state: 'running'; postgresPid: number; connection: ConnectionFile }
  /** PostgreSQL runs but the process that started it is gone (killed with SIGKILL). */
  | { state: 'orphaned'; postgresPid: number }
  /** PostgreSQL runs, started by something that left no connection file. */
  | { state: 'foreign'; postgresPid: number; databaseDir: string };

/** `DATA_DIR` cannot hold the cluster; the message is one line. */
export class DataDirError extends Error {
  constructor(dataDir: string, cause: unknown) {
    const reason = (cause as Error)?.message ?? String(cause);
    super(`DATA_DIR ${path.resolve(dataDir)} is not usable: ${reason}`);
    this.name = 'DataDirError';
  }
}

export const CONNECTION_FILE = 'embedded-postgres.json';

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Creates `DATA_DIR` when missing and checks this process can write there. */
export async function prepareDataDir(dataDir: string): Promise<void> {
  try {
    await mkdir(dataDir, { recursive: true });
    await access(dataDir, constants.W_OK | constants.X_OK);
  } catch (error) {
    throw new DataDirError(dataDir, error);
  }
}

/** The live postmaster named in the cluster's `postmaster.pid`, if any. */
async function postmasterPid(databaseDir: string): Promise<number | undefined> {
  let text: string;
  try {
    text = await readFile(path.join(databaseDir, 'postmaster.pid'), 'utf8');
  } catch {
    return undefined;
  }
  const pid = Number(text.split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 && isAlive(pid) ? pid : undefined;
}

async function readConnectionFile(dataDir: string): Promise<ConnectionFile | undefined> {
  try {
    return JSON.parse(await readFile(path.join(dataDir, CONNECTION_FILE), 'utf8'));
  } catch {
    return undefined;
  }
}

/** Tells whether a PostgreSQL runs on `<dataDir>/pg`, and who started it. */
export async function findRunningCluster(dataDir: string): Promise<RunningCluster> {
  const databaseDir = path.resolve(dataDir, 'pg');
  const postgresPid = await postmasterPid(databaseDir);
  if (postgresPid === undefined) return { state: 'stopped' };
  const connection = await readConnectionFile(dataDir);
  if (connection?.postgresPid !== postgresPid)
    return { state: 'foreign', postgresPid, databaseDir };
  if (!isAlive(connection.servicePid)) return { state: 'orphaned', postgresPid };
  return { state: 'running', postgresPid, connection };
}

/** Records how to reach the cluster; readable by its owner only (it holds the password). */
export async function claimConnectionFile(dataDir: string, file: ConnectionFile): Promise<void> {
  const target = path.join(dataDir, CONNECTION_FILE);
  await rm(target, { force: true });
  await writeFile(target, JSON.stringify(file, null, 2) + '\n', { mode: 0o600, flag: 'wx' });
}

/** Removes the connection file if this process wrote it. */
export async function releaseConnectionFile(dataDir: string): Promise<void> {
  const file = await readConnectionFile(dataDir);
  if (file?.servicePid === process.pid) {
    await rm(path.join(dataDir, CONNECTION_FILE), { force: true });
  }
}
