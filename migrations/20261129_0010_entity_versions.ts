import { sql, type Kysely } from 'kysely';

// Frozen in time: never import from src/ here, never edit after it has shipped.
//
// Issues, comments, projects and sprints carry a `version`: 1 when created, one more at
// every update that changes what the API shows of the row. It is the entity tag of their
// reads (`ETag: "<version>"`), and a PATCH with `If-Match` is refused with 412 unless the
// row still has that version, so two people editing the same issue cannot silently undo
// each other's work.
//
// One trigger function counts for the four tables. It compares the row as JSON without
// the columns the database keeps by itself (given as the trigger's arguments): a project's
// `last_issue_number` moves with every issue created in it, `updated_at` with the edit it
// stamps, an issue's generated `search` is not computed yet in a BEFORE trigger. Any other
// column, including ones added later, counts as a change. Updates made by a foreign key's
// ON DELETE SET NULL (an assignee's membership removed) count too: the issue did change.

const IGNORED: Record<string, string[]> = {
  issues: ['search'],
  comments: [],
  projects: ['last_issue_number'],
  sprints: [],
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION bump_version() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      ignored text[] := coalesce(TG_ARGV, '{}') || '{updated_at,version}'::text[];
    BEGIN
      IF (to_jsonb(NEW) - ignored) IS DISTINCT FROM (to_jsonb(OLD) - ignored) THEN
        NEW.version := OLD.version + 1;
      ELSE
        NEW.version := OLD.version;
      END IF;
      RETURN NEW;
    END
    $$
  `.execute(db);
  for (const [table, ignored] of Object.entries(IGNORED)) {
    await sql`ALTER TABLE ${sql.table(table)} ADD COLUMN version integer NOT NULL DEFAULT 1`.execute(
      db,
    );
    const args = ignored.map((column) => `'${column}'`).join(', ');
    await sql`
      CREATE TRIGGER ${sql.raw(`${table}_bump_version`)}
      BEFORE UPDATE ON ${sql.table(table)}
      FOR EACH ROW EXECUTE FUNCTION bump_version(${sql.raw(args)})
    `.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of Object.keys(IGNORED)) {
    await sql`DROP TRIGGER ${sql.raw(`${table}_bump_version`)} ON ${sql.table(table)}`.execute(db);
    await sql`ALTER TABLE ${sql.table(table)} DROP COLUMN version`.execute(db);
  }
  await sql`DROP FUNCTION bump_version()`.execute(db);
}
