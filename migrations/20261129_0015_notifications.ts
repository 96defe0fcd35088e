import { sql, type Kysely } from 'kysely';

// Frozen in time: never import from src/ here, never edit after it has shipped.
//
// Notifications: one row per person and issue (the inbox entry), rewritten by each new
// activity on the issue that concerns the person, with the reasons, actor and changes of
// that latest activity. The row belongs to the person's membership: removing them from the
// workspace removes their entries, and deleting the issue removes its entries.
//
// Email settings are per person (not per workspace): which reasons send email at all; a
// person without a row gets every reason by email.
//
// Forward only: no down.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE notifications (
      id text PRIMARY KEY,
      workspace_id text NOT NULL,
      user_id text NOT NULL,
      issue_id text NOT NULL REFERENCES issues (id) ON DELETE CASCADE,
      reasons text[] NOT NULL
        CHECK (cardinality(reasons) > 0 AND reasons <@ ARRAY['assigned', 'mentioned', 'watching']),
      event_id text NOT NULL,
      event_name text NOT NULL,
      actor_type text NOT NULL CHECK (actor_type IN ('user', 'agent', 'system', 'integration')),
      actor_id text,
      changes jsonb NOT NULL DEFAULT '{}',
      comment_id text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL,
      read_at timestamptz,
      done_at timestamptz,
      emailed_at timestamptz,
      UNIQUE (user_id, issue_id),
      FOREIGN KEY (workspace_id, user_id) REFERENCES workspace_members (workspace_id, user_id)
        ON DELETE CASCADE
    )
  `.execute(db);
  // The inbox, newest first, and the unread count: both per person and workspace.
  await sql`
    CREATE INDEX notifications_inbox
      ON notifications (workspace_id, user_id, updated_at DESC, id DESC)
  `.execute(db);
  await sql`
    CREATE INDEX notifications_unread ON notifications (workspace_id, user_id)
      WHERE read_at IS NULL AND done_at IS NULL
  `.execute(db);
  await sql`CREATE INDEX notifications_issue ON notifications (issue_id)`.execute(db);
  await sql`
    CREATE TABLE notification_settings (
      user_id text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      email_reasons text[] NOT NULL
        CHECK (email_reasons <@ ARRAY['assigned', 'mentioned', 'watching']),
      updated_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
}
