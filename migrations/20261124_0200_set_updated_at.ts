import { sql, type Kysely } from 'kysely';

// Frozen in time: never import from src/ here, never edit after it has shipped.
//
// `updated_at` is kept by the database: a trigger stamps it when a statement writes one of the
// columns a person edits, so queries no longer set it by hand. Columns the system maintains
// (issue numbers, delivery streaks, token rotation) are not listed and leave it alone. Updates
// made by a foreign key's ON DELETE SET NULL (depth > 1) do not count as an edit either.
// Webhooks: only the secret; the dispatcher rewrites `active` on every streak change, so the
// API's update of url, events and active stamps the row itself.

const EDITED_COLUMNS: Record<string, string[]> = {
  workspaces: ['name', 'plan'],
  projects: ['name', 'prefix', 'description', 'archived_at'],
  sprints: ['name', 'goal', 'starts_on', 'ends_on', 'state'],
  issues: ['title', 'description', 'status', 'priority', 'assignee_id', 'parent_id', 'sprint_id'],
  pull_request_links: ['status'],
  comments: ['body'],
  agent_sessions: ['state', 'summary', 'error', 'ended_at'],
  webhooks: ['secret'],
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION set_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF pg_trigger_depth() = 1 THEN
        NEW.updated_at := now();
      END IF;
      RETURN NEW;
    END
    $$
  `.execute(db);
  for (const [table, columns] of Object.entries(EDITED_COLUMNS)) {
    await sql`
      CREATE TRIGGER ${sql.raw(`${table}_set_updated_at`)}
      BEFORE UPDATE OF ${sql.raw(columns.join(', '))} ON ${sql.table(table)}
      FOR EACH ROW EXECUTE FUNCTION set_updated_at()
    `.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of Object.keys(EDITED_COLUMNS)) {
    await sql`DROP TRIGGER ${sql.raw(`${table}_set_updated_at`)} ON ${sql.table(table)}`.execute(
      db,
    );
  }
  await sql`DROP FUNCTION set_updated_at()`.execute(db);
}
