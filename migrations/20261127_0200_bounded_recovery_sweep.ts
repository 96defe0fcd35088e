import { sql, type Kysely } from 'kysely';

// Frozen in time: never import from src/ here, never edit after it has shipped.
//
// The recovery sweep at the cost of a few index lookups, whatever the backlog.
//
// webhook_recover_deliveries looked for due deliveries whose job vanished by checking every
// due delivery older than the orphan window against the job queue. After an outage every
// waiting delivery is that old, so each sweep (every 10 s) made one lookup per waiting
// delivery: 8 ms at 20,000 waiting, 320-350 ms at 200,000, and on. It now looks at the
// 1,000 oldest of them per sweep (the backlog drains oldest first, so the window moves on),
// and its update picks the rows by id through the primary key instead of joining the
// union of candidates, which the planner answered with a scan of the whole table. A job
// graphile-worker has given up on now counts as gone, so such a delivery cannot hold a
// place in that window for ever.
// Forward only: no down.

export async function up(db: Kysely<unknown>): Promise<void> {
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
    -- By id through the primary key: joined to the union, whose size the planner cannot
    -- know, the update scanned the whole table.
    WHERE d.id = ANY (ARRAY(SELECT id FROM expired UNION SELECT id FROM jobless
                            UNION SELECT id FROM waiting))
    RETURNING d.id, d.next_attempt_at
  )
  SELECT count(j.*)::int
  FROM (SELECT array_agg(webhook_delivery_job(id, next_attempt_at)) AS specs FROM revived) s
  LEFT JOIN LATERAL graphile_worker.add_jobs(s.specs, true) j ON true
  WHERE s.specs IS NOT NULL
$function$;
  `.execute(db);
}
