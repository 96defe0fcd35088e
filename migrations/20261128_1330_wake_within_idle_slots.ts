import { sql, type Kysely } from 'kysely';

// Frozen in time: never import from src/ here, never edit after it has shipped.
//
// A finish gives parked deliveries new jobs only as far as the caller's worker has slots
// idle to run them (p_wake_limit, NULL for no limit).
//
// It gave every free slot of a webhook beyond what the batch's takers asked for to a
// parked delivery, as a new job. While every worker slot was busy those jobs waited, and
// the next finishes' takers took their deliveries over (the oldest due ones): a job added
// and completed unrun, or fetched into a worker's local queue and run to claim nothing,
// for most deliveries of a parked backlog, which drained at about 60 % of the speed of a
// backlog with jobs and at two to three times the database's CPU per delivery.
//
// Forward only: no down.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
DROP FUNCTION public.webhook_finish_attempts(p_ids text[], p_attempts integer[], p_status_codes integer[], p_errors text[], p_durations integer[], p_response_headers jsonb[], p_response_bodies text[], p_bodies_cut boolean[], p_states delivery_state[], p_delays double precision[], p_streak_webhooks text[], p_streak_reset boolean[], p_streak_dead integer[], p_streak_takers integer[], p_streak_grow integer[], p_streak_shrink integer[], p_disable_after integer, p_lease_seconds double precision, p_max_in_flight integer);

CREATE FUNCTION public.webhook_finish_attempts(p_ids text[], p_attempts integer[], p_status_codes integer[], p_errors text[], p_durations integer[], p_response_headers jsonb[], p_response_bodies text[], p_bodies_cut boolean[], p_states delivery_state[], p_delays double precision[], p_streak_webhooks text[], p_streak_reset boolean[], p_streak_dead integer[], p_streak_takers integer[], p_streak_grow integer[], p_streak_shrink integer[], p_disable_after integer, p_lease_seconds double precision, p_max_in_flight integer, p_wake_limit integer)
 RETURNS TABLE(id text, webhook_id text, event text, payload jsonb, secret text, attempts integer, created_at timestamp with time zone, url text, webhook_active boolean)
 LANGUAGE plpgsql
 SET plan_cache_mode TO 'force_generic_plan'
AS $function$
  #variable_conflict use_column
  BEGIN
    -- The finish commits without waiting for its WAL to reach the disk. It is the one
    -- statement every delivery of a drain waits for (a job sends its next delivery once the
    -- finish hands it over), and a flush per batch put the disk's sync time into every
    -- delivery. What a crash of the database can lose is the last fraction of a second of
    -- finishes, each whole: its deliveries are then still leased or still waiting with
    -- their jobs, and are sent again, which at-least-once delivery allows (receivers
    -- deduplicate by delivery id). A later transaction that commits synchronously flushes
    -- the finishes before it, so nothing that depends on one can outlive it. Local to the
    -- transaction: the finish runs as a statement of its own.
    PERFORM set_config('synchronous_commit', 'off', true);

    -- Held so that no claim parks a delivery between the count of free slots below and
    -- the hand-over: otherwise that delivery could wait with a slot free.
    PERFORM 1 FROM webhooks w
    -- The batch's webhooks are the streaks' (one per webhook of the outcomes): no lookup
    -- of the deliveries is needed to find them.
    WHERE w.id = ANY (p_streak_webhooks)
    ORDER BY w.id
    FOR NO KEY UPDATE;

    RETURN QUERY
    WITH input AS (
      SELECT * FROM unnest(p_ids, p_attempts, p_status_codes, p_errors, p_durations,
                           p_response_headers, p_response_bodies, p_bodies_cut, p_states, p_delays)
        AS t(id, attempt, status_code, error, duration_ms, response_headers, response_body,
             response_body_cut, state, delay_s)
    ), deliveries AS (
      -- Only the first outcome of an attempt number counts: an attempt that outlived its
      -- lease may have been sent again meanwhile, and its late outcome changes nothing. A
      -- delivery deleted meanwhile (with its webhook) has no row left to count it.
      UPDATE webhook_deliveries d
      SET attempts = i.attempt, state = i.state, leased_until = NULL,
          next_attempt_at = now() + make_interval(secs => i.delay_s),
          completed_at = CASE WHEN i.state IN ('SUCCEEDED', 'DEAD') THEN now() END
      FROM input i
      WHERE d.id = i.id AND d.attempts = i.attempt - 1
      RETURNING d.id, i.attempt, i.status_code, i.error, i.duration_ms, i.response_headers,
                i.response_body, i.response_body_cut, i.state, i.delay_s
    ), attempt_rows AS (
      -- The attempts of the deliveries counted above, and of no other: one whose delivery
      -- is gone would fail its foreign key, and the whole batch with it. A plain insert:
      -- the update above admits one outcome per attempt number (it holds the row and moves
      -- the count on), so the row cannot be there yet; an ON CONFLICT clause made every
      -- insert a speculative one, for nothing.
      INSERT INTO webhook_attempts (delivery_id, attempt, status_code, error, duration_ms,
                                    response_headers, response_body, response_body_cut)
      SELECT c.id, c.attempt, c.status_code, c.error, c.duration_ms, c.response_headers,
             c.response_body, c.response_body_cut
      FROM deliveries c
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
    ), live AS MATERIALIZED (
      -- Every webhook's live leases in one look, beside the deliveries being finished
      -- here (their leases are still in this statement's snapshot): counted webhook by
      -- webhook, the function call and the rescan cost more than the count. Below, a
      -- count above the allowance (which a shrink leaves) frees nothing.
      SELECT c.webhook_id, c.live FROM webhook_live_lease_counts(p_streak_webhooks, p_ids) c
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
      -- parked and those whose job has not run yet alike. Of those within the free slots,
      -- the first ones go to the takers, and the parked rest get a job, as many as the
      -- caller's worker has slots idle to run (p_wake_limit, NULL for no limit: retries
      -- first, then the oldest, over the batch's webhooks); the others are left to their
      -- own jobs, or parked for later finishes' takers. A job added while every slot is
      -- busy only waits, and its delivery, among the oldest due, is taken over by a
      -- running job's next finish first: the job is then completed unrun, or, fetched
      -- meanwhile, runs to claim nothing.
      SELECT c.id, c.taken, c.parked FROM (
        SELECT p.id, p.rank <= s.takers AS taken, p.parked,
               row_number() OVER (PARTITION BY p.parked AND p.rank > s.takers
                                  ORDER BY p.attempts DESC, p.next_attempt_at, p.id) AS woken
        FROM moved s CROSS JOIN LATERAL (
        SELECT q.id, q.parked, q.attempts, q.next_attempt_at,
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
          -- Only as far as the takers reach, unless some are parked: then every free slot.
          LIMIT CASE WHEN EXISTS (SELECT FROM webhook_deliveries k
                                  WHERE k.webhook_id = s.webhook_id AND k.parked_at IS NOT NULL)
                     THEN s.allowance - least(s.allowance, coalesce((SELECT l.live FROM live l WHERE l.webhook_id = s.webhook_id), 0))
                     ELSE least(s.takers, s.allowance - least(s.allowance, coalesce((SELECT l.live FROM live l WHERE l.webhook_id = s.webhook_id), 0)))
                END
        ) q
      ) p
      ) c
      WHERE c.taken OR (c.parked AND (p_wake_limit IS NULL OR c.woken <= p_wake_limit))
    ), handed AS (
      -- Rows picked by id through the primary key (= ANY of an array): joined to next_up,
      -- whose size the planner cannot know, it scanned the whole table into a hash.
      UPDATE webhook_deliveries d
      SET parked_at = NULL,
          leased_until = CASE WHEN n.taken
                              THEN now() + make_interval(secs => p_lease_seconds) END
      FROM next_up n
      WHERE d.id = ANY (ARRAY(SELECT n2.id FROM next_up n2)) AND d.id = n.id
      RETURNING d.id, d.webhook_id, d.event, d.payload, d.secret, d.attempts, d.created_at,
                d.next_attempt_at, n.taken
    ), due AS (
      SELECT c.id, now() + make_interval(secs => c.delay_s) AS run_at
      FROM deliveries c WHERE c.state = 'RETRYING'
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
      -- Looked up by key through its unique index, for the same reason as above.
      SELECT count(*) AS completed FROM graphile_worker.complete_jobs(ARRAY(
        SELECT j.id FROM graphile_worker.jobs j
        WHERE j.key = ANY (ARRAY(SELECT webhook_delivery_job_key(h.id) FROM handed h WHERE h.taken))
          AND j.locked_at IS NULL))
    )
    -- In the order they were chosen (retries first, then the oldest): a job sends what it
    -- is handed one after another, and its caller shares each webhook's out in this order.
    SELECT h.id, h.webhook_id, h.event, h.payload, h.secret, h.attempts, h.created_at,
           w.url, w.active
    FROM dropped, jobs LEFT JOIN (handed h JOIN webhooks w ON w.id = h.webhook_id AND h.taken) ON true
    ORDER BY h.attempts DESC, h.next_attempt_at, h.id;
  END
$function$;
`.execute(db);
}
