import { sql, type Kysely } from 'kysely';

// Frozen in time: never import from src/ here, never edit after it has shipped.
//
// Delivery under load, in two parts.
//
// Catching up after a database restart under load.
//
// worker_pools: each worker process vouches for its live graphile-worker pools here every
// second, so the recovery sweep can tell a dead pool's job locks from a live one's by who
// holds them rather than by their age, and unlock them with force_unlock_workers.
//
// The claim and the finish lock their webhooks' rows FOR NO KEY UPDATE instead of FOR
// UPDATE (and the claim its deliveries likewise). Every change that fans out a delivery
// inserts a webhook_deliveries row, whose foreign key takes FOR KEY SHARE on the webhook's
// row until that change commits; FOR UPDATE conflicts with it, so under a steady stream
// of writes every claim and finish queued behind the writers' transactions (one webhook
// drained at about two attempts a second with 20 writers), and a backlog built up while
// the database was down took minutes to drain. FOR NO KEY UPDATE still serialises claims
// and finishes of one webhook against each other, which is all the slot count needs; it
// leaves the writers alone.
//
// Adaptive per-webhook concurrency. webhooks.in_flight_allowance is how many attempts a
// webhook may have in flight; the finish moves it from each batch's outcomes (the caller
// folds them into p_streak_grow / p_streak_shrink: quick successes grow it by one each,
// errors halve it, timeouts drop it to 1) and the claim, the finish's hand-over and the
// recovery sweep admit up to it. Their p_max_in_flight argument is now the ceiling;
// webhook_allowance clamps a stored allowance between 1 and it. New webhooks start at 4,
// the cap every webhook had until now. Forward only, like the delivery protocol's earlier
// migrations: no down.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE worker_pools (
      id text PRIMARY KEY,
      seen_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`
    ALTER TABLE webhooks ADD COLUMN in_flight_allowance integer NOT NULL DEFAULT 4
      CHECK (in_flight_allowance >= 1);

    CREATE FUNCTION webhook_allowance(p_allowance integer, p_ceiling integer) RETURNS integer
    LANGUAGE sql IMMUTABLE AS $fn$ SELECT greatest(1, least(p_allowance, p_ceiling)) $fn$;
  `.execute(db);
  await sql`
CREATE OR REPLACE FUNCTION public.webhook_claim_deliveries(p_delivery_ids text[], p_lease_seconds double precision, p_max_in_flight integer)
 RETURNS TABLE(id text, webhook_id text, event text, payload jsonb, secret text, attempts integer, created_at timestamp with time zone, url text, webhook_active boolean, admitted boolean)
 LANGUAGE plpgsql
AS $function$
  #variable_conflict use_column
  -- p_max_in_flight is the ceiling; each webhook admits its own allowance below it.
  DECLARE
    v_with_room text[];
  BEGIN
    -- The webhooks that look like they have a slot free: only these are locked and
    -- counted again. A job that runs early (its delivery's retry is not due yet) claims
    -- nothing.
    SELECT array_agg(w.id ORDER BY w.id) INTO v_with_room
    FROM webhooks w
    WHERE w.id IN (
        SELECT d.webhook_id FROM webhook_deliveries d
        WHERE d.id = ANY (p_delivery_ids) AND d.state IN ('PENDING', 'RETRYING')
          AND (d.leased_until IS NULL OR d.leased_until < now()) AND d.next_attempt_at <= now())
      AND webhook_allowance(w.in_flight_allowance, p_max_in_flight) > webhook_live_leases(w.id, webhook_allowance(w.in_flight_allowance, p_max_in_flight));
    PERFORM 1 FROM webhooks w WHERE w.id = ANY (v_with_room) ORDER BY w.id FOR NO KEY UPDATE;

    RETURN QUERY
    WITH open AS (
      SELECT d.id, d.webhook_id, d.attempts, d.next_attempt_at
      FROM webhook_deliveries d
      WHERE d.id = ANY (p_delivery_ids)
        AND d.state IN ('PENDING', 'RETRYING')
        AND (d.leased_until IS NULL OR d.leased_until < now())
        AND d.next_attempt_at <= now()
      -- Locked as read: a claim that parks holds no webhook lock, so a finishing attempt
      -- may be taking the same delivery over; parking it on top would wipe that lease
      -- and let one attempt too many in. A delivery locked elsewhere is someone else's
      -- (a finishing attempt, another job of it, the sweep): skipped, never waited for,
      -- so a claim and a finish cannot deadlock on each other's rows.
      FOR NO KEY UPDATE OF d SKIP LOCKED
    ), room AS (
      SELECT w.id, w.url, w.active,
             CASE WHEN w.id = ANY (v_with_room)
                  THEN webhook_allowance(w.in_flight_allowance, p_max_in_flight) - webhook_live_leases(w.id, webhook_allowance(w.in_flight_allowance, p_max_in_flight))
                  ELSE 0 END AS free
      FROM webhooks w
      WHERE w.id IN (SELECT o.webhook_id FROM open o)
    ), ranked AS MATERIALIZED (
      SELECT o.id, r.url, r.active,
             NOT r.active OR row_number() OVER (
               PARTITION BY o.webhook_id ORDER BY o.attempts DESC, o.next_attempt_at, o.id
             ) <= r.free AS admitted
      FROM open o JOIN room r ON r.id = o.webhook_id
    )
    UPDATE webhook_deliveries d
    SET leased_until = CASE WHEN r.admitted
                            THEN now() + make_interval(secs => p_lease_seconds) END,
        parked_at = CASE WHEN r.admitted THEN NULL ELSE coalesce(d.parked_at, now()) END
    FROM ranked r
    WHERE d.id = r.id
    RETURNING d.id, d.webhook_id, d.event, d.payload, d.secret, d.attempts, d.created_at,
              r.url, r.active, r.admitted;
  END
$function$;
  `.execute(db);
  await sql`
CREATE OR REPLACE FUNCTION public.webhook_recover_deliveries(p_orphan_after_seconds double precision, p_max_in_flight integer)
 RETURNS integer
 LANGUAGE sql
AS $function$
  WITH expired AS (
    SELECT d.id FROM webhook_deliveries d
    WHERE d.state IN ('PENDING', 'RETRYING') AND d.leased_until < now()
    LIMIT 1000
  ), jobless AS (
    SELECT d.id FROM webhook_deliveries d
    WHERE d.state IN ('PENDING', 'RETRYING') AND d.leased_until IS NULL
      AND d.parked_at IS NULL
      AND d.next_attempt_at < now() - make_interval(secs => p_orphan_after_seconds)
      AND NOT EXISTS (
        SELECT 1 FROM graphile_worker.jobs j
        WHERE j.key = webhook_delivery_job_key(d.id)
          AND (j.locked_at IS NULL
               OR j.locked_at > now() - make_interval(secs => p_orphan_after_seconds))
      )
    LIMIT 1000
  ), waiting AS (
    SELECT next.id FROM webhooks w CROSS JOIN LATERAL (
      SELECT p.id FROM webhook_deliveries p
      WHERE p.webhook_id = w.id AND p.parked_at IS NOT NULL
      ORDER BY p.attempts DESC, p.next_attempt_at, p.id
      LIMIT webhook_allowance(w.in_flight_allowance, p_max_in_flight) - webhook_live_leases(w.id, webhook_allowance(w.in_flight_allowance, p_max_in_flight))
    ) next
    WHERE w.id IN (SELECT webhook_id FROM webhook_deliveries WHERE parked_at IS NOT NULL)
  ), revived AS (
    UPDATE webhook_deliveries d
    SET leased_until = NULL, parked_at = NULL
    WHERE d.id IN (SELECT id FROM expired UNION SELECT id FROM jobless
                   UNION SELECT id FROM waiting)
    RETURNING d.id, d.next_attempt_at
  )
  SELECT count(j.*)::int
  FROM (SELECT array_agg(webhook_delivery_job(id, next_attempt_at)) AS specs FROM revived) s
  LEFT JOIN LATERAL graphile_worker.add_jobs(s.specs, true) j ON true
  WHERE s.specs IS NOT NULL
$function$;
  `.execute(db);
  await sql`
    DROP FUNCTION webhook_finish_attempts(text[], integer[], integer[], text[], integer[],
      jsonb[], text[], boolean[], delivery_state[], double precision[], text[], boolean[],
      integer[], integer[], integer, double precision, integer)
  `.execute(db);
  await sql`
CREATE FUNCTION public.webhook_finish_attempts(p_ids text[], p_attempts integer[], p_status_codes integer[], p_errors text[], p_durations integer[], p_response_headers jsonb[], p_response_bodies text[], p_bodies_cut boolean[], p_states delivery_state[], p_delays double precision[], p_streak_webhooks text[], p_streak_reset boolean[], p_streak_dead integer[], p_streak_takers integer[], p_streak_grow integer[], p_streak_shrink integer[], p_disable_after integer, p_lease_seconds double precision, p_max_in_flight integer)
 RETURNS TABLE(id text, webhook_id text, event text, payload jsonb, secret text, attempts integer, created_at timestamp with time zone, url text, webhook_active boolean)
 LANGUAGE plpgsql
AS $function$
  #variable_conflict use_column
  BEGIN
    -- Held so that no claim parks a delivery between the count of free slots below and
    -- the hand-over: otherwise that delivery could wait with a slot free.
    PERFORM 1 FROM webhooks w
    WHERE w.id IN (SELECT d.webhook_id FROM webhook_deliveries d WHERE d.id = ANY (p_ids))
    ORDER BY w.id
    FOR NO KEY UPDATE;

    RETURN QUERY
    WITH input AS (
      SELECT * FROM unnest(p_ids, p_attempts, p_status_codes, p_errors, p_durations,
                           p_response_headers, p_response_bodies, p_bodies_cut, p_states, p_delays)
        AS t(id, attempt, status_code, error, duration_ms, response_headers, response_body,
             response_body_cut, state, delay_s)
    ), attempt_rows AS (
      INSERT INTO webhook_attempts (delivery_id, attempt, status_code, error, duration_ms,
                                    response_headers, response_body, response_body_cut)
      SELECT i.id, i.attempt, i.status_code, i.error, i.duration_ms, i.response_headers,
             i.response_body, i.response_body_cut
      FROM input i
      ON CONFLICT (delivery_id, attempt) DO NOTHING
    ), deliveries AS (
      -- Only the first outcome of an attempt number counts: an attempt that outlived its
      -- lease may have been sent again meanwhile, and its late outcome changes nothing.
      UPDATE webhook_deliveries d
      SET attempts = i.attempt, state = i.state, leased_until = NULL,
          next_attempt_at = now() + make_interval(secs => i.delay_s),
          completed_at = CASE WHEN i.state IN ('SUCCEEDED', 'DEAD') THEN now() END
      FROM input i
      WHERE d.id = i.id AND d.attempts = i.attempt - 1
      RETURNING d.id
    ), streak AS (
      SELECT * FROM unnest(p_streak_webhooks, p_streak_reset, p_streak_dead, p_streak_takers,
                           p_streak_grow, p_streak_shrink)
        AS t(webhook_id, reset, dead, takers, grow, shrink)
    ), moved AS MATERIALIZED (
      -- Each webhook's failure streak and in-flight allowance after this batch: a shrink of
      -- 2 drops the allowance to the floor, 1 halves it, else it grows by the quick
      -- successes, up to the ceiling.
      SELECT s.webhook_id, s.takers, w2.consecutive_failures AS old_failures,
             CASE WHEN s.reset THEN s.dead ELSE w2.consecutive_failures + s.dead END AS failures,
             w2.in_flight_allowance AS old_allowance,
             CASE s.shrink
               WHEN 2 THEN 1
               WHEN 1 THEN greatest(1, webhook_allowance(w2.in_flight_allowance, p_max_in_flight) / 2)
               ELSE webhook_allowance(w2.in_flight_allowance + s.grow, p_max_in_flight)
             END AS allowance
      FROM streak s JOIN webhooks w2 ON w2.id = s.webhook_id
    ), webhook_updates AS (
      -- Written only when the streak or the allowance moves: a busy webhook at its
      -- ceiling with nothing failing stays quiet.
      UPDATE webhooks w
      SET consecutive_failures = f.failures,
          in_flight_allowance = f.allowance,
          active = w.active AND f.failures < p_disable_after,
          disabled_at = CASE WHEN w.active AND f.failures >= p_disable_after
                             THEN now() ELSE w.disabled_at END,
          disabled_reason = CASE WHEN w.active AND f.failures >= p_disable_after
                                 THEN 'consecutive_failures' ELSE w.disabled_reason END
      FROM moved f
      WHERE w.id = f.webhook_id
        AND (f.failures <> f.old_failures OR f.allowance <> f.old_allowance)
    ), next_up AS MATERIALIZED (
      -- The webhook's due deliveries nobody holds, retries first, then the oldest: those
      -- parked and those whose job has not run yet alike.
      SELECT p.id, p.rank <= s.takers AS taken, p.parked
      FROM moved s CROSS JOIN LATERAL (
        SELECT q.id, q.parked,
               row_number() OVER (ORDER BY q.attempts DESC, q.next_attempt_at, q.id) AS rank
        FROM (
          SELECT x.id, x.attempts, x.next_attempt_at, x.parked_at IS NOT NULL AS parked
          FROM webhook_deliveries x
          WHERE x.webhook_id = s.webhook_id AND x.state IN ('PENDING', 'RETRYING')
            AND x.leased_until IS NULL AND x.next_attempt_at <= now()
            -- Never one being finished here (its lease may have expired meanwhile): a
            -- row updated twice in one statement keeps only one of the updates.
            AND x.id <> ALL (p_ids)
          ORDER BY x.attempts DESC, x.next_attempt_at, x.id
          LIMIT s.allowance - webhook_live_leases(s.webhook_id, s.allowance, p_ids)
        ) q
      ) p
    ), handed AS (
      UPDATE webhook_deliveries d
      SET parked_at = NULL,
          leased_until = CASE WHEN n.taken
                              THEN now() + make_interval(secs => p_lease_seconds) END
      FROM next_up n
      WHERE d.id = n.id AND (n.taken OR n.parked)
      RETURNING d.id, d.webhook_id, d.event, d.payload, d.secret, d.attempts, d.created_at,
                d.next_attempt_at, n.taken
    ), due AS (
      SELECT i.id, now() + make_interval(secs => i.delay_s) AS run_at
      FROM input i WHERE i.state = 'RETRYING' AND i.id IN (SELECT id FROM deliveries)
      UNION ALL
      SELECT h.id, least(h.next_attempt_at, now()) FROM handed h WHERE NOT h.taken
    ), specs AS (
      SELECT array_agg(webhook_delivery_job(due.id, due.run_at)) AS specs
      FROM due
    ), jobs AS (
      -- add_jobs only when there are jobs: it always NOTIFYs, and a NOTIFY makes the
      -- commit queue behind every other notifying commit of the database and wakes
      -- every worker to look for jobs.
      SELECT count(j.*) AS added
      FROM specs s LEFT JOIN LATERAL graphile_worker.add_jobs(s.specs) j ON true
      WHERE s.specs IS NOT NULL
    ), dropped AS (
      -- The jobs of the deliveries taken over: sent now, they will never need them.
      SELECT count(*) AS completed FROM graphile_worker.complete_jobs(ARRAY(
        SELECT j.id FROM graphile_worker.jobs j
        WHERE j.key IN (SELECT webhook_delivery_job_key(h.id) FROM handed h WHERE h.taken)
          AND j.locked_at IS NULL))
    )
    SELECT h.id, h.webhook_id, h.event, h.payload, h.secret, h.attempts, h.created_at,
           w.url, w.active
    FROM dropped, jobs LEFT JOIN (handed h JOIN webhooks w ON w.id = h.webhook_id AND h.taken) ON true;
  END
$function$;
  `.execute(db);
}
