import { sql, type Kysely } from 'kysely';

// Frozen in time: never import from src/ here, never edit after it has shipped.
//
// Workspace-wide labels and the labels each issue carries. A label's name is unique in
// its workspace without regard to case (the unique index on lower(name)); its colour is
// `#rrggbb` in lower case. An issue's label rows reference the label through
// (workspace_id, id), so an issue can carry only labels of its own workspace's, and go
// with the label or the issue. `issue_labels_label_idx` serves listIssues' `labelId`
// filter (the issues carrying a label) and deleting a label.
//
// An issue's labels are part of what the API shows of it, yet not a column of its row:
// `bump_version` now keeps a version the writer raised by exactly one itself (what
// updateIssue does when only the labels changed), so the entity tag moves with them.
//
// Forward only: no down.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE labels (
      id text PRIMARY KEY,
      workspace_id text NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
      name text NOT NULL CHECK (length(name) BETWEEN 1 AND 50),
      color text NOT NULL CHECK (color ~ '^#[0-9a-f]{6}$'),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (workspace_id, id)
    )
  `.execute(db);
  await sql`CREATE UNIQUE INDEX labels_workspace_name_key ON labels (workspace_id, lower(name))`.execute(
    db,
  );
  await sql`
    CREATE TRIGGER labels_set_updated_at BEFORE UPDATE OF name, color ON labels
    FOR EACH ROW EXECUTE FUNCTION set_updated_at()
  `.execute(db);
  await sql`
    CREATE TABLE issue_labels (
      issue_id text NOT NULL REFERENCES issues (id) ON DELETE CASCADE,
      label_id text NOT NULL,
      workspace_id text NOT NULL,
      PRIMARY KEY (issue_id, label_id),
      FOREIGN KEY (workspace_id, label_id) REFERENCES labels (workspace_id, id) ON DELETE CASCADE
    )
  `.execute(db);
  await sql`CREATE INDEX issue_labels_label_idx ON issue_labels (label_id, issue_id)`.execute(db);
  await sql`
    CREATE OR REPLACE FUNCTION bump_version() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      ignored text[] := coalesce(TG_ARGV, '{}') || '{updated_at,version}'::text[];
    BEGIN
      IF (to_jsonb(NEW) - ignored) IS DISTINCT FROM (to_jsonb(OLD) - ignored)
         OR NEW.version = OLD.version + 1 THEN
        NEW.version := OLD.version + 1;
      ELSE
        NEW.version := OLD.version;
      END IF;
      RETURN NEW;
    END
    $$
  `.execute(db);
}
