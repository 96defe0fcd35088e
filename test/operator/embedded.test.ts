import { existsSync, statSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import {
  buildOnce,
  connectionFile,
  dataDir,
  freePort,
  isAlive,
  run,
  signUp,
  startService,
  stopService,
  type Service,
} from './support';

const cli = (dir: string, ...args: string[]) =>
  run('node', ['dist/src/cli.js', ...args], { DATA_DIR: dir });

describe('operator commands while the service runs on the embedded database', function () {
  this.timeout(180_000);
  const dir = dataDir('serving');
  let service: Service | undefined;

  before(async () => {
    await buildOnce();
    service = await startService({ dir });
  });
  after(() => stopService(service));

  it('records the running cluster in an owner-only connection file', () => {
    const file = path.join(dir, 'embedded-postgres.json');
    expect(statSync(file).mode & 0o777).to.equal(0o600);
    const { servicePid, postgresPid } = connectionFile(dir);
    expect(servicePid).to.equal(service!.child.pid);
    expect(isAlive(postgresPid)).to.equal(true);
  });

  it('set-plan changes a workspace the running service then reports on PRO', async () => {
    const headers = await signUp(service!);
    const created = await fetch(`${service!.baseUrl}/api/workspaces`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'Operator test' }),
    });
    expect(created.status).to.equal(201);
    const workspaceId = ((await created.json()) as { data: { id: string } }).data.id;

    const result = await cli(dir, 'set-plan', workspaceId, 'PRO');
    expect(result.stderr).to.equal('');
    expect(result.code).to.equal(0);
    expect(result.stdout).to.contain(`Workspace ${workspaceId} is now on PRO`);

    const read = await fetch(`${service!.baseUrl}/api/workspaces/${workspaceId}`, { headers });
    const body = (await read.json()) as { data: { plan: string } };
    expect(body.data.plan).to.equal('PRO');
  });

  it('migrate runs against the running cluster and says so', async () => {
    const result = await cli(dir, 'migrate');
    expect(result.code).to.equal(0);
    expect(result.stdout).to.contain(`started by service process ${service!.child.pid}`);
    expect(result.stdout).to.contain('Migrations are up to date');
  });

  it('set-plan on an unknown workspace prints why and exits 1', async () => {
    const result = await cli(dir, 'set-plan', 'no-such-workspace', 'PRO');
    expect(result.code).to.equal(1);
    expect(result.stderr).to.contain('No workspace no-such-workspace');
  });

  it('set-plan without a valid plan prints the usage and exits 64', async () => {
    const result = await cli(dir, 'set-plan', 'ws', 'GOLD');
    expect(result.code).to.equal(64);
    expect(result.stderr).to.contain('Usage:');
  });

  it('a second server on the same DATA_DIR exits 1 with one line naming the holder', async () => {
    const result = await run('node', ['dist/src/main.js'], {
      DATA_DIR: dir,
      PORT: String(await freePort()),
    });
    expect(result.code).to.equal(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).to.have.length(1);
    expect(lines[0]).to.contain(`in use by service process ${service!.child.pid}`);
    expect(lines[0]).to.contain(path.resolve(dir));
    // The first one still serves.
    expect((await fetch(`${service!.baseUrl}/readyz`)).status).to.equal(200);
  });

  it('a clean stop removes the connection file and stops PostgreSQL', async () => {
    const { postgresPid } = connectionFile(dir);
    await stopService(service);
    expect((await service!.exited).code).to.equal(0);
    expect(existsSync(path.join(dir, 'embedded-postgres.json'))).to.equal(false);
    expect(isAlive(postgresPid), `postgres ${postgresPid} still running`).to.equal(false);
  });

  it('the CLI starts the cluster itself when no service runs, and stops it after', async () => {
    const result = await cli(dir, 'migrate');
    expect(result.code).to.equal(0);
    expect(result.stdout).to.contain('Migrations are up to date');
    expect(result.stdout).not.to.contain('started by service process');
    expect(existsSync(path.join(dir, 'embedded-postgres.json'))).to.equal(false);
  });
});

describe('start-up failures print their cause and exit non-zero', function () {
  this.timeout(120_000);
  before(() => buildOnce());
  const start = (env: Record<string, string>) => run('node', ['dist/src/main.js'], env);

  it('names a port in use before it touches the data directory or migrates', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, resolve));
    const { port } = blocker.address() as net.AddressInfo;
    const fresh = path.join(await mkdtemp(path.join(os.tmpdir(), 'op-')), 'data');
    try {
      const result = await start({ PORT: String(port), DATA_DIR: fresh });
      expect(result.code).to.equal(1);
      expect(result.stderr.trim()).to.equal(
        `PORT ${port} is already in use: stop the process listening there or set PORT`,
      );
      expect(existsSync(fresh), 'DATA_DIR was created').to.equal(false);
    } finally {
      blocker.close();
    }
  });

  it('says in one line that DATA_DIR is unusable', async () => {
    const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'op-')), 'a-file');
    await writeFile(file, 'not a directory');
    const result = await start({ PORT: String(await freePort()), DATA_DIR: `${file}/data` });
    expect(result.code).to.equal(1);
    expect(result.stderr.trim().split('\n')).to.have.length(1);
    expect(result.stderr).to.contain(`DATA_DIR ${file}/data is not usable: ENOTDIR`);
  });

  it('names DATABASE_URL, masks its password and says what to check', async () => {
    const closed = await freePort();
    const result = await start({
      PORT: String(await freePort()),
      DATABASE_URL: `postgres://app:hunter2secret@127.0.0.1:${closed}/service`,
    });
    expect(result.code).to.equal(1);
    expect(result.stderr).to.contain(
      `DATABASE_URL=postgres://app:****@127.0.0.1:${closed}/service`,
    );
    expect(result.stderr).to.contain('ECONNREFUSED');
    expect(result.stderr).to.contain('Check that PostgreSQL runs');
    expect(result.stderr + result.stdout).not.to.contain('hunter2secret');
  });

  it('masks a password given in the query as well', async () => {
    const closed = await freePort();
    const result = await start({
      PORT: String(await freePort()),
      DATABASE_URL: `postgres://app@127.0.0.1:${closed}/service?sslpassword=keyphrase9&password=hunter2secret`,
    });
    expect(result.code).to.equal(1);
    expect(result.stderr).to.contain(
      `DATABASE_URL=postgres://app@127.0.0.1:${closed}/service?sslpassword=****&password=****`,
    );
    expect(result.stderr + result.stdout).not.to.contain('hunter2secret');
    expect(result.stderr + result.stdout).not.to.contain('keyphrase9');
  });

  it('the CLI does the same for DATABASE_URL', async () => {
    const closed = await freePort();
    const result = await run('node', ['dist/src/cli.js', 'migrate'], {
      DATABASE_URL: `postgres://app:hunter2secret@127.0.0.1:${closed}/service`,
    });
    expect(result.code).to.equal(1);
    expect(result.stderr).to.contain('DATABASE_URL=postgres://app:****@');
    expect(result.stderr + result.stdout).not.to.contain('hunter2secret');
  });

  it('stops on an invalid variable with exit code 78, naming it', async () => {
    const result = await start({ PORT: 'eighty' });
    expect(result.code).to.equal(78);
    expect(result.stderr).to.contain('PORT');
  });
});

describe('.env and HOST', function () {
  this.timeout(180_000);
  const dir = dataDir('dotenv');
  let service: Service | undefined;
  before(() => buildOnce());
  after(() => stopService(service));

  it('reads .env from the working directory, listens on HOST and says so at start-up', async () => {
    const cwd = await mkdtemp(path.join(os.tmpdir(), 'op-env-'));
    const port = await freePort();
    await writeFile(path.join(cwd, '.env'), `# local settings\nHOST=127.0.0.1\nPORT=${port}\n`);
    const main = path.resolve(__dirname, '../../dist/src/main.js');
    service = await startService({
      dir,
      cwd,
      command: ['node', main],
      port,
      // Unset here, so the file supplies them.
      env: { PORT: undefined, HOST: undefined },
    });
    const ready = service
      .output()
      .split('\n')
      .find((line) => line.includes('"msg":"Serving '))!;
    const msg = (JSON.parse(ready) as { msg: string }).msg;
    expect(msg).to.equal(
      `Serving http://localhost:${port}/api (listening on 127.0.0.1, port ${port}); database: embedded PostgreSQL in ${path.resolve(dir, 'pg')}; role: all`,
    );
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).to.equal(200);
  });
});
