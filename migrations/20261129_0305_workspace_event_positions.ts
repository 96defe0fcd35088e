import { sql, type Kysely } from 'kysely';

// Frozen in time: never import from src/ here, never edit after it has shipped.
//
// Live-stream positions per workspace. Positions were (transaction id, global sequence):
// both count every workspace's activity, so a member could count other tenants' events
// between two of theirs. Each event now gets `position`, the next number of its own
// workspace, taken from the workspace's row in `workspace_event_positions` by a trigger as
// the event is inserted. The row stays locked until the recording transaction ends, so
// the workspace's numbers are handed out in commit order: a transaction holding number n
// has committed (or rolled back, freeing n) before any other takes n+1. A reader that sees
// n therefore sees every number below it, and reads `position > after` with no horizon;
// the committed value of the row is the workspace's current position. Writers of one
// workspace recording events queue on its row from their first event to their commit;
// other workspaces never wait on it.
//
// Existing rows are numbered in the order streams read them ((xid, seq)), per workspace,
// with inserts held off meanwhile. The old columns stay for now (unused by readers).

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    LOCK TABLE events IN SHARE ROW EXCLUSIVE MODE;

    CREATE TABLE workspace_event_positions (
      workspace_id text PRIMARY KEY REFERENCES workspaces (id) ON DELETE CASCADE,
      position bigint NOT NULL
    );

    ALTER TABLE events ADD COLUMN position bigint;
    UPDATE events e SET position = n.position
    FROM (SELECT id, row_number() OVER (PARTITION BY workspace_id ORDER BY xid, seq) AS position
          FROM events) n
    WHERE e.id = n.id;
    INSERT INTO workspace_event_positions (workspace_id, position)
    SELECT workspace_id, max(position) FROM events GROUP BY workspace_id;

    CREATE FUNCTION next_event_position() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      INSERT INTO workspace_event_positions AS p (workspace_id, position)
      VALUES (NEW.workspace_id, 1)
      ON CONFLICT (workspace_id) DO UPDATE SET position = p.position + 1
      RETURNING p.position INTO NEW.position;
      RETURN NEW;
    END
    $fn$;
    CREATE TRIGGER events_position BEFORE INSERT ON events
      FOR EACH ROW EXECUTE FUNCTION next_event_position();

    ALTER TABLE events ALTER COLUMN position SET NOT NULL;
    CREATE UNIQUE INDEX events_position_idx ON events (workspace_id, position);
    DROP INDEX events_live_idx;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX events_live_idx ON events (workspace_id, xid, seq);
    DROP INDEX events_position_idx;
    DROP TRIGGER events_position ON events;
    DROP FUNCTION next_event_position();
    ALTER TABLE events DROP COLUMN position;
    DROP TABLE workspace_event_positions;
  `.execute(db);
}
