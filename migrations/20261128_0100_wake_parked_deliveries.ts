import { sql, type Kysely } from 'kysely';

// Frozen in time: never import from src/ here, never edit after it has shipped.
//
// Parked deliveries woken when a worker gives back what it held, not only by the sweep.
//
// A job that will not send what it holds (its receiver's trouble shrank the allowance it
// was leased under) parks it. When no finish of that webhook came after, the parked
// delivery waited for the next recovery sweep (up to 10 s) although a slot was free.
// webhook_wake_parked gives the parked deliveries of some webhooks that fit their free
// slots a job, by the rule the sweep already used for every webhook, now one function
// (webhook_parked_within_allowance) that both call. It holds the webhooks' rows while it
// counts, as a finish does, so it waits for a finish of theirs in progress and takes the
// deliveries' rows in the same order. Both re-check a row before they change it, so a
// delivery leased meanwhile keeps its lease.
// Forward only: no down.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
CREATE FUNCTION public.webhook_parked_within_allowance(p_webhook_ids text[], p_max_in_flight integer)
 RETURNS SETOF text
 LANGUAGE sql
 STABLE
AS $function$
  -- The parked deliveries of these webhooks that fit their free slots, retries first, then
  -- the oldest.
  SELECT next.id FROM webhooks w CROSS JOIN LATERAL (
    SELECT p.id FROM webhook_deliveries p
    WHERE p.webhook_id = w.id AND p.parked_at IS NOT NULL
    ORDER BY p.attempts DESC, p.next_attempt_at, p.id
    LIMIT webhook_allowance(w.in_flight_allowance, p_max_in_flight) - webhook_live_leases(w.id, webhook_allowance(w.in_flight_allowance, p_max_in_flight))
  ) next
  WHERE w.id = ANY (p_webhook_ids)
$function$;

CREATE FUNCTION public.webhook_wake_parked(p_webhook_ids text[], p_max_in_flight integer)
 RETURNS integer
 LANGUAGE plpgsql
AS $function$
  DECLARE
    v_added integer;
  BEGIN
    -- As a finish and a claim do, webhooks first, in id order: a finish of these webhooks
    -- in progress ends before the slots are counted, so its leases and what it handed over
    -- are seen as they are, and the deliveries' rows are never taken in another order.
    PERFORM 1 FROM webhooks w WHERE w.id = ANY (p_webhook_ids) ORDER BY w.id FOR NO KEY UPDATE;

    WITH woken AS (
      UPDATE webhook_deliveries d
      SET parked_at = NULL
      -- By id through the primary key, as the sweep does.
      WHERE d.id = ANY (ARRAY(SELECT webhook_parked_within_allowance(p_webhook_ids, p_max_in_flight)))
        -- Still parked once its row is ours: a claim may have leased it meanwhile.
        AND d.parked_at IS NOT NULL AND d.leased_until IS NULL
      RETURNING d.id, d.next_attempt_at
    )
    SELECT count(j.*)::int INTO v_added
    FROM (SELECT array_agg(webhook_delivery_job(id, least(next_attempt_at, now()))) AS specs
          FROM woken) s
    LEFT JOIN LATERAL graphile_worker.add_jobs(s.specs) j ON true
    WHERE s.specs IS NOT NULL;
    RETURN coalesce(v_added, 0);
  END
$function$;

CREATE OR REPLACE FUNCTION public.webhook_recover_deliveries(p_orphan_after_seconds double precision, p_max_in_flight integer)
 RETURNS integer
 LANGUAGE sql
AS $function$
  WITH expired AS (
    SELECT d.id FROM webhook_deliveries d
    WHERE d.state IN ('PENDING', 'RETRYING') AND d.leased_until < now()
    LIMIT 1000
  ), jobless AS (
    -- Only the oldest due deliveries are looked at, a bounded number per sweep: the work
    -- of a sweep must not grow with a backlog (after an outage every waiting delivery is
    -- older than the window, and each one checked costs a lookup in the job queue). The
    -- backlog drains oldest first, so the window moves on to the younger ones.
    SELECT d.id FROM (
      SELECT o.id FROM webhook_deliveries o
      WHERE o.state IN ('PENDING', 'RETRYING') AND o.leased_until IS NULL
        AND o.parked_at IS NULL
        AND o.next_attempt_at < now() - make_interval(secs => p_orphan_after_seconds)
      ORDER BY o.next_attempt_at
      LIMIT 1000
    ) d
    -- A job graphile-worker gave up on (its attempts spent) counts as gone: it would never
    -- run, and add_jobs gives it its attempts back.
    WHERE NOT EXISTS (
        SELECT 1 FROM graphile_worker.jobs j
        WHERE j.key = webhook_delivery_job_key(d.id)
          AND j.attempts < j.max_attempts
          AND (j.locked_at IS NULL
               OR j.locked_at > now() - make_interval(secs => p_orphan_after_seconds))
      )
  ), waiting AS (
    SELECT webhook_parked_within_allowance(
      ARRAY(SELECT DISTINCT webhook_id FROM webhook_deliveries WHERE parked_at IS NOT NULL),
      p_max_in_flight) AS id
  ), revived AS (
    UPDATE webhook_deliveries d
    SET leased_until = NULL, parked_at = NULL
    -- By id through the primary key: joined to the union, whose size the planner cannot
    -- know, the update scanned the whole table.
    WHERE d.id = ANY (ARRAY(SELECT id FROM expired UNION SELECT id FROM jobless
                            UNION SELECT id FROM waiting))
      -- Still open and held by nobody alive once its row is ours: a finish may have leased
      -- it meanwhile, or recorded its last outcome.
      AND d.state IN ('PENDING', 'RETRYING')
      AND (d.leased_until IS NULL OR d.leased_until < now())
    RETURNING d.id, d.next_attempt_at
  )
  SELECT count(j.*)::int
  FROM (SELECT array_agg(webhook_delivery_job(id, next_attempt_at)) AS specs FROM revived) s
  LEFT JOIN LATERAL graphile_worker.add_jobs(s.specs, true) j ON true
  WHERE s.specs IS NOT NULL
$function$;
`.execute(db);
}
