import { sql, type Kysely } from 'kysely';

// Frozen in time: never import from src/ here, never edit after it has shipped.
//
// The events' notification carries the rows it announces, so a listener whose stream of
// the workspace stands right before them passes them on without reading them back. On the
// channel `live_event_rows`, one notification per statement and workspace:
// `<workspace id> <rows>`, the rows a JSON array of [position (text), id, name, payload,
// created_at as the API writes it (UTC, milliseconds truncated)], in position order. When
// that would pass NOTIFY's limit (8000 bytes), or the statement recorded many events, the
// payload is the workspace id alone and listeners read the rows, as before. Positions are
// handed out in commit order (20261129_0305), so a listener can tell from the first
// position whether it missed anything: when it did, it reads.
//
// `live_events` (the workspace id alone) is still sent for processes started before this
// migration, which listen there; a later migration can drop it once none runs.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION live_notify_events() RETURNS trigger LANGUAGE plpgsql AS $fn$
    DECLARE
      v_workspace record;
      v_payload text;
    BEGIN
      FOR v_workspace IN SELECT workspace_id, count(*) AS n FROM inserted GROUP BY workspace_id
      LOOP
        v_payload := v_workspace.workspace_id;
        -- Beyond a few dozen rows they would not fit: none is aggregated.
        IF v_workspace.n <= 32 THEN
          SELECT v_workspace.workspace_id || ' ' || json_agg(json_build_array(
                   i.position::text, i.id, i.name, i.payload,
                   to_char(i.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
                 ) ORDER BY i.position)::text
          INTO v_payload
          FROM inserted i WHERE i.workspace_id = v_workspace.workspace_id;
          IF octet_length(v_payload) >= 8000 THEN
            v_payload := v_workspace.workspace_id;
          END IF;
        END IF;
        PERFORM pg_notify('live_event_rows', v_payload);
        PERFORM pg_notify('live_events', v_workspace.workspace_id);
      END LOOP;
      RETURN NULL;
    END
    $fn$;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION live_notify_events() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      PERFORM pg_notify('live_events', w.workspace_id)
      FROM (SELECT DISTINCT workspace_id FROM inserted) w;
      RETURN NULL;
    END
    $fn$;
  `.execute(db);
}
