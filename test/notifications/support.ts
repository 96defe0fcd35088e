/** Helpers for the inbox tests: the notify jobs of a workspace run, and an inbox read. */
import { sql } from 'kysely';
import type Koa from 'koa';
import { NOTIFY_KEY_PREFIX, NOTIFY_TASK } from '../../src/notifications/tasks/notify';
import { suite } from '../support/context';
import { as, type TestUser } from '../support/factories';
import { waitFor } from '../support/receiver';

/** Waits until every notify job queued for the workspace's events has run. */
export async function notificationsSettled(workspaceId: string): Promise<void> {
  await waitFor(
    async () => {
      const { rows } = await sql<{ pending: number }>`
        SELECT count(*)::int AS pending FROM graphile_worker.jobs j
        JOIN events e ON j.key = ${NOTIFY_KEY_PREFIX} || e.id
        WHERE j.task_identifier = ${NOTIFY_TASK} AND e.workspace_id = ${workspaceId}
      `.execute(suite.database.db);
      return rows[0]!.pending === 0;
    },
    20_000,
    'the notify jobs to run',
  );
}

/** A person's inbox in a workspace, as the API answers it. */
export async function inboxOf(
  app: Koa,
  workspaceId: string,
  user: TestUser,
  query = '',
): Promise<{
  items: InboxEntry[];
  unread: number;
  meta: { total: number; totalExact: boolean; hasNext: boolean };
}> {
  await notificationsSettled(workspaceId);
  const res = await as(app, user).get(`/api/workspaces/${workspaceId}/notifications${query}`);
  if (res.status !== 200) throw new Error(`inbox: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

export interface InboxEntry {
  id: string;
  issueId: string;
  reasons: string[];
  event: string;
  actor: { type: string; id: string | null };
  changes: Record<string, { old: unknown; new: unknown }>;
  commentId: string | null;
  read: boolean;
  done: boolean;
  issue: { prefix: string; number: number; title: string };
}
