/** Gives a restored cluster a new password when its own was not in the backup. */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, chown, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PASSWORD_FILE, postgresBinary, READY, runAs, USER } from './cluster';

/**
 * Starts the (stopped) cluster of `dataDir` once, reachable only through a Unix socket in
 * a directory of its own that nobody else may enter and trusting connections there, sets
 * a fresh random password on the service's role, stops it and writes the password where
 * the service reads it. The start also replays the backup's WAL, as the first service
 * start would have.
 */
export async function setNewPassword(dataDir: string): Promise<void> {
  const { uid, gid } = runAs();
  const socketDir = await mkdtemp(path.join(os.tmpdir(), 'service-restore-'));
  try {
    await chmod(socketDir, 0o700);
    const hbaFile = path.join(socketDir, 'pg_hba.conf');
    await writeFile(hbaFile, 'local all all trust\n', { mode: 0o600 });
    if (uid !== undefined && gid !== undefined) {
      await chown(socketDir, uid, gid);
      await chown(hbaFile, uid, gid);
    }
    const child = spawn(
      postgresBinary(),
      [
        ...['-D', path.join(dataDir, 'pg'), '-c', 'listen_addresses='],
        ...['-c', `unix_socket_directories=${socketDir}`, '-c', `hba_file=${hbaFile}`],
      ],
      { uid, gid, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, LC_MESSAGES: 'C' } },
    );
    const output: string[] = [];
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const ready = await new Promise<boolean>((resolve) => {
      child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
        output.push(chunk);
        if (output.join('').includes(READY)) resolve(true);
      });
      void exited.then(() => resolve(false));
    });
    try {
      if (!ready) throw new Error(`PostgreSQL did not start: ${output.join('').trim()}`);
      const password = randomBytes(24).toString('base64url');
      const client = new pg.Client({ host: socketDir, user: USER, database: 'postgres' });
      await client.connect();
      try {
        await client.query(
          `ALTER ROLE ${client.escapeIdentifier(USER)} PASSWORD ${client.escapeLiteral(password)}`,
        );
      } finally {
        await client.end();
      }
      await writeFile(path.join(dataDir, PASSWORD_FILE), password + '\n', { mode: 0o600 });
    } finally {
      child.kill('SIGINT');
      await exited;
    }
  } finally {
    await rm(socketDir, { recursive: true, force: true });
  }
}
