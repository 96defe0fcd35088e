import { newId } from '../db/ids';
import { sql } from 'kysely';
import type { RecordedEvent, SubscriberPart } from '../events/record';
import { addDeliverJobs } from './delivery-jobs';
import { isWebhookEvent } from './events';
import { MAX_WEBHOOKS } from './limits';

/**
 * Subscribes webhooks to recorded events: one delivery per active webhook of the
 * workspace subscribed to the event, each with its graphile-worker job, written by the
 * statement that records the event. A committed change is therefore always delivered,
 * a rolled-back one never.
 */
export function fanOut(event: RecordedEvent): SubscriberPart | undefined {
  if (!isWebhookEvent(event.name)) return undefined;
  // Ids for the deliveries, made here so every id has one shape; a workspace has at
  // most MAX_WEBHOOKS webhooks, so this many always suffice.
  const deliveryIds = Array.from({ length: MAX_WEBHOOKS }, () => newId());
  return {
    ctes: [
      sql`fan_out_hooks AS (
        SELECT w.id, w.secret, row_number() OVER (ORDER BY w.id) AS n
        FROM webhooks w
        WHERE w.workspace_id = ${event.workspaceId} AND w.active AND ${event.name} = ANY (w.events)
      )`,
      sql`fan_out_deliveries AS (
        INSERT INTO webhook_deliveries (id, workspace_id, webhook_id, event_id, event, payload, secret, created_at)
        SELECT (${deliveryIds}::text[])[h.n], ${event.workspaceId}, h.id, r.id, ${event.name},
               ${JSON.stringify(event.payload)}::jsonb, h.secret, r.created_at
        FROM fan_out_hooks h CROSS JOIN recorded r
        RETURNING id
      )`,
      sql`fan_out_jobs AS (${addDeliverJobs('fan_out_deliveries')})`,
    ],
    result: sql`(SELECT added FROM fan_out_jobs)`,
  };
}
