import { sql, type Kysely } from 'kysely';

// Frozen in time: never import from src/ here, never edit after it has shipped.
//
// Recording attempts without a NOTIFY when there is no job to add. graphile_worker.add_jobs
// notifies 'jobs:insert' even for an empty list, and every finish called it: each finish
// commit then took the database-wide notification queue lock (commits of notifying
// transactions go one at a time, fsync included) and woke every worker to fetch jobs.
// Only retries and parked deliveries handed a job still call it.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION webhook_finish_attempts(
      p_ids text[],
      p_attempts integer[],
      p_status_codes integer[],
      p_errors text[],
      p_durations integer[],
      p_states delivery_state[],
      p_delays double precision[],
      p_streak_webhooks text[],
      p_streak_reset boolean[],
      p_streak_dead integer[],
      p_streak_takers integer[],
      p_disable_after integer,
      p_lease_seconds double precision,
      p_max_in_flight integer
    )
    RETURNS TABLE (
      id text,
      webhook_id text,
      event text,
      payload jsonb,
      secret text,
      attempts integer,
      created_at timestamptz,
      url text,
      webhook_active boolean
    )
    LANGUAGE plpgsql VOLATILE AS $fn$
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
        SELECT * FROM unnest(p_ids, p_attempts, p_status_codes, p_errors, p_durations, p_states, p_delays)
          AS t(id, attempt, status_code, error, duration_ms, state, delay_s)
      ), attempt_rows AS (
        INSERT INTO webhook_attempts (delivery_id, attempt, status_code, error, duration_ms)
        SELECT i.id, i.attempt, i.status_code, i.error, i.duration_ms FROM input i
      ), deliveries AS (
        UPDATE webhook_deliveries d
        SET attempts = i.attempt, state = i.state, leased_until = NULL,
            next_attempt_at = now() + make_interval(secs => i.delay_s),
            completed_at = CASE WHEN i.state IN ('SUCCEEDED', 'DEAD') THEN now() END
        FROM input i
        WHERE d.id = i.id
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
            ORDER BY x.attempts DESC, x.next_attempt_at, x.id
            LIMIT greatest(0, p_max_in_flight - (
              SELECT count(*) FROM webhook_deliveries l
              WHERE l.webhook_id = s.webhook_id AND l.leased_until > now()
                AND l.id <> ALL (p_ids)))
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
        FROM input i WHERE i.state = 'RETRYING'
        UNION ALL
        SELECT h.id, least(h.next_attempt_at, now()) FROM handed h WHERE NOT h.taken
      ), specs AS (
        SELECT array_agg(ROW('webhooks:deliver', json_build_object('deliveryId', due.id),
          NULL, due.run_at, 25, 'webhook-delivery:' || due.id, NULL, NULL)::graphile_worker.job_spec) AS specs
        FROM due
      ), jobs AS (
        -- add_jobs only when there are jobs: it always NOTIFYs, and a NOTIFY makes the
        -- commit queue behind every other notifying commit of the database and wakes
        -- every worker to look for jobs.
        SELECT count(j.*) AS added
        FROM specs s LEFT JOIN LATERAL graphile_worker.add_jobs(s.specs) j ON true
        WHERE s.specs IS NOT NULL
      )
      SELECT h.id, h.webhook_id, h.event, h.payload, h.secret, h.attempts, h.created_at,
             w.url, w.active
      FROM jobs LEFT JOIN (handed h JOIN webhooks w ON w.id = h.webhook_id AND h.taken) ON true;
    END
    $fn$;
  `.execute(db);
}

// Back to the function of 20261124_0300_delivery_take_over_due.
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION webhook_finish_attempts(
      p_ids text[],
      p_attempts integer[],
      p_status_codes integer[],
      p_errors text[],
      p_durations integer[],
      p_states delivery_state[],
      p_delays double precision[],
      p_streak_webhooks text[],
      p_streak_reset boolean[],
      p_streak_dead integer[],
      p_streak_takers integer[],
      p_disable_after integer,
      p_lease_seconds double precision,
      p_max_in_flight integer
    )
    RETURNS TABLE (
      id text,
      webhook_id text,
      event text,
      payload jsonb,
      secret text,
      attempts integer,
      created_at timestamptz,
      url text,
      webhook_active boolean
    )
    LANGUAGE plpgsql VOLATILE AS $fn$
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
        SELECT * FROM unnest(p_ids, p_attempts, p_status_codes, p_errors, p_durations, p_states, p_delays)
          AS t(id, attempt, status_code, error, duration_ms, state, delay_s)
      ), attempt_rows AS (
        INSERT INTO webhook_attempts (delivery_id, attempt, status_code, error, duration_ms)
        SELECT i.id, i.attempt, i.status_code, i.error, i.duration_ms FROM input i
      ), deliveries AS (
        UPDATE webhook_deliveries d
        SET attempts = i.attempt, state = i.state, leased_until = NULL,
            next_attempt_at = now() + make_interval(secs => i.delay_s),
            completed_at = CASE WHEN i.state IN ('SUCCEEDED', 'DEAD') THEN now() END
        FROM input i
        WHERE d.id = i.id
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
            ORDER BY x.attempts DESC, x.next_attempt_at, x.id
            LIMIT greatest(0, p_max_in_flight - (
              SELECT count(*) FROM webhook_deliveries l
              WHERE l.webhook_id = s.webhook_id AND l.leased_until > now()
                AND l.id <> ALL (p_ids)))
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
        FROM input i WHERE i.state = 'RETRYING'
        UNION ALL
        SELECT h.id, least(h.next_attempt_at, now()) FROM handed h WHERE NOT h.taken
      ), jobs AS (
        SELECT count(*) AS added FROM graphile_worker.add_jobs((
          SELECT coalesce(array_agg(ROW('webhooks:deliver', json_build_object('deliveryId', due.id),
            NULL, due.run_at, 25, 'webhook-delivery:' || due.id, NULL, NULL)::graphile_worker.job_spec), '{}')
          FROM due
        ))
      )
      SELECT h.id, h.webhook_id, h.event, h.payload, h.secret, h.attempts, h.created_at,
             w.url, w.active
      FROM jobs LEFT JOIN (handed h JOIN webhooks w ON w.id = h.webhook_id AND h.taken) ON true;
    END
    $fn$;
  `.execute(db);
}
