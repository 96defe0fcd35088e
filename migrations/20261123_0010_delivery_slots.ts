import { sql, type Kysely } from 'kysely';

// Frozen in time: never import from src/ here, never edit after it has shipped.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- Set while a due delivery waits for one of its webhook's in-flight slots. A waiting
    -- delivery has no job: the attempt that frees a slot enqueues the next one.
    ALTER TABLE webhook_deliveries ADD COLUMN parked_at timestamptz;

    -- Attempts in flight per webhook: counted on every claim.
    CREATE INDEX webhook_deliveries_leased_idx ON webhook_deliveries (webhook_id, leased_until)
      WHERE leased_until IS NOT NULL;
    -- The next waiting delivery of a webhook: retries first, then the oldest.
    CREATE INDEX webhook_deliveries_parked_idx
      ON webhook_deliveries (webhook_id, attempts DESC, next_attempt_at, id)
      WHERE parked_at IS NOT NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX webhook_deliveries_parked_idx;
    DROP INDEX webhook_deliveries_leased_idx;
    ALTER TABLE webhook_deliveries DROP COLUMN parked_at;
  `.execute(db);
}
