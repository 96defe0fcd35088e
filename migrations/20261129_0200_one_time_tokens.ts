import { sql, type Kysely } from 'kysely';

// Frozen in time: never import from src/ here, never edit after it has shipped.
//
// One table of single-use tokens: password resets, workspace invitations and email
// changes. Only the SHA-256 of each 256-bit token is stored; a token is spent by one
// UPDATE that sets spent_at where it is still unspent, unrevoked and unexpired, so it
// works exactly once however many requests race. An invitation is a token row with its
// workspace, role and inviter; resending it replaces the hash (the old link stops working).
// Deleting a workspace deletes its invitations; deleting a user, their tokens.
//
// Sessions remember the browser and address that started them and when they were last
// refreshed, for the list of one's sessions. Login failures are counted per (email,
// address) and per address instead of per email, so failures from elsewhere never lock
// the owner out; the counts get a table of their own, login_attempt_counts, leaving
// login_failures to processes of the previous release during an upgrade (a later
// migration drops it). account_audit_log records what
// happened to an account (password reset or changed, email changed, sessions ended).
//
// Forward only: no down.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE one_time_tokens (
      id text PRIMARY KEY,
      purpose text NOT NULL
        CHECK (purpose IN ('password_reset', 'invitation', 'email_change')),
      token_hash bytea NOT NULL UNIQUE,
      user_id text REFERENCES users (id) ON DELETE CASCADE,
      email text,
      workspace_id text REFERENCES workspaces (id) ON DELETE CASCADE,
      role member_role,
      created_by text REFERENCES users (id) ON DELETE SET NULL,
      expires_at timestamptz NOT NULL,
      spent_at timestamptz,
      revoked_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT one_time_tokens_owner CHECK (user_id IS NOT NULL OR email IS NOT NULL),
      CONSTRAINT one_time_tokens_invitation CHECK (purpose <> 'invitation'
        OR (workspace_id IS NOT NULL AND role IS NOT NULL AND email IS NOT NULL)),
      CONSTRAINT one_time_tokens_email_change CHECK (purpose <> 'email_change'
        OR (user_id IS NOT NULL AND email IS NOT NULL))
    );
    CREATE INDEX one_time_tokens_user_idx ON one_time_tokens (user_id, purpose, created_at)
      WHERE user_id IS NOT NULL;
    CREATE INDEX one_time_tokens_email_idx ON one_time_tokens (lower(email), purpose, created_at)
      WHERE email IS NOT NULL;
    CREATE INDEX one_time_tokens_workspace_idx ON one_time_tokens (workspace_id, created_at, id)
      WHERE workspace_id IS NOT NULL;
    -- At most one open invitation per email and workspace.
    CREATE UNIQUE INDEX one_time_tokens_open_invitation_key
      ON one_time_tokens (workspace_id, lower(email))
      WHERE purpose = 'invitation' AND spent_at IS NULL AND revoked_at IS NULL;
    CREATE INDEX one_time_tokens_expires_idx ON one_time_tokens (expires_at);

    CREATE TABLE account_audit_log (
      id text PRIMARY KEY,
      user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      action text NOT NULL,
      ip_address text,
      user_agent text,
      details jsonb NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT clock_timestamp()
    );
    CREATE INDEX account_audit_log_user_idx ON account_audit_log (user_id, created_at DESC);

    -- Set when the person proves they read the address: a reset or invitation link, a
    -- confirmed email change. Only then do invitations to it show without their link.
    ALTER TABLE users ADD COLUMN email_verified_at timestamptz;

    ALTER TABLE sessions
      ADD COLUMN user_agent text,
      ADD COLUMN ip_address text,
      ADD COLUMN last_seen_at timestamptz;

    CREATE TABLE login_attempt_counts (
      count_key text PRIMARY KEY,
      failures integer NOT NULL,
      window_started_at timestamptz NOT NULL
    );
    CREATE INDEX login_attempt_counts_window_idx ON login_attempt_counts (window_started_at);
  `.execute(db);
}
