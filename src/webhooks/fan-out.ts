import { newId } from '../db/ids';
import { sql } from 'kysely';
import type { RecordedEvent } from '../events/record';
import type { Conn } from '../db/database';
import { addDeliverJobs } from './deliveries';
import { isWebhookEvent } from './events';
import { MAX_WEBHOOKS } from './limits';

/**
 * Subscribes webhooks to recorded events: one delivery per active webhook of the
 * workspace subscribed to the event, each with its graphile-worker job, written by the
 * transaction that records the event. A committed change is therefore always delivered,
 * a rolled-back one never.
 */
export async function fanOut(trx: Conn, event: RecordedEvent): Promise<void> {
  if (!isWebhookEvent(event.name)) return;
  // Ids for the deliveries, made here so every id has one shape; a workspace has at
  // most MAX_WEBHOOKS webhooks, so this many always suffice.
  const deliveryIds = Array.from({ length: MAX_WEBHOOKS }, () => newId());
  await sql`
    WITH hooks AS (
      SELECT w.id, w.secret, row_number() OVER (ORDER BY w.id) AS n
      FROM webhooks w
      WHERE w.workspace_id = ${event.workspaceId} AND w.active AND ${event.name} = ANY (w.events)
    ), deliveries AS (
      INSERT INTO webhook_deliveries (id, workspace_id, webhook_id, event_id, event, payload, secret, created_at)
      SELECT (${deliveryIds}::text[])[hooks.n], ${event.workspaceId}, hooks.id, ${event.id},
             ${event.name}, ${JSON.stringify(event.payload)}::jsonb, hooks.secret, ${event.createdAt}
      FROM hooks
      RETURNING id
    )
    ${addDeliverJobs('deliveries')}
  `.execute(trx);
}
