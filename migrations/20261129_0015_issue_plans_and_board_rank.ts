import { sql, type Kysely } from 'kysely';

// Frozen in time: never import from src/ here, never edit after it has shipped.
//
// Issues get a due date (`due_on`, a calendar day) and an estimate in points; both bump
// `updated_at` as the other editable fields do.
//
// The board's order by hand: `rank`, a numeric ordered within (project, status), top
// first. A card placed between two others takes the midpoint of their ranks; `numeric`
// holds the midpoint exactly however often a place is split (each split adds one digit),
// and a card at the top or the bottom takes one less than the least or one more than the
// greatest, which adds none. Existing issues keep the board's default order (priority,
// newest first) as their first ranks.
//
// `sprint_added_at`: when the issue joined its sprint, kept by a trigger, so a sprint's
// burndown counts an issue added after the start from the day it was added (its scope).
//
// A completed sprint takes no issues: the same trigger refuses an issue joining one, with
// SQLSTATE WT409 (the API's 409). It reads the sprint FOR SHARE, which waits for a
// completion under way (`FOR NO KEY UPDATE` of the sprint) and then sees it completed.
//
// Indexes for "my issues" across the workspace's projects: by creator, and the watchers
// of a user; the assignee has its own already. One for the board's order.
//
// Forward only: no down.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE issues
      ADD COLUMN due_on date,
      ADD COLUMN estimate integer CONSTRAINT issues_estimate_range CHECK (estimate BETWEEN 0 AND 1000),
      ADD COLUMN rank numeric,
      ADD COLUMN sprint_added_at timestamptz
  `.execute(db);
  await sql`
    UPDATE issues i SET rank = r.rank,
                        sprint_added_at = CASE WHEN i.sprint_id IS NOT NULL THEN i.created_at END
    FROM (SELECT id, row_number() OVER (PARTITION BY project_id, status
                                        ORDER BY priority DESC, created_at DESC, id DESC) AS rank
          FROM issues) r
    WHERE r.id = i.id
  `.execute(db);
  // Rows inserted without a rank (bulk loads) share 0 until a move spreads their column.
  await sql`ALTER TABLE issues ALTER COLUMN rank SET NOT NULL, ALTER COLUMN rank SET DEFAULT 0`.execute(
    db,
  );
  await sql`CREATE INDEX issues_board_rank_idx ON issues (project_id, status, rank, id)`.execute(
    db,
  );
  await sql`CREATE INDEX issues_creator_idx ON issues (workspace_id, created_by, created_at DESC, id)`.execute(
    db,
  );
  await sql`CREATE INDEX issues_workspace_due_idx ON issues (workspace_id, due_on, created_at, id)`.execute(
    db,
  );
  await sql`CREATE INDEX issue_watchers_user_idx ON issue_watchers (workspace_id, user_id, issue_id)`.execute(
    db,
  );

  await sql`
    CREATE FUNCTION issues_track_sprint() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        sprint_state text;
      BEGIN
        IF NEW.sprint_id IS NULL THEN
          NEW.sprint_added_at := NULL;
          RETURN NEW;
        END IF;
        IF TG_OP = 'UPDATE' AND NEW.sprint_id IS NOT DISTINCT FROM OLD.sprint_id THEN
          RETURN NEW;
        END IF;
        SELECT s.state::text INTO sprint_state
          FROM sprints s WHERE s.id = NEW.sprint_id FOR SHARE;
        IF sprint_state = 'completed' THEN
          RAISE EXCEPTION 'The sprint is completed and takes no more issues'
            USING ERRCODE = 'WT409';
        END IF;
        NEW.sprint_added_at := now();
        RETURN NEW;
      END
    $$
  `.execute(db);
  await sql`
    CREATE TRIGGER issues_track_sprint BEFORE INSERT OR UPDATE OF sprint_id ON issues
      FOR EACH ROW EXECUTE FUNCTION issues_track_sprint()
  `.execute(db);

  await sql`DROP TRIGGER issues_set_updated_at ON issues`.execute(db);
  await sql`
    CREATE TRIGGER issues_set_updated_at
      BEFORE UPDATE OF title, description, status, priority, assignee_id, parent_id, sprint_id,
                       due_on, estimate
      ON issues FOR EACH ROW EXECUTE FUNCTION set_updated_at()
  `.execute(db);
}
