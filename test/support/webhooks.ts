import type Koa from 'koa';
import type { Principal } from '../../src/http/principal';
import { recordEvent } from '../../src/events/record';
import { eventSubscribers } from '../../src/features';
import { startWorker, type Worker } from '../../src/worker';
import { suite, testConfig, TEST_SECRETS_KEY } from './context';
import { as, type TestWorkspace } from './factories';
import { TEST_CA_FILE } from './receiver';

/** Worker settings for tests: tiny retry delays, 1 s timeout, local receivers allowed, the key. */
export const WEBHOOK_ENV = {
  // Service processes started on the suite's database open the secrets the suite sealed.
  SECRETS_KEY: TEST_SECRETS_KEY,
  WEBHOOK_RETRY_DELAYS_MS: '20,20,20,20',
  WEBHOOK_TIMEOUT_MS: '1000',
  WEBHOOK_ALLOWED_HOSTS: '127.0.0.1,localhost',
  WEBHOOK_CA_FILE: TEST_CA_FILE,
  WORKER_POLL_INTERVAL_MS: '50',
};

/** Runs the real graphile-worker in this process for the enclosing describe block. */
export function workerFixture(env: Record<string, string> = {}) {
  let worker: Worker | undefined;
  before(async () => {
    worker = await startWorker(
      suite.database.url,
      testConfig({ ...WEBHOOK_ENV, ...env }),
      suite.log,
    );
  });
  after(async () => {
    await worker?.stop();
  });
}

export async function givenWebhook(
  app: Koa,
  workspace: TestWorkspace,
  url: string,
  events = ['member.added'],
) {
  const res = await as(app, workspace.owner)
    .post(`/api/workspaces/${workspace.id}/webhooks`)
    .send({ url, events });
  if (res.status !== 201)
    throw new Error(`webhook creation failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as { id: string; secret: string; standardWebhooksSecret: string };
}

const SYSTEM: Principal = { kind: 'anonymous' };

/** Records a webhook event in its own transaction, as a change would. */
export async function emit(
  workspaceId: string,
  name = 'member.added',
  // The payload the service sends for member.added; deliveries are checked against the document.
  payload: Record<string, string | null> = { userId: 'u1' },
) {
  return suite.database.db
    .transaction()
    .execute((trx) =>
      recordEvent(
        trx,
        { workspaceId, name, actor: SYSTEM, entityType: 'test', entityId: 'x', payload },
        eventSubscribers,
      ),
    );
}

export async function deliveriesOf(webhookId: string) {
  return suite.database.db
    .selectFrom('webhookDeliveries')
    .selectAll()
    .where('webhookId', '=', webhookId)
    .orderBy('createdAt')
    .execute();
}
