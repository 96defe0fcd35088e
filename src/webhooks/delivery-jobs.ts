/** A delivery's graphile-worker job: the task's name and the statement that enqueues it. */
import { sql } from 'kysely';

/** The graphile-worker task that sends a delivery; webhook_delivery_job enqueues it by this name. */
export const DELIVER_TASK = 'webhooks:deliver';

/**
 * The final SELECT of a statement that enqueues a delivery job for each row of
 * `relation` (its `id` column), due at `runAt` (a column of it, or now), answering
 * `added`. The job is the SQL function webhook_delivery_job's (task DELIVER_TASK, keyed
 * by delivery, so re-enqueueing while a job waits is idempotent); with `preserveRunAt` a
 * re-enqueued job keeps its due time. add_jobs runs only when there are rows: it NOTIFYs
 * even for none, and a notifying commit waits for every other one in the database (and
 * wakes every worker), which would make every change in a workspace without webhooks
 * queue behind the others.
 */
export function addDeliverJobs(
  relation: string,
  options: { runAt?: string; preserveRunAt?: boolean } = {},
): ReturnType<typeof sql> {
  return sql`
    SELECT count(j.*)::int AS added
    FROM (
      SELECT array_agg(webhook_delivery_job(id, ${sql.raw(options.runAt ?? 'now()')})) AS specs
      FROM ${sql.raw(relation)}
    ) s
    LEFT JOIN LATERAL graphile_worker.add_jobs(s.specs, ${options.preserveRunAt ?? false}) j ON true
    WHERE s.specs IS NOT NULL
  `;
}
