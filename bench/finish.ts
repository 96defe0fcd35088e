/**
 * The finish of delivery attempts at scale (not a test): what recording a batch of 32
 * outcomes costs, with the hand-over of each freed slot, while 20,000 and then 200,000
 * deliveries wait since an outage (16 busy webhooks, and 5,000 other webhooks at the
 * larger size); and what one recovery sweep costs with nothing to recover. Neither may
 * grow with the backlog: a plan that scans the deliveries or the job queue makes every
 * batch, and every sweep, as slow as the table is large.
 *
 * Baseline, in the same run and on the same rows: one statement that only records the
 * outcomes (the attempt rows and the deliveries' new state), the floor any finish pays.
 * Both are timed from this process, one batch at a time, on a PostgreSQL cluster the
 * script owns.
 *
 *   npx tsx bench/finish.ts
 *
 * Paired mode, for trying a change to the finish before it becomes a migration: the
 * shipped finish against a variant (a file of SQL run after the migrations, typically a
 * CREATE OR REPLACE FUNCTION, or index changes), in two databases of one cluster, with
 * their batches alternated so both see the same machine from moment to moment. Each
 * side's cost is its database backend's CPU time (/proc/<pid>/schedstat: the cluster runs
 * here), far steadier than wall time on a shared machine: two runs of the shipped
 * finish against itself came out 0.5-1 % apart, a side measured alone drifted ±15 %.
 *
 *   FINISH_VARIANT=variant.sql npx tsx bench/finish.ts
 *
 * The variant side can also differ in shape, with or without SQL of its own:
 * FINISH_VARIANT_BATCH (outcomes per batch, 32 shipped) and FINISH_VARIANT_WEBHOOKS (the
 * webhooks the backlog is spread over, 16), to see what a finish costs per batch and per
 * webhook in a batch. FINISH_BATCH sets both sides' batch size (the variant's unless
 * FINISH_VARIANT_BATCH says otherwise).
 */
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { loadConfig } from '../src/config';
import { createDb, createPool, type Db } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import {
  claimDeliveries,
  finishAttempts,
  recoverDeliveries,
  type ClaimedDelivery,
  type DispatchLimits,
} from '../src/webhooks/dispatch';
import type { AttemptOutcome } from '../src/webhooks/sender';
import { dispatchLimits } from '../src/webhooks/tasks/deliver';
import { startOwnedPostgres } from '../test/support/owned-postgres';
import { describeMachine, log, runMain, seedWorkspace } from './support';

const BATCH = 32;
/**
 * The shipped side's batch size in paired mode: a drain's finish batches hold about 115
 * outcomes (`npm run bench:webhooks`), so a change is best measured at that size too.
 */
const SHIPPED_BATCH = Number(process.env.FINISH_BATCH ?? BATCH);
const WARM_BATCHES = 50;
const MEASURED_BATCHES = 250;
const WEBHOOKS = 16;
const OUTCOME: AttemptOutcome = {
  ok: true,
  statusCode: 200,
  error: null,
  durationMs: 1,
  response: { headers: { 'content-type': 'text/plain' }, body: 'ok', cut: false },
};

/**
 * 16 webhooks, `backlog` deliveries spread over them with their jobs, due since an outage
 * 5 minutes ago (older than the sweep's orphan window), and `others` idle webhooks.
 */
async function seed(db: Db, backlog: number, others: number, webhooks = WEBHOOKS) {
  const { workspaceId } = await seedWorkspace(db);
  const hooks = Array.from({ length: webhooks }, (_, i) => `busy${i}`);
  await sql`
    INSERT INTO webhooks (id, workspace_id, url, events, secret, in_flight_allowance)
    SELECT id, ${workspaceId}, 'http://127.0.0.1:9/', '{x}'::text[], 'whsec_bench', 32
    FROM unnest(${hooks}::text[]) AS id
    UNION ALL
    SELECT 'idle' || n, ${workspaceId}, 'http://127.0.0.1:9/', '{x}'::text[], 'whsec_bench', 4
    FROM generate_series(1, ${others}) AS n
  `.execute(db);
  await sql`
    WITH deliveries AS (
      INSERT INTO webhook_deliveries (id, workspace_id, webhook_id, event, payload, secret,
                                      next_attempt_at)
      SELECT 'd' || n, ${workspaceId}, (${hooks}::text[])[1 + n % ${webhooks}], 'member.added',
             '{"userId":"u"}', 'whsec_bench', now() - interval '5 minutes'
      FROM generate_series(1, ${backlog}) AS n
      RETURNING id
    )
    SELECT count(*) FROM graphile_worker.add_jobs((
      SELECT array_agg(webhook_delivery_job(id, now())) FROM deliveries))
  `.execute(db);
  await sql`VACUUM ANALYZE`.execute(db);
}

/** µs per delivery of `finish`, called on batches of BATCH held deliveries. */
async function timeBatches(
  held: ClaimedDelivery[],
  finish: (batch: ClaimedDelivery[]) => Promise<ClaimedDelivery[]>,
): Promise<number> {
  let elapsed = 0;
  let counted = 0;
  for (let round = 0; round < WARM_BATCHES + MEASURED_BATCHES; round++) {
    const batch = held.splice(0, BATCH);
    if (batch.length === 0) throw new Error('the held deliveries ran out');
    const started = performance.now();
    held.push(...(await finish(batch)));
    if (round >= WARM_BATCHES) {
      elapsed += performance.now() - started;
      counted += batch.length;
    }
  }
  return (elapsed * 1000) / counted;
}

/** The protocol's finish: records, moves the streaks, hands each freed slot over. */
function protocolFinish(db: Db, limits: DispatchLimits) {
  return async (batch: ClaimedDelivery[]) => {
    const next = await finishAttempts(
      db,
      batch.map((delivery) => ({ delivery, outcome: OUTCOME, takeOver: 1 })),
      [1000],
      limits,
    );
    return next.flat();
  };
}

/** The baseline's deliveries: `base1`, `base2`, …, added once the protocol's run is over. */
const baseId = (n: number) => `base${n}`;

/**
 * The baseline: the outcomes recorded and nothing else, in one statement, which also leases
 * the next batch of baseline deliveries by id, as the protocol's hand-over leases its next.
 */
function recordOnly(db: Db, limits: DispatchLimits) {
  let leased = 2 * BATCH;
  return async (batch: ClaimedDelivery[]) => {
    const ids = batch.map((delivery) => delivery.id);
    const next = Array.from({ length: batch.length }, (_, i) => baseId(leased + i + 1));
    leased += batch.length;
    await sql`
      WITH attempts AS (
        INSERT INTO webhook_attempts (delivery_id, attempt, status_code, duration_ms,
                                      response_headers, response_body)
        SELECT id, 1, 200, 1, '{"content-type":"text/plain"}', 'ok'
        FROM unnest(${ids}::text[]) AS id
      ), done AS (
        UPDATE webhook_deliveries
        SET attempts = 1, state = 'SUCCEEDED', leased_until = NULL, completed_at = now()
        WHERE id = ANY (${ids}::text[])
      )
      UPDATE webhook_deliveries
      SET leased_until = now() + make_interval(secs => ${limits.leaseMs / 1000})
      WHERE id = ANY (${next}::text[])
    `.execute(db);
    return next.map((id) => ({ ...batch[0]!, id }));
  };
}

async function measure(url: string, backlog: number, others: number) {
  const config = loadConfig({ ...process.env, DATABASE_URL: url });
  const limits = dispatchLimits(config);
  const pool = createPool(url, 4);
  pool.on('error', (error) => log.warn({ err: error }, 'benchmark database connection lost'));
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = createDb(pool, config.databasePreparedStatements);
  try {
    await migrate(url, log);
    await seed(db, backlog, others);
    const sweeps: number[] = [];
    for (let i = 0; i < 7; i++) {
      const started = performance.now();
      await recoverDeliveries(db, limits);
      sweeps.push(performance.now() - started);
    }
    const sweep = sweeps.sort((a, b) => a - b)[3]!;
    const first = Array.from({ length: 2 * BATCH }, (_, i) => `d${i + 1}`);
    const claimed = await claimDeliveries(db, first, limits);
    const held = claimed.filter((delivery): delivery is ClaimedDelivery => delivery !== undefined);
    const protocol = await timeBatches(held, protocolFinish(db, limits));
    // The baseline's own rows, added now so the protocol's hand-over never took them.
    const count = (WARM_BATCHES + MEASURED_BATCHES + 2) * BATCH;
    await sql`
      INSERT INTO webhook_deliveries (id, workspace_id, webhook_id, event, payload, secret)
      SELECT 'base' || n, workspace_id, webhook_id, event, payload, secret
      FROM webhook_deliveries, generate_series(1, ${count}) AS n
      WHERE id = 'd1'
    `.execute(db);
    await sql`ANALYZE webhook_deliveries`.execute(db);
    const start = Array.from({ length: 2 * BATCH }, (_, i) => ({ ...held[0]!, id: baseId(i + 1) }));
    const baseline = await timeBatches(start, recordOnly(db, limits));
    console.log(
      `${backlog.toLocaleString('en')} waiting, ${WEBHOOKS + others} webhooks: finish ${protocol.toFixed(0)} µs per delivery; recording only (baseline) ${baseline.toFixed(0)} µs; ${(protocol / baseline).toFixed(1)}× (batches of ${BATCH}, ${MEASURED_BATCHES} timed); a recovery sweep with nothing to recover ${sweep.toFixed(1)} ms (median of 7)`,
    );
  } finally {
    await db.destroy();
  }
}

/** CPU time a database backend of this machine has used, in µs. */
function backendCpuMicros(pid: number): number {
  return Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]) / 1000;
}

/** What one side of the paired comparison runs: its SQL, its batch size, its webhooks. */
interface PairedShape {
  sql?: string;
  batch: number;
  webhooks: number;
}

/**
 * One side of the paired comparison: a database with the finish it is given, a backlog
 * of at least 20,000 over its webhooks, and one connection whose backend's CPU is read around
 * each batch.
 */
async function pairedSide(url: string, shape: PairedShape) {
  const config = loadConfig({ ...process.env, DATABASE_URL: url });
  const limits = dispatchLimits(config);
  const pool = createPool(url, 1);
  // The cluster's stop at the end can reach a connection still closing; a connection lost
  // while measuring fails the next batch's query instead.
  pool.on('error', () => undefined);
  const db = createDb(pool, config.databasePreparedStatements);
  await migrate(url, log);
  if (shape.sql) await sql.raw(shape.sql).execute(db);
  // Enough waiting for every batch to be full.
  const backlog = Math.max(20_000, (WARM_BATCHES + MEASURED_BATCHES + 2) * shape.batch);
  await seed(db, backlog, 0, shape.webhooks);
  const { rows } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(db);
  const pid = rows[0]!.pid;
  const first = Array.from({ length: 2 * shape.batch }, (_, i) => `d${i + 1}`);
  const held = (await claimDeliveries(db, first, limits)).filter(
    (delivery): delivery is ClaimedDelivery => delivery !== undefined,
  );
  const finish = protocolFinish(db, limits);
  const spent = { cpu: 0, wall: 0, deliveries: 0 };
  return {
    db,
    spent,
    async batch(measured: boolean) {
      const batch = held.splice(0, shape.batch);
      const cpu = backendCpuMicros(pid);
      const started = performance.now();
      held.push(...(await finish(batch)));
      if (!measured) return;
      spent.cpu += backendCpuMicros(pid) - cpu;
      spent.wall += (performance.now() - started) * 1000;
      spent.deliveries += batch.length;
    },
  };
}

const shapeLine = (shape: PairedShape, name: string) =>
  `${name} (batches of ${shape.batch} over ${shape.webhooks} webhooks)`;

/** The shipped finish (A) against the variant (B), batches alternated. */
async function comparePaired(variantShape: PairedShape, variantName: string) {
  const cluster = await startOwnedPostgres('bench-finish-paired');
  try {
    const admin = createDb(createPool(cluster.url, 1), 0);
    await describeMachine(admin);
    await sql`CREATE DATABASE variant`.execute(admin);
    await admin.destroy();
    const shippedShape = { batch: SHIPPED_BATCH, webhooks: WEBHOOKS };
    const shipped = await pairedSide(cluster.url, shippedShape);
    const variant = await pairedSide(cluster.url.replace(/\/service$/, '/variant'), variantShape);
    for (let round = 0; round < WARM_BATCHES + MEASURED_BATCHES; round++) {
      // Each goes first every other round.
      const order = round % 2 === 0 ? [shipped, variant] : [variant, shipped];
      for (const side of order) await side.batch(round >= WARM_BATCHES);
    }
    const per = ({ spent }: typeof shipped) => ({
      cpu: spent.cpu / spent.deliveries,
      wall: spent.wall / spent.deliveries,
    });
    const a = per(shipped);
    const b = per(variant);
    console.log(
      `finish, µs per delivery (${MEASURED_BATCHES} batches timed each, alternated): ${shapeLine(shippedShape, 'shipped')} ${a.cpu.toFixed(1)} database CPU (${a.wall.toFixed(0)} wall); ${shapeLine(variantShape, variantName)} ${b.cpu.toFixed(1)} (${b.wall.toFixed(0)} wall); variant/shipped ${(b.cpu / a.cpu).toFixed(3)}`,
    );
    await shipped.db.destroy();
    await variant.db.destroy();
  } finally {
    await cluster.destroy();
  }
}

async function main() {
  const { FINISH_VARIANT, FINISH_VARIANT_BATCH, FINISH_VARIANT_WEBHOOKS } = process.env;
  if (FINISH_VARIANT || FINISH_VARIANT_BATCH || FINISH_VARIANT_WEBHOOKS) {
    return comparePaired(
      {
        sql: FINISH_VARIANT && readFileSync(FINISH_VARIANT, 'utf8'),
        batch: Number(FINISH_VARIANT_BATCH ?? SHIPPED_BATCH),
        webhooks: Number(FINISH_VARIANT_WEBHOOKS ?? WEBHOOKS),
      },
      FINISH_VARIANT ?? 'variant',
    );
  }
  for (const [backlog, others] of [
    [20_000, 0],
    [200_000, 5_000],
  ] as const) {
    const cluster = await startOwnedPostgres(`bench-finish-${backlog}`);
    try {
      if (backlog === 20_000) {
        const pool = createPool(cluster.url, 1);
        await describeMachine(createDb(pool, 0));
        await pool.end();
      }
      await measure(cluster.url, backlog, others);
    } finally {
      await cluster.destroy();
    }
  }
}

runMain(main);
