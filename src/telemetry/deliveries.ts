import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import { sql } from 'kysely';
import type { Conn } from '../db/database';
import { inSpan } from './jobs';
import { linkTo, tracer, tracingEnabled } from './tracing';

interface TracedDelivery {
  id: string;
  webhookId: string;
  event: string;
  attempts: number;
  url: string;
}

interface AttemptResult {
  ok: boolean;
  statusCode: number | null;
  error: string | null;
}

/**
 * Sends one delivery attempt inside a client span linked to the request that recorded
 * its event (the `traceparent` stored on the event row): a retry hours later is its own
 * trace, yet still leads back to the change that caused it. `send` runs as is when
 * tracing is off.
 */
export async function traceDeliveryAttempt<T extends AttemptResult>(
  db: Conn,
  delivery: TracedDelivery,
  send: () => Promise<T>,
): Promise<T> {
  if (!tracingEnabled()) return send();
  const { rows } = await sql<{ traceParent: string | null }>`
    SELECT e.trace_parent AS "traceParent"
    FROM webhook_deliveries d JOIN events e ON e.id = d.event_id
    WHERE d.id = ${delivery.id}
  `.execute(db);
  const span = tracer().startSpan(`webhook delivery ${delivery.event}`, {
    kind: SpanKind.CLIENT,
    links: linkTo(rows[0]?.traceParent),
    attributes: {
      'webhook.id': delivery.webhookId,
      'webhook.delivery.id': delivery.id,
      'webhook.delivery.attempt': delivery.attempts + 1,
      'server.address': new URL(delivery.url).hostname,
    },
  });
  return inSpan(span, async () => {
    const outcome = await send();
    if (outcome.statusCode !== null)
      span.setAttribute('http.response.status_code', outcome.statusCode);
    if (!outcome.ok)
      span.setStatus({ code: SpanStatusCode.ERROR, message: outcome.error ?? undefined });
    return outcome;
  });
}
