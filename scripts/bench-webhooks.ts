/**
 * Webhook delivery benchmark (not a test). In one run, on one database:
 *   1. graphile-worker draining 20k no-op jobs with the worker settings we ship;
 *   2. the real delivery task sending 20k signed deliveries to a loopback receiver;
 *   3. commit → receiver latency at idle: 200 events recorded one at a time.
 * The receiver runs in a child process so it does not share the worker's event loop.
 *
 *   npx tsx scripts/bench-webhooks.ts        (DATABASE_URL, or an embedded PostgreSQL)
 */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createId } from '@paralleldrive/cuid2';
import { run } from 'graphile-worker';
import { sql } from 'kysely';
import type { Config } from '../src/config';
import type { DatabaseHandle } from '../src/db/connect';
import { recordEvent } from '../src/events/record';
import { workerLogger } from '../src/logging';
import { log, openBenchDatabase, percentile, runMain, seedWorkspace, waitUntil } from './support';
import { startWorker, workerPreset } from '../src/worker';

const JOBS = Number(process.env.BENCH_JOBS ?? 20_000);
const LATENCY_EVENTS = 200;

/** Starts the receiver child; resolves with its port and a stream of arrival times. */
function startReceiver(): Promise<{
  child: ChildProcess;
  port: number;
  arrivals: Map<string, number>;
}> {
  const child = fork(path.join(__dirname, 'bench-receiver.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
  });
  const arrivals = new Map<string, number>();
  return new Promise((resolve, reject) => {
    child.on('message', (message: { port?: number; deliveryId?: string; at?: number }) => {
      if (message.port) resolve({ child, port: message.port, arrivals });
      if (message.deliveryId) arrivals.set(message.deliveryId, message.at!);
    });
    child.once('error', reject);
  });
}

async function noopDrain(database: DatabaseHandle, config: Config): Promise<number> {
  await sql`
    SELECT count(*) FROM graphile_worker.add_jobs((
      SELECT array_agg(ROW('bench:noop', '{}'::json, NULL, NULL, 1, NULL, NULL, NULL)::graphile_worker.job_spec)
      FROM generate_series(1, ${JOBS})
    ))
  `.execute(database.db);
  const started = performance.now();
  let done = 0;
  const runner = await run({
    pgPool: database.pool,
    taskList: {
      'bench:noop': async () => {
        done += 1;
      },
    },
    concurrency: config.workerConcurrency,
    preset: workerPreset(config),
    noHandleSignals: true,
    pollInterval: 1000,
    logger: workerLogger(log),
  });
  await waitUntil(async () => done >= JOBS, 300_000, 'the no-op drain');
  const seconds = (performance.now() - started) / 1000;
  await runner.stop();
  return JOBS / seconds;
}

async function seedWebhook(database: DatabaseHandle, receiverUrl: string) {
  const db = database.db;
  const { workspaceId } = await seedWorkspace(db);
  const webhookId = createId();
  await db
    .insertInto('webhooks')
    .values({
      id: webhookId,
      workspaceId,
      url: receiverUrl,
      events: ['member.added'],
      secret: 'whsec_bench',
    })
    .execute();
  return { workspaceId, webhookId };
}

async function main() {
  const { database, config } = await openBenchDatabase({ WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' });
  const receiver = await startReceiver();
  try {
    console.log(`worker concurrency ${config.workerConcurrency}, pool ${config.databasePoolSize}`);

    const noopRate = await noopDrain(database, config);
    console.log(`no-op drain:          ${noopRate.toFixed(0)} jobs/s (${JOBS} jobs)`);

    const { workspaceId, webhookId } = await seedWebhook(
      database,
      `http://127.0.0.1:${receiver.port}/hook`,
    );
    await sql`
      WITH deliveries AS (
        INSERT INTO webhook_deliveries (id, workspace_id, webhook_id, event, payload, secret)
        SELECT 'bench' || n || ${webhookId}, ${workspaceId}, ${webhookId}, 'member.added', '{"userId":"u"}', 'whsec_bench'
        FROM generate_series(1, ${JOBS}) AS n
        RETURNING id
      )
      SELECT count(*) FROM graphile_worker.add_jobs((
        SELECT array_agg(ROW('webhooks:deliver', json_build_object('deliveryId', id), NULL, NULL, 25,
          'webhook-delivery:' || id, NULL, NULL)::graphile_worker.job_spec) FROM deliveries))
    `.execute(database.db);
    const started = performance.now();
    const worker = await startWorker(database.url, config, log);
    await waitUntil(async () => receiver.arrivals.size >= JOBS, 600_000, 'the deliveries');
    const deliveryRate = JOBS / ((performance.now() - started) / 1000);
    console.log(
      `real deliveries:      ${deliveryRate.toFixed(0)} deliveries/s (${JOBS} to a loopback receiver)`,
    );
    console.log(
      `ratio deliveries/no-op: ${(deliveryRate / noopRate).toFixed(2)} (target ≥ 0.5; ≥ 2,000/s)`,
    );
    await waitUntil(
      async () => {
        const row = await database.db
          .selectFrom('webhookDeliveries')
          .select((eb) => eb.fn.countAll<number>().as('open'))
          .where('webhookId', '=', webhookId)
          .where('state', '!=', 'SUCCEEDED')
          .executeTakeFirstOrThrow();
        return row.open === 0;
      },
      120_000,
      'the last outcomes',
    );

    // Idle latency: one event at a time, from commit to arrival at the receiver.
    receiver.arrivals.clear();
    const latencies: number[] = [];
    for (let i = 0; i < LATENCY_EVENTS; i++) {
      await database.db.transaction().execute((trx) =>
        recordEvent(trx, {
          workspaceId,
          name: 'member.added',
          actor: { kind: 'anonymous' },
          entityType: 'member',
          entityId: 'u',
          payload: { userId: 'u' },
        }),
      );
      const committedAt = performance.timeOrigin + performance.now();
      await waitUntil(async () => receiver.arrivals.size > i, 10_000, 'an idle delivery');
      const arrivedAt = [...receiver.arrivals.values()][i]!;
      latencies.push(arrivedAt - committedAt);
    }
    latencies.sort((a, b) => a - b);
    console.log(
      `commit → receiver:    p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms (${LATENCY_EVENTS} events at idle; targets 10 / 50 ms)`,
    );
    await worker.stop();
  } finally {
    receiver.child.kill();
    await database.close();
  }
}

runMain(main);
