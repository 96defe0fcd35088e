import { sql, type Kysely } from 'kysely';

// Frozen in time: never import from src/ here, never edit after it has shipped.
//
// The refresh token a session had before its last rotation, so that a second tab refreshing
// with it moments later is not mistaken for theft. `refreshed_at` dates the rotation.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE sessions ADD COLUMN previous_refresh_token_hash bytea`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE sessions DROP COLUMN previous_refresh_token_hash`.execute(db);
}
