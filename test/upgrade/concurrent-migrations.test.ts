import { expect } from 'chai';
import { buildOnce, startService, stopService, type Service } from '../operator/support';
import { scratchDatabase } from './release-database';

describe('three processes starting together on one new database', function () {
  this.timeout(180_000);
  let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
  let services: Service[] = [];
  before(async () => {
    await buildOnce();
    scratch = await scratchDatabase('migrate_together');
  });
  after(async () => {
    await Promise.all(services.map((service) => stopService(service)));
    await scratch?.drop();
  });

  it('migrates once: one process applies every migration under the lock, the others wait and start on the result', async () => {
    services = await Promise.all(
      [0, 1, 2].map(() =>
        startService({
          dir: '.data/unused',
          env: {
            DATABASE_URL: scratch.url,
            PROCESS_ROLE: 'api',
            LOG_LEVEL: 'info',
            // Far shorter than the migrations: neither applying them nor waiting for the
            // lock meanwhile runs under the API's statement timeout.
            DATABASE_STATEMENT_TIMEOUT_MS: '50',
          },
        }),
      ),
    );
    const applied = services.map((service) =>
      service
        .output()
        .split('\n')
        .filter((line) => line.includes('"msg":"migration"'))
        .map((line) => JSON.parse(line) as { migration: string; status: string }),
    );
    const appliers = applied.filter((lines) => lines.length > 0);
    expect(appliers.length, 'processes that applied migrations').to.equal(1);
    expect(appliers[0]!.every((line) => line.status === 'Success')).to.equal(true);
    const names = appliers[0]!.map((line) => line.migration);
    expect(new Set(names).size).to.equal(names.length);
    expect(names).to.include('20261125_1220_event_trace_parent');
    for (const service of services) {
      const res = await fetch(`${service.baseUrl}/readyz`);
      expect(res.status).to.equal(200);
    }
  });
});
