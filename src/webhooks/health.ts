import { sql } from 'kysely';
import type { Conn } from '../db/database';

/** How a webhook's receiver has been answering (the WebhookHealth schema). */
export interface WebhookHealth {
  attempts24h: number;
  successRate24h: number | null;
  p50DurationMs24h: number | null;
  p95DurationMs24h: number | null;
  lastSuccessAt: string | null;
  lastFailureAt: string | null;
  inFlightAllowance: number;
  inFlight: number;
}

const NO_ATTEMPTS: Omit<WebhookHealth, 'inFlightAllowance' | 'inFlight'> = {
  attempts24h: 0,
  successRate24h: null,
  p50DurationMs24h: null,
  p95DurationMs24h: null,
  lastSuccessAt: null,
  lastFailureAt: null,
};

/**
 * The health of each of the workspace's given webhooks, from the attempts of their kept
 * deliveries: the last 24 hours' count, success rate and duration percentiles, and the
 * newest success and failure; and its in-flight allowance (clamped by the configured
 * ceiling, as the claim applies it) and attempts in flight now.
 */
export async function healthOf(
  db: Conn,
  workspaceId: string,
  webhookIds: string[],
  ceiling: number,
): Promise<Map<string, WebhookHealth>> {
  if (webhookIds.length === 0) return new Map();
  const { rows: now } = await sql<{ id: string; inFlightAllowance: number; inFlight: number }>`
    SELECT w.id, webhook_allowance(w.in_flight_allowance, ${ceiling}) AS "inFlightAllowance",
           webhook_live_leases(w.id, ${ceiling}) AS "inFlight"
    FROM webhooks w
    WHERE w.workspace_id = ${workspaceId} AND w.id = ANY (${webhookIds}::text[])
  `.execute(db);
  const { rows } = await sql<WebhookHealth & { id: string }>`
    SELECT w.id,
           count(*) FILTER (WHERE a.recent)::int AS "attempts24h",
           round((count(*) FILTER (WHERE a.recent AND a.ok))::numeric
                 / nullif(count(*) FILTER (WHERE a.recent), 0), 4)::float8 AS "successRate24h",
           round(percentile_cont(0.5) WITHIN GROUP (ORDER BY a.duration_ms)
                 FILTER (WHERE a.recent))::int AS "p50DurationMs24h",
           round(percentile_cont(0.95) WITHIN GROUP (ORDER BY a.duration_ms)
                 FILTER (WHERE a.recent))::int AS "p95DurationMs24h",
           to_char(max(a.created_at) FILTER (WHERE a.ok) AT TIME ZONE 'UTC',
                   'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "lastSuccessAt",
           to_char(max(a.created_at) FILTER (WHERE NOT a.ok) AT TIME ZONE 'UTC',
                   'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "lastFailureAt"
    FROM webhooks w
    JOIN webhook_deliveries d ON d.webhook_id = w.id
    JOIN LATERAL (
      SELECT a.duration_ms, a.created_at,
             coalesce(a.status_code BETWEEN 200 AND 299, false) AS ok,
             a.created_at > now() - interval '24 hours' AS recent
      FROM webhook_attempts a WHERE a.delivery_id = d.id
    ) a ON true
    WHERE w.workspace_id = ${workspaceId} AND w.id = ANY (${webhookIds}::text[])
    GROUP BY w.id
  `.execute(db);
  const attempts = new Map(rows.map(({ id, ...health }) => [id, health]));
  const byId = new Map<string, WebhookHealth>();
  for (const { id, inFlightAllowance, inFlight } of now) {
    byId.set(id, { ...(attempts.get(id) ?? NO_ATTEMPTS), inFlightAllowance, inFlight });
  }
  return byId;
}

/** The webhooks with their health, in the same order. */
export async function withHealth<W extends { id: string }>(
  db: Conn,
  workspaceId: string,
  webhooks: W[],
  ceiling: number,
): Promise<(W & { health: WebhookHealth })[]> {
  const health = await healthOf(
    db,
    workspaceId,
    webhooks.map((w) => w.id),
    ceiling,
  );
  return webhooks.map((webhook) => ({ ...webhook, health: health.get(webhook.id)! }));
}

export interface AllowanceFigures {
  /** Webhooks with deliveries waiting whose allowance is down to one attempt at a time. */
  throttled: number;
  /** Attempts in flight now, over every webhook. */
  inFlight: number;
}

/**
 * The instance-wide figures of the adaptive allowance, for the metrics: how many receivers
 * the service is holding back to one attempt at a time while deliveries wait for them, and
 * how many attempts are in flight. Only webhooks with deliveries open are looked at.
 */
export async function allowanceFigures(db: Conn, ceiling: number): Promise<AllowanceFigures> {
  const { rows } = await sql<AllowanceFigures>`
    SELECT count(*) FILTER (WHERE webhook_allowance(w.in_flight_allowance, ${ceiling}) = 1
                              AND w.waiting)::int AS throttled,
           coalesce(sum(webhook_live_leases(w.id, ${ceiling})), 0)::int AS "inFlight"
    FROM (
      SELECT w.id, w.in_flight_allowance,
             EXISTS (SELECT 1 FROM webhook_deliveries d
                     WHERE d.webhook_id = w.id AND d.state IN ('PENDING', 'RETRYING')
                       AND d.leased_until IS NULL) AS waiting,
             EXISTS (SELECT 1 FROM webhook_deliveries d
                     WHERE d.webhook_id = w.id AND d.leased_until IS NOT NULL) AS leased
      FROM webhooks w
      WHERE w.active
    ) w
    WHERE w.waiting OR w.leased
  `.execute(db);
  return rows[0] ?? { throttled: 0, inFlight: 0 };
}
