import { expect } from 'chai';
import {
  buildOnce,
  dataDir,
  freePort,
  signUp,
  startService,
  stopService,
  type Service,
} from './support';

const TOKEN = 'operator-metrics-token-0123';

describe('metrics of a running service', function () {
  this.timeout(180_000);
  let service: Service | undefined;
  let metricsPort: number;
  before(async () => {
    await buildOnce();
    metricsPort = await freePort();
    service = await startService({
      dir: dataDir('metrics'),
      env: { METRICS_TOKEN: TOKEN, METRICS_PORT: String(metricsPort) },
    });
  });
  after(() => stopService(service));

  it('prints the series of every area after a few requests, with the token or on the loopback port', async () => {
    const headers = await signUp(service!);
    await fetch(`${service!.baseUrl}/api/workspaces`, { headers });
    const refused = await fetch(`${service!.baseUrl}/metrics`);
    expect(refused.status).to.equal(401);
    const withToken = await fetch(`${service!.baseUrl}/metrics`, {
      headers: { Authorization: `Bearer ${TOKEN}` },
    });
    expect(withToken.status).to.equal(200);
    const onPort = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(onPort.status).to.equal(200);
    const text = await onPort.text();
    for (const series of [
      'http_requests_total{operation="register",status="201"} 1',
      'http_requests_total{operation="listWorkspaces",status="200"}',
      'http_request_duration_seconds_bucket{le="0.005",operation="login"}',
      'db_pool_connections{pool="api",state="idle"}',
      'db_pool_connections{pool="worker",state="in_use"}',
      'db_pool_waiting_requests{pool="api"} 0',
      'job_queue_depth ',
      'job_queue_oldest_due_seconds ',
      'webhooks_disabled 0',
      'live_streams_open 0',
      'process_resident_memory_bytes ',
      'nodejs_eventloop_lag_seconds ',
    ]) {
      expect(text, series).to.include(series);
    }
    expect((await withToken.text()).split('\n').length).to.be.above(100);
  });
});
