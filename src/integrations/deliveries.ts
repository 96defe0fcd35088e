/** What code hosts sent: the delivery rows, their jobs, outcomes and pruning. */
import { sql } from 'kysely';
import type { Conn } from '../db/database';
import { newId } from '../db/ids';
import type { IntegrationOutcome } from '../db/schema';

/** The graphile-worker task that processes a stored delivery. */
export const PROCESS_DELIVERY_TASK = 'integrations:process';

/** How many deliveries a connection lists; older ones are pruned once past DEDUPE_WINDOW. */
export const LISTED_DELIVERIES = 50;

/** How long a delivery id is remembered, so a code host's repeat writes nothing. */
const DEDUPE_WINDOW = '3 days';

export interface NewDelivery {
  integrationId: string;
  workspaceId: string;
  deliveryKey: string | null;
  event: string;
  action: string | null;
  outcome: IntegrationOutcome;
  detail: string | null;
  /** Set for a delivery to process: its job reads it, then it is cleared. */
  payload?: unknown;
}

/**
 * Stores a delivery, and for a pending one its job (`attempts` of it before the delivery is
 * marked rejected: INTEGRATION_PROCESS_ATTEMPTS), in one statement; false when the
 * connection already received this delivery id (nothing is written). The jobs of one
 * connection share a queue, so its deliveries are processed one at a time, in order.
 */
export async function storeDelivery(
  db: Conn,
  delivery: NewDelivery,
  attempts: number,
): Promise<boolean> {
  const id = newId();
  const payload = delivery.payload === undefined ? null : JSON.stringify(delivery.payload);
  const { rows } = await sql<{ id: string }>`
    WITH stored AS (
      INSERT INTO integration_deliveries
        (id, integration_id, workspace_id, delivery_key, event, action, outcome, detail, payload)
      VALUES (${id}, ${delivery.integrationId}, ${delivery.workspaceId}, ${delivery.deliveryKey},
              ${delivery.event}, ${delivery.action}, ${delivery.outcome}, ${delivery.detail},
              ${payload}::jsonb)
      ON CONFLICT (integration_id, delivery_key) DO NOTHING
      RETURNING id, integration_id, outcome
    ), job AS (
      SELECT graphile_worker.add_job(
        ${PROCESS_DELIVERY_TASK},
        json_build_object('deliveryId', stored.id),
        queue_name => 'integration:' || stored.integration_id,
        max_attempts => ${attempts}::int
      )
      FROM stored WHERE stored.outcome = 'pending'
    )
    SELECT id, (SELECT count(*) FROM job) AS jobs FROM stored
  `.execute(db);
  return rows.length > 0;
}

/** A delivery waiting for its job, with its connection; undefined once processed or deleted. */
export async function pendingDelivery(db: Conn, deliveryId: string) {
  return db
    .selectFrom('integrationDeliveries as d')
    .innerJoin('integrations as i', 'i.id', 'd.integrationId')
    .select([
      'd.id',
      'd.event',
      'd.action',
      // As text: the result plugin would turn the code host's snake_case keys to camelCase.
      sql<string | null>`d.payload::text`.as('payload'),
      'i.id as integrationId',
      'i.workspaceId',
      'i.provider',
      'i.baseUrl',
    ])
    .where('d.id', '=', deliveryId)
    .where('d.outcome', '=', 'pending')
    .executeTakeFirst();
}

/** Records what came of a delivery and lets its payload go. */
export async function finishDelivery(
  db: Conn,
  deliveryId: string,
  outcome: Exclude<IntegrationOutcome, 'pending'>,
  detail: string,
): Promise<void> {
  await db
    .updateTable('integrationDeliveries')
    .set({ outcome, detail, payload: null, processedAt: sql<string>`now()` })
    .where('id', '=', deliveryId)
    .where('outcome', '=', 'pending')
    .execute();
}

/** The connection's newest deliveries, newest first. */
export async function listDeliveries(db: Conn, workspaceId: string, integrationId: string) {
  return db
    .selectFrom('integrationDeliveries')
    .select([
      'id',
      'deliveryKey',
      'event',
      'action',
      'outcome',
      'detail',
      'receivedAt',
      'processedAt',
    ])
    .where('workspaceId', '=', workspaceId)
    .where('integrationId', '=', integrationId)
    .orderBy('receivedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(LISTED_DELIVERIES)
    .execute();
}

/**
 * Deletes each connection's deliveries beyond its newest LISTED_DELIVERIES once they are
 * older than DEDUPE_WINDOW (so a repeat within it is still recognised); pending ones stay.
 */
export async function pruneDeliveries(db: Conn): Promise<number> {
  const result = await sql`
    DELETE FROM integration_deliveries d
    USING (
      SELECT id FROM (
        SELECT id, outcome, received_at,
               row_number() OVER (PARTITION BY integration_id
                                  ORDER BY received_at DESC, id DESC) AS newest
        FROM integration_deliveries
      ) ranked
      WHERE newest > ${LISTED_DELIVERIES} AND outcome <> 'pending'
        AND received_at < now() - ${DEDUPE_WINDOW}::interval
    ) old
    WHERE d.id = old.id
  `.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
