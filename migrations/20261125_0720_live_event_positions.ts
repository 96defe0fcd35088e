import { sql, type Kysely } from 'kysely';

// Frozen in time: never import from src/ here, never edit after it has shipped.
//
// Live streams read the event rows in an order every reader agrees on and that nothing
// committed later can slip in front of. A plain sequence cannot give that: a transaction
// holding a lower number may commit after one holding a higher one. So each row records
// the id of the transaction that wrote it (`xid`) beside a sequence number (`seq`, its
// order inside the transaction), and readers take rows in (xid, seq) order only below the
// oldest transaction still running (pg_snapshot_xmin of the current snapshot): every
// transaction under that horizon has ended, so nothing can appear below it any more.
//
// One NOTIFY per transaction and workspace, after the insert statement, carrying only the
// workspace id: PostgreSQL folds identical notifications of one transaction into one, so a
// transaction recording many events in a workspace wakes listeners once. The payload
// holds no position: a listener reads the rows, so a lost notification loses nothing.
//
// A second channel tells live streams that someone's access may have changed (a member
// removed or demoted, a token revoked, an agent's token rotated or the agent removed, a
// session revoked): streams of that workspace (`w:<id>`) or user (`u:<id>`) re-check it.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE events
      ADD COLUMN xid xid8 NOT NULL DEFAULT pg_current_xact_id(),
      ADD COLUMN seq bigint GENERATED ALWAYS AS IDENTITY;
    CREATE INDEX events_live_idx ON events (workspace_id, xid, seq);

    CREATE FUNCTION live_notify_events() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      PERFORM pg_notify('live_events', w.workspace_id)
      FROM (SELECT DISTINCT workspace_id FROM inserted) w;
      RETURN NULL;
    END
    $fn$;
    CREATE TRIGGER events_live_notify AFTER INSERT ON events
      REFERENCING NEW TABLE AS inserted
      FOR EACH STATEMENT EXECUTE FUNCTION live_notify_events();

    CREATE FUNCTION live_notify_access() RETURNS trigger LANGUAGE plpgsql AS $fn$
    DECLARE
      v_row record := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
    BEGIN
      IF TG_TABLE_NAME = 'sessions' THEN
        PERFORM pg_notify('live_access', 'u:' || v_row.user_id);
      ELSE
        PERFORM pg_notify('live_access', 'w:' || v_row.workspace_id);
      END IF;
      RETURN NULL;
    END
    $fn$;
    CREATE TRIGGER workspace_members_live_access
      AFTER UPDATE OF role OR DELETE ON workspace_members
      FOR EACH ROW EXECUTE FUNCTION live_notify_access();
    CREATE TRIGGER api_tokens_live_access
      AFTER UPDATE OF revoked_at OR DELETE ON api_tokens
      FOR EACH ROW EXECUTE FUNCTION live_notify_access();
    CREATE TRIGGER agents_live_access
      AFTER UPDATE OF token_hash OR DELETE ON agents
      FOR EACH ROW EXECUTE FUNCTION live_notify_access();
    CREATE TRIGGER sessions_live_access
      AFTER UPDATE OF revoked_at OR DELETE ON sessions
      FOR EACH ROW EXECUTE FUNCTION live_notify_access();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TRIGGER sessions_live_access ON sessions;
    DROP TRIGGER agents_live_access ON agents;
    DROP TRIGGER api_tokens_live_access ON api_tokens;
    DROP TRIGGER workspace_members_live_access ON workspace_members;
    DROP FUNCTION live_notify_access();
    DROP TRIGGER events_live_notify ON events;
    DROP FUNCTION live_notify_events();
    DROP INDEX events_live_idx;
    ALTER TABLE events DROP COLUMN seq, DROP COLUMN xid;
  `.execute(db);
}
