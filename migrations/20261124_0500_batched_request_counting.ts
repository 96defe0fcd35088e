import { sql, type Kysely } from 'kysely';

// Frozen in time: never import from src/ here, never edit after it has shipped.
//
// Rate-limit counting and PAT authentication for a batch of requests in one statement.
// Fifty connections hammering one token from one address used to upsert the same two
// counter rows fifty times over: each upsert waited on the previous one's row lock, and
// the lock hand-offs (a sleep and a wake-up per request) cost PostgreSQL about three
// times the CPU of the counting itself. A batch adds n to a counter once and gives its
// requests the places count-n+1 .. count in arrival order, so every request still gets
// its exact position and verdict, and counters still hold across instances.
//
// Both are loops over small arrays around plain single-row statements, whose plans
// PL/pgSQL keeps per connection; one set-based statement with window functions and
// data-modifying CTEs cost twice as much per call.
//
// `rate_limit_hit` and `authenticate_pat` stay for instances of the previous release
// during a rolling upgrade; nothing in this release calls them.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- Counts each (request, key, limit) hit and returns its verdict, in input order.
    -- Each counter is updated once, by its number of hits, and the hits take the places
    -- count-n+1 .. count in input order. Counters are locked in key order, so two
    -- batches never wait on each other's rows in a cycle. Refused hits count too.
    CREATE FUNCTION rate_limit_count(
      p_requests integer[],
      p_keys text[],
      p_limits integer[],
      p_window_ms integer,
      p_now_ms bigint
    )
    RETURNS TABLE (
      request integer,
      key text,
      max_requests integer,
      allowed boolean,
      remaining integer,
      reset_ms bigint,
      retry_after_ms bigint
    )
    LANGUAGE plpgsql AS $fn$
    DECLARE
      cur_start bigint := p_now_ms - p_now_ms % p_window_ms;
      next_start bigint := cur_start + p_window_ms;
      -- The share of the previous window still inside the sliding one.
      prev_weight double precision := 1 - (p_now_ms - cur_start)::double precision / p_window_ms;
      keys text[] := ARRAY(SELECT DISTINCT k FROM unnest(p_keys) AS k ORDER BY k);
      hits integer[] := array_fill(0, ARRAY[cardinality(keys)]);
      places integer[] := hits;
      previous integer[] := hits;
      j integer;
      lim integer;
      cur integer;
      prev integer;
      used double precision;
      free_at bigint;
    BEGIN
      FOR i IN 1 .. cardinality(p_keys) LOOP
        j := array_position(keys, p_keys[i]);
        hits[j] := hits[j] + 1;
      END LOOP;
      FOR j IN 1 .. cardinality(keys) LOOP
        INSERT INTO rate_limit_counters AS c (key, window_start, count)
        VALUES (keys[j], cur_start, hits[j])
        ON CONFLICT ON CONSTRAINT rate_limit_counters_pkey
        DO UPDATE SET count = c.count + excluded.count
        RETURNING c.count - hits[j] INTO cur;
        places[j] := cur;
        SELECT c.count INTO prev FROM rate_limit_counters c
        WHERE c.key = keys[j] AND c.window_start = cur_start - p_window_ms;
        previous[j] := coalesce(prev, 0);
      END LOOP;
      FOR i IN 1 .. cardinality(p_keys) LOOP
        j := array_position(keys, p_keys[i]);
        places[j] := places[j] + 1;
        cur := places[j];
        prev := previous[j];
        lim := p_limits[i];
        used := prev * prev_weight + cur;
        request := p_requests[i];
        key := p_keys[i];
        max_requests := lim;
        allowed := used <= lim;
        remaining := greatest(0, floor(lim - used))::integer;
        IF allowed THEN
          reset_ms := next_start;
          retry_after_ms := 0;
        ELSE
          -- Earliest moment one more request fits, if the caller stops now.
          IF cur < lim AND prev > 0 THEN
            free_at := cur_start + ceil(p_window_ms * (1 - (lim - cur - 1)::double precision / prev))::bigint;
          ELSE
            free_at := next_start + ceil(p_window_ms * (1 - (lim - 1)::double precision / cur))::bigint;
          END IF;
          free_at := greatest(free_at, p_now_ms + 1);
          reset_ms := free_at;
          retry_after_ms := free_at - p_now_ms;
        END IF;
        RETURN NEXT;
      END LOOP;
    END
    $fn$;

    -- Authenticates a batch of presented PATs (hash and owner per request, 1..n) with
    -- every limit they imply: each request's per-IP checks (p_check_*, by request
    -- number, grouped by request), counted whatever the token; then each found token's
    -- sliding window, counted only for requests the IP throttles let through.
    -- last_used_at is written at most once a minute. One row per request, in order.
    CREATE FUNCTION authenticate_pats(
      p_hashes bytea[],
      p_owners text[],
      p_check_requests integer[],
      p_check_keys text[],
      p_check_limits integer[],
      p_window_ms integer,
      p_token_limit integer,
      p_enterprise_token_limit integer
    )
    RETURNS TABLE (
      request integer,
      pre_auth json,
      token_id text,
      owner_id text,
      token_workspace_id text,
      token_scopes text[],
      member_role member_role,
      workspace_plan plan,
      token_window json
    )
    LANGUAGE plpgsql AS $fn$
    DECLARE
      n integer := cardinality(p_hashes);
      now_ms bigint := (extract(epoch FROM clock_timestamp()) * 1000)::bigint;
      pre_auths json[] := array_fill('[]'::json, ARRAY[n]);
      ip_allowed boolean[] := array_fill(true, ARRAY[n]);
      verdicts json[] := '{}';
      last integer := 0;
      v record;
      t record;
      ids text[] := array_fill(NULL::text, ARRAY[n]);
      owners text[] := ids;
      workspaces text[] := ids;
      scopes text[] := ids;
      roles member_role[] := array_fill(NULL::member_role, ARRAY[n]);
      plans plan[] := array_fill(NULL::plan, ARRAY[n]);
      windowed integer[] := '{}';
      window_keys text[] := '{}';
      window_limits integer[] := '{}';
      windows json[] := array_fill(NULL::json, ARRAY[n]);
      stale text[] := '{}';
    BEGIN
      FOR v IN
        SELECT * FROM rate_limit_count(p_check_requests, p_check_keys, p_check_limits, p_window_ms, now_ms)
      LOOP
        IF v.request <> last AND last > 0 THEN
          pre_auths[last] := array_to_json(verdicts);
          verdicts := '{}';
        END IF;
        last := v.request;
        verdicts := verdicts || json_build_object('key', v.key, 'maxRequests', v.max_requests,
          'allowed', v.allowed, 'remaining', v.remaining, 'resetMs', v.reset_ms,
          'retryAfterMs', v.retry_after_ms);
        ip_allowed[v.request] := ip_allowed[v.request] AND v.allowed;
      END LOOP;
      IF last > 0 THEN
        pre_auths[last] := array_to_json(verdicts);
      END IF;

      FOR t IN
        SELECT p.n::integer AS request, k.id, k.user_id, k.workspace_id, k.scopes, k.last_used_at,
               m.role, w.plan
        FROM unnest(p_hashes, p_owners) WITH ORDINALITY AS p(hash, owner, n)
        JOIN api_tokens k ON k.token_hash = p.hash AND k.user_id = p.owner AND k.revoked_at IS NULL
        JOIN workspace_members m ON m.workspace_id = k.workspace_id AND m.user_id = k.user_id
        JOIN workspaces w ON w.id = k.workspace_id
        ORDER BY p.n
      LOOP
        ids[t.request] := t.id;
        owners[t.request] := t.user_id;
        workspaces[t.request] := t.workspace_id;
        -- Text here, as the arrays of an array must all have one length.
        scopes[t.request] := t.scopes::text;
        roles[t.request] := t.role;
        plans[t.request] := t.plan;
        IF ip_allowed[t.request] THEN
          windowed := windowed || t.request;
          window_keys := window_keys || ('pat:' || t.id);
          window_limits := window_limits ||
            CASE WHEN t.plan = 'ENTERPRISE' THEN p_enterprise_token_limit ELSE p_token_limit END;
        END IF;
        IF (t.last_used_at IS NULL OR t.last_used_at < now() - interval '1 minute')
           AND NOT t.id = ANY (stale) THEN
          stale := stale || t.id;
        END IF;
      END LOOP;
      IF cardinality(stale) > 0 THEN
        UPDATE api_tokens SET last_used_at = now() WHERE id = ANY (stale);
      END IF;

      FOR v IN
        SELECT * FROM rate_limit_count(windowed, window_keys, window_limits, p_window_ms, now_ms)
      LOOP
        windows[v.request] := json_build_object('key', v.key, 'maxRequests', v.max_requests,
          'allowed', v.allowed, 'remaining', v.remaining, 'resetMs', v.reset_ms,
          'retryAfterMs', v.retry_after_ms);
      END LOOP;

      FOR i IN 1 .. n LOOP
        request := i;
        pre_auth := pre_auths[i];
        token_id := ids[i];
        owner_id := owners[i];
        token_workspace_id := workspaces[i];
        token_scopes := scopes[i]::text[];
        member_role := roles[i];
        workspace_plan := plans[i];
        token_window := windows[i];
        RETURN NEXT;
      END LOOP;
    END
    $fn$;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP FUNCTION authenticate_pats(bytea[], text[], integer[], text[], integer[], integer, integer, integer);
    DROP FUNCTION rate_limit_count(integer[], text[], integer[], integer, bigint);
  `.execute(db);
}
