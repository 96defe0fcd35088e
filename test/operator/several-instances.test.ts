import http from 'node:http';
import { expect } from 'chai';
import pg from 'pg';
import { scratchDatabase } from '../upgrade/release-database';
import { buildOnce, freePort, signUp, startService, stopService, type Service } from './support';

const TOKEN_LIMIT = 30;
const ORIGIN = 'http://service.example.test';

describe('two API processes and a worker on one PostgreSQL', function () {
  this.timeout(240_000);
  let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
  const services: Service[] = [];
  let receiver: http.Server | undefined;
  before(async () => {
    await buildOnce();
    scratch = await scratchDatabase('several_instances');
  });
  after(async () => {
    await Promise.all(services.map((service) => stopService(service)));
    receiver?.closeAllConnections();
    receiver?.close();
    await scratch?.drop();
  });

  it('keeps every acknowledged write and shares limits when one API process is killed -9 under load; every delivery is made', async () => {
    const delivered = new Set<string>();
    receiver = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        delivered.add(JSON.parse(body).payload.issueId);
        res.end();
      });
    });
    const receiverPort = await freePort();
    await new Promise<void>((resolve) => receiver!.listen(receiverPort, '127.0.0.1', resolve));
    const env = {
      DATABASE_URL: scratch.url,
      DEFAULT_PLAN: 'PRO',
      RATE_LIMIT_IP_PER_MIN: '1000000',
      RATE_LIMIT_TIGHT_PER_MIN: '1000000',
      RATE_LIMIT_TOKEN_PER_MIN: String(TOKEN_LIMIT),
      WEBHOOK_ALLOWED_HOSTS: '127.0.0.1',
      WORKER_POLL_INTERVAL_MS: '100',
      // One public origin for both, as behind a load balancer.
      FIRST_PARTY_ORIGINS: ORIGIN,
    };
    // The first migrates; the others start on the migrated database.
    const [first] = [
      await startService({ dir: '.data/unused', env: { ...env, PROCESS_ROLE: 'api' } }),
    ];
    services.push(first!);
    const [second, worker] = await Promise.all([
      startService({ dir: '.data/unused', env: { ...env, PROCESS_ROLE: 'api' } }),
      startService({
        dir: '.data/unused',
        env: { ...env, PROCESS_ROLE: 'worker' },
        ready: /"msg":"Worker running/,
      }),
    ]);
    services.push(second!, worker!);
    const [apiA, apiB] = [first!, second!];

    const headers = { ...(await signUp(apiA)), Origin: ORIGIN };
    const call = async (service: Service, method: string, route: string, body?: object) => {
      const res = await fetch(`${service.baseUrl}/api${route}`, {
        method,
        headers,
        body: body && JSON.stringify(body),
      });
      if (res.status >= 300) throw new Error(`${method} ${route}: ${res.status}`);
      return ((await res.json()) as { data: Record<string, string> }).data;
    };
    const workspace = await call(apiB, 'POST', '/workspaces', { name: 'Shared' });
    const project = await call(apiA, 'POST', `/workspaces/${workspace.id}/projects`, {
      name: 'Shared',
      prefix: 'SH',
    });
    await call(apiB, 'POST', `/workspaces/${workspace.id}/webhooks`, {
      url: `http://127.0.0.1:${receiverPort}/hook`,
      events: ['issue.created'],
    });
    const pat = await call(apiA, 'POST', `/workspaces/${workspace.id}/api-tokens`, {
      name: 'shared',
      scopes: ['read:issues'],
    });

    // One token's window, counted in PostgreSQL, holds across both processes.
    const statuses: number[] = [];
    for (let i = 0; i < TOKEN_LIMIT + 10; i++) {
      const service = i % 2 === 0 ? apiA : apiB;
      const res = await fetch(`${service.baseUrl}/api/workspaces/${workspace.id}/issues`, {
        headers: { Authorization: `Bearer ${pat.token}` },
      });
      await res.arrayBuffer();
      statuses.push(res.status);
    }
    expect(statuses.filter((status) => status === 200).length).to.equal(TOKEN_LIMIT);
    expect(statuses.filter((status) => status === 429).length).to.equal(10);

    // Load through both; a client whose process dies goes on through the other one, as a
    // load balancer would send it.
    const acknowledged: string[] = [];
    let killed = false;
    const client = async (n: number) => {
      for (let i = 0; acknowledged.length < 200; i++) {
        const service = n % 2 === 0 && !killed ? apiA : apiB;
        try {
          const issue = await call(service, 'POST', `/workspaces/${workspace.id}/issues`, {
            projectId: project.id,
            title: `load ${n}.${i}`,
          });
          acknowledged.push(issue.id!);
        } catch (error) {
          if (service !== apiA) throw error;
        }
      }
    };
    const clients = Array.from({ length: 8 }, (_, n) => client(n));
    while (acknowledged.length < 60) await new Promise((resolve) => setTimeout(resolve, 10));
    process.kill(-apiA.child.pid!, 'SIGKILL');
    killed = true;
    await Promise.all(clients);
    expect((await apiA.exited).signal).to.equal('SIGKILL');

    const db = new pg.Client({ connectionString: scratch.url });
    await db.connect();
    try {
      const { rows } = await db.query<{ id: string }>(
        'SELECT id FROM issues WHERE id = ANY ($1::text[])',
        [acknowledged],
      );
      expect(rows.length, 'acknowledged issues stored').to.equal(acknowledged.length);
    } finally {
      await db.end();
    }
    const listed = await call(apiB, 'GET', `/workspaces/${workspace.id}/issues?limit=1`);
    expect((listed as unknown as { meta: { total: number } }).meta.total).to.be.at.least(
      acknowledged.length,
    );

    const deadline = Date.now() + 90_000;
    while (acknowledged.some((id) => !delivered.has(id)) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(
      acknowledged.filter((id) => !delivered.has(id)),
      'issues never delivered',
    ).to.deep.equal([]);
  });
});
