import { sql, type Kysely } from 'kysely';

// Frozen in time: never import from src/ here, never edit after it has shipped.
//
// Two costs of recording attempts, measured on a drain of 20k deliveries over 16 webhooks:
//
// - Counting a webhook's attempts in flight read hundreds of heap pages per count. Every
//   lease leaves an index entry behind in webhook_deliveries_leased_idx (the row version
//   that held it keeps its leased_until, in the future, until vacuum), and the planner
//   counted with a bitmap scan, which visits every such dead version and never marks its
//   index entry dead: 2,700 of a finish's 3,500 buffers went to its 16 counts. The counts
//   now walk the index in order and stop at the cap, which is all a free-slot count needs;
//   a plain index scan marks the dead entries it meets, so the next count skips them.
// - A delivery a finishing attempt takes over is sent without its job, and that job stayed
//   queued: every one of them was later fetched, claimed nothing and was completed, and the
//   queue emptied 1.6-1.9 s after the last delivery of the drain. The finish now completes
//   the waiting jobs of the deliveries it takes over (graphile_worker.complete_jobs leaves
//   a job some worker has already fetched alone: that one claims nothing). In the same
//   statement, so no retry job added later under the same key can be taken for it.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION webhook_claim_deliveries(
      p_delivery_ids text[],
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
      webhook_active boolean,
      admitted boolean
    )
    LANGUAGE plpgsql VOLATILE AS $fn$
    #variable_conflict use_column
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
        AND p_max_in_flight > (SELECT count(*) FROM (
              SELECT FROM webhook_deliveries x
              WHERE x.webhook_id = w.id AND x.leased_until > now()
              ORDER BY x.webhook_id, x.leased_until LIMIT p_max_in_flight) live);
      PERFORM 1 FROM webhooks w WHERE w.id = ANY (v_with_room) ORDER BY w.id FOR UPDATE;

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
        FOR UPDATE OF d SKIP LOCKED
      ), room AS (
        SELECT w.id, w.url, w.active,
               CASE WHEN w.id = ANY (v_with_room)
                    THEN p_max_in_flight - (SELECT count(*) FROM (
                           SELECT FROM webhook_deliveries x
                           WHERE x.webhook_id = w.id AND x.leased_until > now()
                           ORDER BY x.webhook_id, x.leased_until LIMIT p_max_in_flight) live)
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
    $fn$;

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
            LIMIT p_max_in_flight - (SELECT count(*) FROM (
              SELECT FROM webhook_deliveries l
              WHERE l.webhook_id = s.webhook_id AND l.leased_until > now()
                AND l.id <> ALL (p_ids)
              ORDER BY l.webhook_id, l.leased_until LIMIT p_max_in_flight) live)
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
      ), dropped AS (
        -- The jobs of the deliveries taken over: sent now, they will never need them.
        SELECT count(*) AS completed FROM graphile_worker.complete_jobs(ARRAY(
          SELECT j.id FROM graphile_worker.jobs j
          WHERE j.key IN (SELECT 'webhook-delivery:' || h.id FROM handed h WHERE h.taken)
            AND j.locked_at IS NULL))
      )
      SELECT h.id, h.webhook_id, h.event, h.payload, h.secret, h.attempts, h.created_at,
             w.url, w.active
      FROM dropped, jobs LEFT JOIN (handed h JOIN webhooks w ON w.id = h.webhook_id AND h.taken) ON true;
    END
    $fn$;
  `.execute(db);
}

// Back to the claim of 20261124_0300_delivery_take_over_due and the finish of
// 20261124_0310_finish_without_empty_notify.
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION webhook_claim_deliveries(
      p_delivery_ids text[],
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
      webhook_active boolean,
      admitted boolean
    )
    LANGUAGE plpgsql VOLATILE AS $fn$
    #variable_conflict use_column
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
        AND p_max_in_flight > (SELECT count(*) FROM webhook_deliveries x
                               WHERE x.webhook_id = w.id AND x.leased_until > now());
      PERFORM 1 FROM webhooks w WHERE w.id = ANY (v_with_room) ORDER BY w.id FOR UPDATE;

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
        FOR UPDATE OF d SKIP LOCKED
      ), room AS (
        SELECT w.id, w.url, w.active,
               CASE WHEN w.id = ANY (v_with_room)
                    THEN p_max_in_flight - (SELECT count(*) FROM webhook_deliveries x
                                            WHERE x.webhook_id = w.id AND x.leased_until > now())
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
    $fn$;

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
