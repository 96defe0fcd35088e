import { sql, type Kysely } from 'kysely';

// Frozen in time: never import from src/ here, never edit after it has shipped.
//
// A claim locks the webhooks of all its due deliveries before it counts their free slots,
// full webhooks included. It used to lock only those that looked like they had a slot
// free, and park the deliveries of the others without waiting: a finish of such a webhook
// could free a slot and look for parked deliveries to hand it to just before the park
// committed, and the parked delivery then waited, with the slot free, for the recovery
// sweep (up to the attempt timeout). Seen in drains as the sweep's "re-enqueued
// deliveries no worker held".
//
// Same signature and behaviour otherwise. Forward only: no down.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
CREATE OR REPLACE FUNCTION public.webhook_claim_deliveries(p_delivery_ids text[], p_lease_seconds double precision, p_max_in_flight integer)
 RETURNS TABLE(id text, webhook_id text, event text, payload jsonb, secret text, attempts integer, created_at timestamp with time zone, url text, webhook_active boolean, admitted boolean)
 LANGUAGE plpgsql
 SET plan_cache_mode TO 'force_generic_plan'
AS $function$
  #variable_conflict use_column
  -- p_max_in_flight is the ceiling; each webhook admits its own allowance below it.
  DECLARE
    v_locked text[];
  BEGIN
    -- The webhooks of the due deliveries nobody holds, full ones included, locked in id
    -- order before their free slots are counted. A finish holds its webhooks' locks until
    -- it commits, and looks for parked deliveries to hand its freed slots to before then:
    -- a claim that counted without the lock could see the webhook full while that finish
    -- was freeing a slot, and park a delivery just after the finish had looked, to wait
    -- with a slot free until the recovery sweep. A job that runs early (its delivery's
    -- retry is not due yet) locks nothing.
    SELECT array_agg(w.id ORDER BY w.id) INTO v_locked
    FROM (
      SELECT w.id FROM webhooks w
      WHERE w.id IN (
          SELECT d.webhook_id FROM webhook_deliveries d
          WHERE d.id = ANY (p_delivery_ids) AND d.state IN ('PENDING', 'RETRYING')
            AND (d.leased_until IS NULL OR d.leased_until < now()) AND d.next_attempt_at <= now())
      ORDER BY w.id
      FOR NO KEY UPDATE
    ) w;

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
             -- Counted in this statement's snapshot, taken once the locks were held. A
             -- delivery that opened up between the two statements has its webhook
             -- unlocked: it is parked, never leased without the count under the lock.
             CASE WHEN w.id = ANY (v_locked)
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
}
