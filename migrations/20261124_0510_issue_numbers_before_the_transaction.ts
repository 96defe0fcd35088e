import { sql, type Kysely } from 'kysely';

// Frozen in time: never import from src/ here, never edit after it has shipped.
//
// Twenty clients creating issues in one project spent most of their time queued: the
// project row (the number) and the project's backlog count row were locked by each
// create's insert and held until its COMMIT arrived from the application, one round trip
// and a disk flush later. Sampling pg_stat_activity showed 13 of 20 creates waiting on
// those locks, and the holder mostly idle in transaction, waiting for its COMMIT.
//
// - `take_issue_number` takes a project's next number in a statement of its own, before
//   the creating transaction, and commits it without waiting for the disk: the row lock
//   lasts microseconds. A number is durable once the issue using it commits, because that
//   commit flushes the WAL past this one; until then nothing refers to it. A create that
//   fails after taking its number leaves that number unused; numbers are never reused.
// - A new issue is counted in `issue_counts` when its transaction commits (a deferred
//   constraint trigger), so the count row is locked only while the commit runs.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION take_issue_number(p_workspace_id text, p_project_id text)
    RETURNS integer
    LANGUAGE plpgsql AS $fn$
    DECLARE
      taken integer;
    BEGIN
      -- For the statement's own transaction: call this in a statement of its own.
      PERFORM set_config('synchronous_commit', 'off', true);
      UPDATE projects SET last_issue_number = last_issue_number + 1
      WHERE workspace_id = p_workspace_id AND id = p_project_id AND archived_at IS NULL
      RETURNING last_issue_number INTO taken;
      RETURN taken;
    END
    $fn$;

    DROP TRIGGER issue_counts_insert_delete ON issues;
    CREATE TRIGGER issue_counts_delete AFTER DELETE ON issues
      FOR EACH ROW EXECUTE FUNCTION issue_counts_track();
    CREATE CONSTRAINT TRIGGER issue_counts_insert AFTER INSERT ON issues
      DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW EXECUTE FUNCTION issue_counts_track();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TRIGGER issue_counts_insert ON issues;
    DROP TRIGGER issue_counts_delete ON issues;
    CREATE TRIGGER issue_counts_insert_delete AFTER INSERT OR DELETE ON issues
      FOR EACH ROW EXECUTE FUNCTION issue_counts_track();
    DROP FUNCTION take_issue_number(text, text);
  `.execute(db);
}
