import { sql, type Kysely } from 'kysely';

// Frozen in time: never import from src/ here, never edit after it has shipped.
//
// Issue totals per project and status, kept by triggers in the same transaction as the
// change, so an issue list's `total` does not need a count(*) over a large workspace.
// Every project gets one row per status when it is created, so the issue triggers only
// ever UPDATE existing rows; an UPDATE that moves an issue between statuses touches both
// rows in one statement (index order), so concurrent status changes cannot deadlock.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE issue_counts (
      workspace_id text NOT NULL,
      project_id text NOT NULL,
      status issue_status NOT NULL,
      count integer NOT NULL DEFAULT 0,
      PRIMARY KEY (workspace_id, project_id, status),
      FOREIGN KEY (workspace_id, project_id) REFERENCES projects (workspace_id, id) ON DELETE CASCADE
    );

    CREATE FUNCTION issue_counts_for_project() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      INSERT INTO issue_counts (workspace_id, project_id, status)
      SELECT NEW.workspace_id, NEW.id, s FROM unnest(enum_range(NULL::issue_status)) AS s;
      RETURN NULL;
    END
    $fn$;
    CREATE TRIGGER issue_counts_for_project AFTER INSERT ON projects
      FOR EACH ROW EXECUTE FUNCTION issue_counts_for_project();

    CREATE FUNCTION issue_counts_track() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        UPDATE issue_counts SET count = count + 1
        WHERE workspace_id = NEW.workspace_id AND project_id = NEW.project_id AND status = NEW.status;
      ELSIF TG_OP = 'DELETE' THEN
        -- Affects no row when the project itself is being deleted (its counts cascade).
        UPDATE issue_counts SET count = count - 1
        WHERE workspace_id = OLD.workspace_id AND project_id = OLD.project_id AND status = OLD.status;
      ELSE
        UPDATE issue_counts
        SET count = count + CASE WHEN status = NEW.status THEN 1 ELSE -1 END
        WHERE workspace_id = NEW.workspace_id AND project_id = NEW.project_id
          AND status IN (OLD.status, NEW.status);
      END IF;
      RETURN NULL;
    END
    $fn$;
    CREATE TRIGGER issue_counts_insert_delete AFTER INSERT OR DELETE ON issues
      FOR EACH ROW EXECUTE FUNCTION issue_counts_track();
    CREATE TRIGGER issue_counts_status AFTER UPDATE OF status ON issues
      FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
      EXECUTE FUNCTION issue_counts_track();

    INSERT INTO issue_counts (workspace_id, project_id, status, count)
    SELECT p.workspace_id, p.id, s,
           (SELECT count(*) FROM issues i WHERE i.project_id = p.id AND i.status = s)
    FROM projects p CROSS JOIN unnest(enum_range(NULL::issue_status)) AS s;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TRIGGER issue_counts_status ON issues;
    DROP TRIGGER issue_counts_insert_delete ON issues;
    DROP FUNCTION issue_counts_track();
    DROP TRIGGER issue_counts_for_project ON projects;
    DROP FUNCTION issue_counts_for_project();
    DROP TABLE issue_counts;
  `.execute(db);
}
