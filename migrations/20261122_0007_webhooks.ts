import { sql, type Kysely } from 'kysely';

// Frozen in time: never import from src/ here, never edit after it has shipped.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE webhooks (
      id text PRIMARY KEY,
      workspace_id text NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
      url text NOT NULL,
      events text[] NOT NULL CHECK (cardinality(events) > 0),
      -- Needed in clear to sign; never returned after creation or rotation.
      secret text NOT NULL,
      active boolean NOT NULL DEFAULT true,
      consecutive_failures integer NOT NULL DEFAULT 0,
      disabled_at timestamptz,
      disabled_reason text,
      created_by text REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    -- Fan-out reads the active webhooks of a workspace on every recorded event.
    CREATE INDEX webhooks_workspace_active_idx ON webhooks (workspace_id) WHERE active;

    CREATE TYPE delivery_state AS ENUM ('PENDING', 'RETRYING', 'SUCCEEDED', 'DEAD');
    CREATE TABLE webhook_deliveries (
      id text PRIMARY KEY,
      workspace_id text NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
      webhook_id text NOT NULL REFERENCES webhooks (id) ON DELETE CASCADE,
      event_id text,
      event text NOT NULL,
      payload jsonb NOT NULL,
      -- The signing secret active at enqueue: every retry and replay signs with it.
      secret text NOT NULL,
      state delivery_state NOT NULL DEFAULT 'PENDING',
      attempts integer NOT NULL DEFAULT 0,
      replay_of text,
      next_attempt_at timestamptz NOT NULL DEFAULT now(),
      -- Set while a worker is sending; an expired lease means the worker died mid-attempt.
      leased_until timestamptz,
      created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      completed_at timestamptz
    );
    CREATE INDEX webhook_deliveries_webhook_idx ON webhook_deliveries (webhook_id, created_at DESC, id DESC);
    CREATE INDEX webhook_deliveries_open_idx ON webhook_deliveries (next_attempt_at)
      WHERE state IN ('PENDING', 'RETRYING');

    CREATE TABLE webhook_attempts (
      delivery_id text NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
      attempt integer NOT NULL,
      status_code integer,
      error text,
      duration_ms integer NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (delivery_id, attempt)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE webhook_attempts;
    DROP TABLE webhook_deliveries;
    DROP TYPE delivery_state;
    DROP TABLE webhooks;
  `.execute(db);
}
