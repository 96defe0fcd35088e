import { sql, type Kysely } from 'kysely';

// Frozen in time: never import from src/ here, never edit after it has shipped.
//
// Imports from other trackers. `imports` holds each import with its export's text (read
// again by the job after a restart), how far the job got (`next_row`, moved in the same
// transaction as the batch it finished) and its counts; `import_report` a line per row
// that failed, was imported before, or came with a note. `issue_sources` is where each
// imported issue came from (`jira:ACME-101`): the key is unique per workspace, so the
// same export imported twice, or a batch run again after a crash, creates nothing twice.
//
// Forward only: no down.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE imports (
      id text PRIMARY KEY,
      workspace_id text NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
      project_id text NOT NULL,
      format text NOT NULL CHECK (format IN ('jira-csv', 'github-json', 'linear-csv')),
      dry_run boolean NOT NULL,
      status text NOT NULL DEFAULT 'queued'
        CHECK (status IN ('queued', 'running', 'completed', 'failed')),
      content text NOT NULL,
      total integer NOT NULL,
      next_row integer NOT NULL DEFAULT 0,
      created integer NOT NULL DEFAULT 0,
      already_imported integer NOT NULL DEFAULT 0,
      failed integer NOT NULL DEFAULT 0,
      error text,
      created_by text REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      finished_at timestamptz,
      FOREIGN KEY (workspace_id, project_id) REFERENCES projects (workspace_id, id) ON DELETE CASCADE
    )
  `.execute(db);
  await sql`CREATE INDEX imports_workspace_idx ON imports (workspace_id, created_at DESC)`.execute(
    db,
  );
  await sql`
    CREATE TABLE import_report (
      import_id text NOT NULL REFERENCES imports (id) ON DELETE CASCADE,
      row integer NOT NULL,
      seq smallint NOT NULL DEFAULT 0,
      source_key text,
      outcome text NOT NULL CHECK (outcome IN ('failed', 'already_imported', 'note')),
      message text NOT NULL,
      PRIMARY KEY (import_id, row, seq)
    )
  `.execute(db);
  await sql`
    CREATE TABLE issue_sources (
      workspace_id text NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
      source_key text NOT NULL,
      issue_id text NOT NULL REFERENCES issues (id) ON DELETE CASCADE,
      import_id text REFERENCES imports (id) ON DELETE SET NULL,
      PRIMARY KEY (workspace_id, source_key)
    )
  `.execute(db);
  await sql`CREATE INDEX issue_sources_issue_idx ON issue_sources (issue_id)`.execute(db);
}
