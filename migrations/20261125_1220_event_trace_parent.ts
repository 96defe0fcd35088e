import { sql, type Kysely } from 'kysely';

// Frozen in time: never import from src/ here, never edit after it has shipped.
//
// The W3C `traceparent` of the request that recorded an event, when tracing is on, so the
// webhook deliveries it causes (attempted later, by a worker) link back to that request.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE events ADD COLUMN trace_parent text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE events DROP COLUMN trace_parent`.execute(db);
}
