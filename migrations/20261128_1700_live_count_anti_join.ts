import { sql, type Kysely } from 'kysely';

// Frozen in time: never import from src/ here, never edit after it has shipped.
//
// The live-lease count leaves out the deliveries being finished (p_except) with an anti
// join instead of `id <> ALL (p_except)`. The latter compared every live lease of the
// batch's webhooks with every id of the batch (a finish of 115 outcomes over 16 webhooks:
// some 500 leases times 115 ids); as a join the ids are hashed once. The finish cost 3.5 to
// 5.3 % less database CPU (paired `FINISH_BATCH=115 npm run bench:finish`, 0.947 and
// 0.965), about what the count cost without the exception at all (0.939). Same rows:
// neither side ever holds a NULL id.
//
// Forward only: no down.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
CREATE OR REPLACE FUNCTION public.webhook_live_lease_counts(p_webhook_ids text[], p_except text[] DEFAULT '{}'::text[])
 RETURNS TABLE(webhook_id text, live integer)
 LANGUAGE sql
 STABLE
AS $function$
  -- Each of these webhooks' live leases, but those of the deliveries in p_except: its
  -- deliveries whose attempt is in flight or held in reserve and whose lease has not run
  -- out (an expired one belongs to a worker that died; the sweep takes it back). A webhook
  -- with none has no row. The exception as an anti join, its ids hashed once: as
  -- "id <> ALL (p_except)" each lease was compared with each of them.
  SELECT x.webhook_id, count(*)::int FROM webhook_deliveries x
  WHERE x.webhook_id = ANY (p_webhook_ids) AND x.leased_until > now()
    AND NOT EXISTS (SELECT FROM unnest(p_except) AS e(id) WHERE e.id = x.id)
  GROUP BY x.webhook_id
$function$;
  `.execute(db);
}
