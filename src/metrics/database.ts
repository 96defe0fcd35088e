import { sql } from 'kysely';
import type pg from 'pg';
import { Gauge } from 'prom-client';
import type { Db } from '../db/database';
import { registry } from './registry';
import { scrapedGauge, sharedRead } from './scraped';

const pools = new Map<string, pg.Pool>();
let source: Db | undefined;

/** Reports a connection pool's use under `pool="<name>"` (`api`, `worker`). */
export function observePool(name: string, pool: pg.Pool): void {
  pools.set(name, pool);
}

/** Stops reporting a pool that was closed. */
export function forgetPool(name: string, pool: pg.Pool): void {
  if (pools.get(name) === pool) pools.delete(name);
}

/** The database whose job queue and webhooks a scrape reads. */
export function observeDatabase(db: Db): void {
  source = db;
}

new Gauge({
  name: 'db_pool_connections',
  help: 'Connections of a PostgreSQL pool, by pool and state (in_use, idle)',
  labelNames: ['pool', 'state'] as const,
  registers: [registry],
  collect() {
    this.reset();
    for (const [name, pool] of pools) {
      this.set({ pool: name, state: 'in_use' }, pool.totalCount - pool.idleCount);
      this.set({ pool: name, state: 'idle' }, pool.idleCount);
    }
  },
});

new Gauge({
  name: 'db_pool_waiting_requests',
  help: 'Queries waiting for a connection of a PostgreSQL pool',
  labelNames: ['pool'] as const,
  registers: [registry],
  collect() {
    this.reset();
    for (const [name, pool] of pools) this.set({ pool: name }, pool.waitingCount);
  },
});

interface QueueFacts {
  depth: number;
  oldestDueSeconds: number;
  disabledWebhooks: number;
}

/**
 * One statement for every database-wide gauge of a scrape, shared by the gauges that
 * read it.
 */
const readQueue = sharedRead(async () => {
  if (!source) return undefined;
  const { rows } = await sql<QueueFacts>`
    SELECT
      (SELECT count(*) FROM graphile_worker.jobs WHERE attempts < max_attempts)::int AS depth,
      coalesce((SELECT extract(epoch FROM now() - min(run_at))
                FROM graphile_worker.jobs
                WHERE locked_at IS NULL AND attempts < max_attempts AND run_at <= now()), 0)::float8
        AS "oldestDueSeconds",
      (SELECT count(*) FROM webhooks
       WHERE NOT active AND disabled_reason = 'consecutive_failures')::int AS "disabledWebhooks"
  `.execute(source);
  return rows[0];
});

scrapedGauge('job_queue_depth', 'Jobs waiting or running in the job queue', readQueue, 'depth');
scrapedGauge(
  'job_queue_oldest_due_seconds',
  'How long the oldest due job not yet taken has been waiting (0 when none)',
  readQueue,
  'oldestDueSeconds',
);
scrapedGauge(
  'webhooks_disabled',
  'Webhooks the service disabled after consecutive failed deliveries',
  readQueue,
  'disabledWebhooks',
);
