import { sql, type Kysely } from 'kysely';

// Frozen in time: never import from src/ here, never edit after it has shipped.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE api_tokens (
      id text PRIMARY KEY,
      workspace_id text NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
      user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      name text NOT NULL,
      scopes text[] NOT NULL CHECK (cardinality(scopes) > 0),
      -- SHA-256 of the 64-hex secret; the plaintext is never stored.
      token_hash bytea NOT NULL,
      token_hint text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_used_at timestamptz,
      revoked_at timestamptz
    );
    CREATE UNIQUE INDEX api_tokens_token_hash_key ON api_tokens (token_hash);
    CREATE INDEX api_tokens_workspace_user_idx ON api_tokens (workspace_id, user_id, created_at DESC);

    CREATE TYPE agent_token_tier AS ENUM ('READ', 'SESSION', 'WORKSPACE');
    ALTER TABLE agents
      ADD COLUMN token_hash bytea,
      ADD COLUMN token_hint text,
      ADD COLUMN token_tier agent_token_tier,
      ADD COLUMN token_rotated_at timestamptz;

    CREATE TABLE audit_log (
      id text PRIMARY KEY,
      workspace_id text NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
      actor_id text REFERENCES users (id) ON DELETE SET NULL,
      action text NOT NULL,
      target_type text NOT NULL,
      target_id text NOT NULL,
      details jsonb NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT clock_timestamp()
    );
    CREATE INDEX audit_log_workspace_idx ON audit_log (workspace_id, created_at DESC, id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE audit_log;
    ALTER TABLE agents DROP COLUMN token_hash, DROP COLUMN token_hint, DROP COLUMN token_tier,
      DROP COLUMN token_rotated_at;
    DROP TYPE agent_token_tier;
    DROP TABLE api_tokens;
  `.execute(db);
}
