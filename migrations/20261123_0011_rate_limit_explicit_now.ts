import { sql, type Kysely } from 'kysely';

// Frozen in time: never import from src/ here, never edit after it has shipped.
//
// `rate_limit_hit` with the current time as an argument, so a caller (the tests) can place
// requests at exact points of a window instead of waiting for the wall clock. The
// three-argument form keeps its signature and now delegates with the database's clock.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION rate_limit_hit(p_keys text[], p_limits integer[], p_window_ms integer, p_now_ms bigint)
    RETURNS TABLE (
      key text,
      max_requests integer,
      allowed boolean,
      remaining integer,
      reset_ms bigint,
      retry_after_ms bigint
    )
    LANGUAGE plpgsql AS $fn$
    DECLARE
      now_ms bigint := p_now_ms;
      cur_start bigint := now_ms - now_ms % p_window_ms;
      next_start bigint := cur_start + p_window_ms;
      cur_count integer;
      prev_count integer;
      lim integer;
      weight double precision;
      used double precision;
      free_at bigint;
    BEGIN
      FOR i IN 1 .. coalesce(array_length(p_keys, 1), 0) LOOP
        key := p_keys[i];
        lim := p_limits[i];
        INSERT INTO rate_limit_counters AS c (key, window_start, count)
        VALUES (p_keys[i], cur_start, 1)
        ON CONFLICT ON CONSTRAINT rate_limit_counters_pkey
        DO UPDATE SET count = c.count + 1
        RETURNING c.count INTO cur_count;
        SELECT c.count INTO prev_count FROM rate_limit_counters c
        WHERE c.key = p_keys[i] AND c.window_start = cur_start - p_window_ms;
        prev_count := coalesce(prev_count, 0);
        weight := 1 - (now_ms - cur_start)::double precision / p_window_ms;
        used := prev_count * weight + cur_count;
        max_requests := lim;
        allowed := used <= lim;
        remaining := greatest(0, floor(lim - used))::integer;
        IF allowed THEN
          reset_ms := next_start;
          retry_after_ms := 0;
        ELSE
          -- Earliest moment one more request fits, if the caller stops now.
          IF cur_count < lim AND prev_count > 0 THEN
            free_at := cur_start + ceil(p_window_ms * (1 - (lim - cur_count - 1)::double precision / prev_count))::bigint;
          ELSE
            free_at := next_start + ceil(p_window_ms * (1 - (lim - 1)::double precision / cur_count))::bigint;
          END IF;
          free_at := greatest(free_at, now_ms + 1);
          reset_ms := free_at;
          retry_after_ms := free_at - now_ms;
        END IF;
        RETURN NEXT;
      END LOOP;
    END
    $fn$;

    CREATE OR REPLACE FUNCTION rate_limit_hit(p_keys text[], p_limits integer[], p_window_ms integer)
    RETURNS TABLE (
      key text,
      max_requests integer,
      allowed boolean,
      remaining integer,
      reset_ms bigint,
      retry_after_ms bigint
    )
    LANGUAGE sql AS $fn$
      SELECT * FROM rate_limit_hit(p_keys, p_limits, p_window_ms,
                                   (extract(epoch FROM clock_timestamp()) * 1000)::bigint)
    $fn$;
  `.execute(db);
}

export async function down(): Promise<void> {
  // The three-argument form of migration 0006 is not restored: both compute the same.
  throw new Error('rate_limit_explicit_now cannot be reverted');
}
