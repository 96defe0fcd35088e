import { sql } from 'kysely';
import type { RecordedEvent, SubscriberPart } from '../events/record';
import { addDeliverJobs } from './delivery-jobs';
import { isWebhookEvent } from './events';

/**
 * Subscribes webhooks to recorded events: one delivery per active webhook of the
 * workspace subscribed to the event, each with its graphile-worker job, written by the
 * statement that records the event. A committed change is therefore always delivered,
 * a rolled-back one never.
 */
export function fanOut(event: RecordedEvent): SubscriberPart | undefined {
  if (!isWebhookEvent(event.name)) return undefined;
  return {
    ctes: [
      sql`fan_out_hooks AS (
        SELECT w.id, w.secret
        FROM webhooks w
        WHERE w.workspace_id = ${event.workspaceId} AND w.active AND ${event.name} = ANY (w.events)
      )`,
      // A delivery's id is its event's and webhook's (one delivery of an event per webhook
      // here; replays draw new ids), in the shape of every id: a letter, then 23 of
      // md5's lower-case hex digits. Drawn in JS, a delivery id per possible webhook
      // (MAX_WEBHOOKS) cost every recorded event twenty ids and an array parameter, with
      // no webhook to deliver to in most workspaces.
      sql`fan_out_deliveries AS (
        INSERT INTO webhook_deliveries (id, workspace_id, webhook_id, event_id, event, payload, secret, created_at)
        SELECT 'd' || substr(md5(r.id || ' ' || h.id), 1, 23), ${event.workspaceId}, h.id, r.id,
               ${event.name}, ${JSON.stringify(event.payload)}::jsonb, h.secret, r.created_at
        FROM fan_out_hooks h CROSS JOIN recorded r
        RETURNING id
      )`,
      sql`fan_out_jobs AS (${addDeliverJobs('fan_out_deliveries')})`,
    ],
    result: sql`(SELECT added FROM fan_out_jobs)`,
  };
}
