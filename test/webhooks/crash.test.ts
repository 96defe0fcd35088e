import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect } from 'chai';
import { appFixture, suite } from '../support/context';
import { givenWorkspace } from '../support/factories';
import { startReceiver, waitFor } from '../support/receiver';
import { deliveriesOf, emit, givenWebhook, WEBHOOK_ENV } from '../support/webhooks';

const ROOT = path.resolve(__dirname, '../..');

/** A real worker process on the suite's database, as `PROCESS_ROLE=worker npm start` runs it. */
function startWorkerProcess(): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...WEBHOOK_ENV,
      PROCESS_ROLE: 'worker',
      DATABASE_URL: suite.database.url,
      LOG_LEVEL: 'silent',
    },
    stdio: 'ignore',
  });
}

describe('at-least-once delivery across a worker crash', () => {
  const fixture = appFixture({}, WEBHOOK_ENV);
  const children: ChildProcess[] = [];
  after(() => {
    for (const child of children) child.kill('SIGKILL');
  });

  it('re-delivers after the worker is killed mid-delivery and another starts', async function () {
    this.timeout(60_000);
    // The first attempt never gets an answer: the worker is killed while waiting for it.
    const receiver = await startReceiver({ respond: (_r, i) => (i === 0 ? 'hang' : 200) });
    try {
      const workspace = await givenWorkspace();
      const hook = await givenWebhook(fixture.app, workspace, receiver.url());
      const first = startWorkerProcess();
      children.push(first);
      await emit(workspace.id);
      await waitFor(() => receiver.received.length === 1, 30_000, 'the first attempt');
      first.kill('SIGKILL');
      await new Promise((resolve) => first.once('exit', resolve));

      children.push(startWorkerProcess());
      const delivered = await waitFor(
        async () => {
          const [delivery] = await deliveriesOf(hook.id);
          return delivery?.state === 'SUCCEEDED' && delivery;
        },
        30_000,
        'the delivery after restart',
      );
      expect(receiver.received.length).to.be.at.least(2);
      expect(receiver.received[1]!.body.deliveryId).to.equal(delivered.id);
      expect(receiver.received[1]!.raw.equals(receiver.received[0]!.raw)).to.equal(true);
    } finally {
      await receiver.close();
    }
  });
});
