/** Restores an archive made by `backupEmbedded` into an empty data directory. */
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, mkdtemp, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import type { Config } from '../../config';
import { secretsKeyFile } from '../secrets-key';
import { PASSWORD_FILE, runAs } from './cluster';
import { setNewPassword } from './new-password';
import { findRunningCluster } from './state';

/** What a restore could not bring back from the archive, for the operator to supply. */
export interface RestoreResult {
  /** The key sealing stored secrets is neither in the archive nor set nor in DATA_DIR. */
  keyMissing: string | undefined;
}

/** Entries every archive made by `backupEmbedded` holds. */
const REQUIRED = ['pg/PG_VERSION', 'pg/backup_label'];

async function entriesOf(file: string): Promise<Set<string>> {
  const names = new Set<string>();
  await tar.list({ file, onReadEntry: (entry) => names.add(entry.path.replace(/^\.\//, '')) });
  return names;
}

async function chownTree(dir: string, uid: number, gid: number): Promise<void> {
  await chown(dir, uid, gid);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const target = path.join(dir, entry.name);
    if (entry.isDirectory()) await chownTree(target, uid, gid);
    else await chown(target, uid, gid);
  }
}

/**
 * Restores a backup made by `npm run backup` into `DATA_DIR`. Refuses while a PostgreSQL
 * runs on it, and refuses to replace an existing cluster unless `force`. The next start
 * replays the WAL in the archive up to the moment the backup ended. An archive without the
 * cluster's password (the default) gets a new one, set here; one without the key says so.
 */
export async function restoreEmbedded(
  config: Config,
  file: string,
  options: { force: boolean },
): Promise<RestoreResult> {
  if (config.databaseUrl) {
    throw new Error(
      'restore writes the embedded database; with DATABASE_URL set use pg_restore (see README)',
    );
  }
  const source = path.resolve(file);
  if (!existsSync(source) || !(await stat(source)).isFile()) {
    throw new Error(`No backup file at ${source}`);
  }
  const dataDir = path.resolve(config.dataDir);
  const clusterDir = path.join(dataDir, 'pg');
  const running = await findRunningCluster(dataDir);
  if (running.state !== 'stopped') {
    throw new Error(
      `DATA_DIR ${dataDir} is in use by PostgreSQL process ${running.postgresPid}; stop the service before restoring`,
    );
  }
  if (existsSync(path.join(clusterDir, 'PG_VERSION')) && !options.force) {
    throw new Error(
      `DATA_DIR ${dataDir} already holds a database; pass --force to replace it with the backup`,
    );
  }
  let names: Set<string>;
  try {
    names = await entriesOf(source);
  } catch (error) {
    throw new Error(
      `${source} is not a backup made by npm run backup: ${(error as Error).message}`,
    );
  }
  const missing = REQUIRED.filter((name) => !names.has(name));
  if (missing.length > 0) {
    throw new Error(`${source} is not a backup made by npm run backup (no ${missing.join(', ')})`);
  }

  await mkdir(dataDir, { recursive: true });
  const staging = await mkdtemp(path.join(dataDir, '.restore-'));
  try {
    await tar.extract({ file: source, cwd: staging, preserveOwner: false });
    await chmod(path.join(staging, 'pg'), 0o700);
    const { uid, gid } = runAs();
    if (uid !== undefined && gid !== undefined) await chownTree(path.join(staging, 'pg'), uid, gid);
    await rm(clusterDir, { recursive: true, force: true });
    await rename(path.join(staging, 'pg'), clusterDir);
    for (const entry of await readdir(staging, { withFileTypes: true })) {
      if (entry.isFile())
        await rename(path.join(staging, entry.name), path.join(dataDir, entry.name));
    }
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  if (!names.has(PASSWORD_FILE)) await setNewPassword(dataDir);
  const keyFile = secretsKeyFile(dataDir);
  const keyKnown = config.secretsKeys.length > 0 || existsSync(keyFile);
  return { keyMissing: keyKnown ? undefined : keyFile };
}
