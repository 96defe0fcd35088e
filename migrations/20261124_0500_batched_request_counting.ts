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
// Both functions force a generic plan: their statements take arrays, and a custom plan
// per call would re-plan the whole statement every time.
//
// `rate_limit_hit` and `authenticate_pat` stay for instances of the previous release
// during a rolling upgrade; nothing in this release calls them.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- Counts each (request, key, limit) hit and returns its verdict, in input order.
    -- Hits on one key are numbered in input order; counters are locked in key order, so
    -- two batches never wait on each other's rows in a cycle. Refused hits count too.
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
    LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $fn$
    DECLARE
      cur_start bigint := p_now_ms - p_now_ms % p_window_ms;
      next_start bigint := cur_start + p_window_ms;
      -- The share of the previous window still inside the sliding one.
      prev_weight double precision := 1 - (p_now_ms - cur_start)::double precision / p_window_ms;
    BEGIN
      RETURN QUERY
      WITH hits AS (
        SELECT h.request, h.key, h.lim, h.ord,
               count(*) OVER (PARTITION BY h.key) AS n,
               row_number() OVER (PARTITION BY h.key ORDER BY h.ord) AS place
        FROM unnest(p_requests, p_keys, p_limits) WITH ORDINALITY AS h(request, key, lim, ord)
      ), counted AS (
        INSERT INTO rate_limit_counters AS c (key, window_start, count)
        SELECT hits.key, cur_start, count(*) FROM hits GROUP BY hits.key ORDER BY hits.key
        ON CONFLICT ON CONSTRAINT rate_limit_counters_pkey
        DO UPDATE SET count = c.count + excluded.count
        RETURNING c.key, c.count
      )
      SELECT h.request, h.key, h.lim, u.used <= h.lim,
             greatest(0, floor(h.lim - u.used))::integer,
             CASE WHEN u.used <= h.lim THEN next_start ELSE f.free_at END,
             CASE WHEN u.used <= h.lim THEN 0::bigint ELSE f.free_at - p_now_ms END
      FROM hits h
      JOIN counted c ON c.key = h.key
      LEFT JOIN rate_limit_counters p ON p.key = h.key AND p.window_start = cur_start - p_window_ms
      CROSS JOIN LATERAL (SELECT (c.count - h.n + h.place)::integer AS cur,
                                 coalesce(p.count, 0) AS prev) k
      CROSS JOIN LATERAL (SELECT k.prev * prev_weight + k.cur AS used) u
      -- Earliest moment one more request fits, if the caller stops now.
      CROSS JOIN LATERAL (SELECT greatest(p_now_ms + 1,
          CASE WHEN k.cur < h.lim AND k.prev > 0
            THEN cur_start + ceil(p_window_ms * (1 - (h.lim - k.cur - 1)::double precision / k.prev))::bigint
            ELSE next_start + ceil(p_window_ms * (1 - (h.lim - 1)::double precision / k.cur))::bigint
          END) AS free_at) f
      ORDER BY h.ord;
    END
    $fn$;

    -- Authenticates a batch of presented PATs (hash and owner per request, 1..n) with
    -- every limit they imply: each request's per-IP checks (p_check_*, by request
    -- number), counted whatever the token; then each found token's sliding window,
    -- counted only for requests the IP throttles let through. last_used_at is written at
    -- most once a minute. One row per request, in order.
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
    LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $fn$
    DECLARE
      now_ms bigint := (extract(epoch FROM clock_timestamp()) * 1000)::bigint;
      pre_auths json[];
      ip_allowed boolean[];
    BEGIN
      SELECT array_agg(coalesce(v.verdicts, '[]'::json) ORDER BY r.n),
             array_agg(coalesce(v.allowed, true) ORDER BY r.n)
        INTO pre_auths, ip_allowed
        FROM generate_series(1, cardinality(p_hashes)) AS r(n)
        LEFT JOIN (
          SELECT b.request,
                 json_agg(json_build_object('key', b.key, 'maxRequests', b.max_requests,
                   'allowed', b.allowed, 'remaining', b.remaining, 'resetMs', b.reset_ms,
                   'retryAfterMs', b.retry_after_ms) ORDER BY b.ord) AS verdicts,
                 bool_and(b.allowed) AS allowed
          FROM rate_limit_count(p_check_requests, p_check_keys, p_check_limits, p_window_ms, now_ms)
               WITH ORDINALITY AS b(request, key, max_requests, allowed, remaining, reset_ms,
                                    retry_after_ms, ord)
          GROUP BY b.request
        ) v ON v.request = r.n;

      RETURN QUERY
      WITH found AS (
        SELECT p.n::integer AS request, t.id, t.user_id, t.workspace_id, t.scopes,
               t.last_used_at, m.role, w.plan
        FROM unnest(p_hashes, p_owners) WITH ORDINALITY AS p(hash, owner, n)
        JOIN api_tokens t ON t.token_hash = p.hash AND t.user_id = p.owner AND t.revoked_at IS NULL
        JOIN workspace_members m ON m.workspace_id = t.workspace_id AND m.user_id = t.user_id
        JOIN workspaces w ON w.id = t.workspace_id
      ), touched AS (
        UPDATE api_tokens SET last_used_at = now()
        WHERE id IN (SELECT f.id FROM found f
                     WHERE f.last_used_at IS NULL OR f.last_used_at < now() - interval '1 minute')
      ), windowed AS (
        SELECT f.request, 'pat:' || f.id AS key,
               CASE WHEN f.plan = 'ENTERPRISE' THEN p_enterprise_token_limit ELSE p_token_limit END AS lim
        FROM found f
        WHERE ip_allowed[f.request]
      ), windows AS (
        SELECT b.request,
               json_build_object('key', b.key, 'maxRequests', b.max_requests, 'allowed', b.allowed,
                 'remaining', b.remaining, 'resetMs', b.reset_ms,
                 'retryAfterMs', b.retry_after_ms) AS verdict
        FROM rate_limit_count(
          ARRAY(SELECT x.request FROM windowed x ORDER BY x.request),
          ARRAY(SELECT x.key FROM windowed x ORDER BY x.request),
          ARRAY(SELECT x.lim FROM windowed x ORDER BY x.request),
          p_window_ms, now_ms) b
      )
      SELECT r.n, pre_auths[r.n], f.id, f.user_id, f.workspace_id, f.scopes, f.role, f.plan, w.verdict
      FROM generate_series(1, cardinality(p_hashes)) AS r(n)
      LEFT JOIN found f ON f.request = r.n
      LEFT JOIN windows w ON w.request = r.n
      ORDER BY r.n;
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
