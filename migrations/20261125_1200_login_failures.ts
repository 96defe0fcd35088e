import { sql, type Kysely } from 'kysely';

// Frozen in time: never import from src/ here, never edit after it has shipped.
//
// A per-account login limit beside the per-IP one, so guessing one account's password
// from many addresses is slowed too. One row per email (lower-cased) with the attempts
// counted since its window started; a successful login deletes the row.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE login_failures (
      email_key text PRIMARY KEY,
      failures integer NOT NULL,
      window_started_at timestamptz NOT NULL
    );
    CREATE INDEX login_failures_window_idx ON login_failures (window_started_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE login_failures`.execute(db);
}
