import { sql, type Kysely } from 'kysely';

// Frozen in time: never import from src/ here, never edit after it has shipped.
//
// Each attempt keeps what the receiver answered, for the delivery log: its response headers
// (Set-Cookie left out) and the first 2 KiB of its body as text, marked when cut. The finish
// records them with the attempt.
//
// The finish also copes with an attempt that outlived its lease (a stalled worker; the
// sweep then put its delivery back to work while it still ran): its delivery is never handed
// over in the statement that finishes it (two updates of one row in one statement keep only
// one, which lost the outcome), and a second outcome of the same attempt number is dropped
// instead of failing the whole batch on the attempts' primary key.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE webhook_attempts
      ADD COLUMN response_headers jsonb,
      ADD COLUMN response_body text,
      ADD COLUMN response_body_cut boolean NOT NULL DEFAULT false;

    DROP FUNCTION webhook_finish_attempts(
      text[], integer[], integer[], text[], integer[], delivery_state[], double precision[],
      text[], boolean[], integer[], integer[], integer, double precision, integer
    );

    CREATE FUNCTION webhook_finish_attempts(p_ids text[], p_attempts integer[], p_status_codes integer[], p_errors text[], p_durations integer[], p_response_headers jsonb[], p_response_bodies text[], p_bodies_cut boolean[], p_states delivery_state[], p_delays double precision[], p_streak_webhooks text[], p_streak_reset boolean[], p_streak_dead integer[], p_streak_takers integer[], p_disable_after integer, p_lease_seconds double precision, p_max_in_flight integer)
     RETURNS TABLE(id text, webhook_id text, event text, payload jsonb, secret text, attempts integer, created_at timestamp with time zone, url text, webhook_active boolean)
     LANGUAGE plpgsql
    AS $fn$
      #variable_conflict use_column
      BEGIN
        -- Held so that no claim parks a delivery between the count of free slots below and
        -- the hand-over: otherwise that delivery could wait with a slot free.
        PERFORM 1 FROM webhooks w
        WHERE w.id IN (SELECT d.webhook_id FROM webhook_deliveries d WHERE d.id = ANY (p_ids))
        ORDER BY w.id
        FOR UPDATE;

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
          SELECT * FROM unnest(p_streak_webhooks, p_streak_reset, p_streak_dead, p_streak_takers)
            AS t(webhook_id, reset, dead, takers)
        ), webhook_updates AS (
          -- Successes only write when there is a streak to reset: busy webhooks stay quiet.
          UPDATE webhooks w
          SET consecutive_failures = f.failures,
              active = w.active AND f.failures < p_disable_after,
              disabled_at = CASE WHEN w.active AND f.failures >= p_disable_after
                                 THEN now() ELSE w.disabled_at END,
              disabled_reason = CASE WHEN w.active AND f.failures >= p_disable_after
                                     THEN 'consecutive_failures' ELSE w.disabled_reason END
          FROM (
            SELECT s.webhook_id,
                   CASE WHEN s.reset THEN s.dead ELSE w2.consecutive_failures + s.dead END AS failures
            FROM streak s JOIN webhooks w2 ON w2.id = s.webhook_id
            WHERE s.dead > 0 OR (s.reset AND w2.consecutive_failures > 0)
          ) f
          WHERE w.id = f.webhook_id
        ), next_up AS MATERIALIZED (
          -- The webhook's due deliveries nobody holds, retries first, then the oldest: those
          -- parked and those whose job has not run yet alike.
          SELECT p.id, p.rank <= s.takers AS taken, p.parked
          FROM streak s CROSS JOIN LATERAL (
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
              LIMIT p_max_in_flight - webhook_live_leases(s.webhook_id, p_max_in_flight, p_ids)
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
    $fn$;
  `.execute(db);
}
