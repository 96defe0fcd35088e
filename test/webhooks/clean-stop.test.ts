import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import pino from 'pino';
import { appFixture, suite, testConfig } from '../support/context';
import { givenWorkspace } from '../support/factories';
import { waitFor } from '../support/receiver';
import { emit, givenWebhook, WEBHOOK_ENV } from '../support/webhooks';
import { startWorker } from '../../src/worker';

describe('stopping the worker under load', () => {
  const fixture = appFixture({}, WEBHOOK_ENV);

  it('releases graphile-worker’s local queue cleanly while it holds fetched jobs', async function () {
    this.timeout(120_000);
    let received = 0;
    // Answers after 30 ms: the workers stay busy, so the local queue holds fetched jobs.
    const server = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        received++;
        setTimeout(() => res.end(), 30);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const lines: string[] = [];
    const log = pino({ level: 'warn' }, { write: (line: string) => lines.push(line) });
    try {
      const workspace = await givenWorkspace();
      for (let i = 0; i < 8; i++) {
        await givenWebhook(fixture.app, workspace, `http://127.0.0.1:${port}/h${i}`, [
          'issue.created',
        ]);
      }
      for (let i = 0; i < 300; i++) await emit(workspace.id, 'issue.created', { n: String(i) });
      const worker = await startWorker(
        suite.database.url,
        testConfig({ ...WEBHOOK_ENV, LOG_LEVEL: 'warn' }),
        log,
      );
      await waitFor(() => received > 100, 60_000, 'deliveries in full flow');
      await worker.stop();
      const errors = lines.filter((line) => /"level":(50|60)/.test(line));
      expect(errors.join('\n')).not.to.match(/Releasing local queue failed|Deactivation failed/);
      expect(errors).to.deep.equal([]);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
