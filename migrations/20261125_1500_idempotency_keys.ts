import { sql, type Kysely } from 'kysely';

// Frozen in time: never import from src/ here, never edit after it has shipped.
//
// Answers kept for `Idempotency-Key` retries: one row per (workspace, credential owner,
// key). `status` is null while the first request runs (it holds the row until
// `lease_expires_at`, so a process that died does not block the key for good); then the
// answer's status and body, minus any secret shown once (`withheld` names those fields).
// `claim_id` says which attempt holds the row, so a late finish never overwrites another's.
// Rows older than 24 hours no longer count and are pruned by a task.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE idempotency_keys (
      workspace_id text NOT NULL,
      owner_type text NOT NULL CHECK (owner_type IN ('user', 'agent')),
      owner_id text NOT NULL,
      key text NOT NULL CHECK (length(key) BETWEEN 1 AND 255),
      fingerprint text NOT NULL,
      claim_id text NOT NULL,
      status smallint,
      body json,
      withheld text[] NOT NULL DEFAULT '{}',
      lease_expires_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (workspace_id, owner_type, owner_id, key)
    );
    CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE idempotency_keys`.execute(db);
}
