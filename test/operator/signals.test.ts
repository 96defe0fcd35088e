import { expect } from 'chai';
import {
  buildOnce,
  connectionFile,
  dataDir,
  isAlive,
  signUp,
  startService,
  stopService,
  type Service,
} from './support';

// `npm start` without its prestart build (done once by buildOnce): the same start script.
const NPM_START = ['npm', 'start', '--ignore-scripts'];

describe('signals stop everything the service started, database last', function () {
  this.timeout(180_000);
  const dir = dataDir('signals');
  let service: Service | undefined;
  before(() => buildOnce());
  afterEach(() => stopService(service));

  it('Ctrl-C (SIGINT to the process group) under load answers every request without a 5xx', async () => {
    service = await startService({
      dir,
      command: NPM_START,
      env: { RATE_LIMIT_IP_PER_MIN: '1000000' },
    });
    const { servicePid, postgresPid } = connectionFile(dir);
    const headers = await signUp(service);
    const statuses: number[] = [];
    let closed = false;
    let reached!: () => void;
    const loaded = new Promise<void>((resolve) => (reached = resolve));
    // Requests needing the database, until the server stops accepting connections.
    const client = async () => {
      while (!closed) {
        try {
          const res = await fetch(`${service!.baseUrl}/api/workspaces`, { headers });
          await res.arrayBuffer();
          statuses.push(res.status);
          if (statuses.length === 100) reached();
        } catch {
          closed = true; // refused or reset: the server has closed
        }
      }
    };
    const clients = Array.from({ length: 8 }, client);
    await loaded;
    process.kill(-service.child.pid!, 'SIGINT');
    await Promise.all(clients);
    const exit = await service.exited;

    expect(
      statuses.filter((status) => status >= 500),
      'responses with a 5xx',
    ).to.deep.equal([]);
    expect(statuses.filter((status) => status === 200).length).to.be.at.least(100);
    expect(exit.code).to.equal(0);
    expect(isAlive(servicePid), `node ${servicePid} still running`).to.equal(false);
    expect(isAlive(postgresPid), `postgres ${postgresPid} still running`).to.equal(false);
    expect(service.output()).to.match(/"signal":"SIGINT".*shutting down/);
  });

  it('SIGTERM to npm start stops node and PostgreSQL, leaving no orphan', async () => {
    service = await startService({ dir, command: NPM_START });
    const { servicePid, postgresPid } = connectionFile(dir);
    expect(servicePid).not.to.equal(service.child.pid);
    // To npm's pid only, as a process manager does.
    process.kill(service.child.pid!, 'SIGTERM');
    await service.exited;

    expect(isAlive(servicePid), `node ${servicePid} still running`).to.equal(false);
    expect(isAlive(postgresPid), `postgres ${postgresPid} still running`).to.equal(false);
    expect(service.output()).to.contain('"msg":"stopped"');
  });
});
