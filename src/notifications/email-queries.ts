/** What a person's notification email lists, and the settings that decide whether it goes. */
import { sql } from 'kysely';
import type { Conn } from '../db/database';
import type { NotificationReason } from './tables';

export const ALL_REASONS: readonly NotificationReason[] = ['assigned', 'mentioned', 'watching'];

export interface DigestEntry {
  id: string;
  workspaceId: string;
  workspaceName: string;
  projectId: string;
  issueId: string;
  key: string;
  title: string;
  reasons: NotificationReason[];
  event: string;
  actorName: string | null;
  updatedAt: string;
}

export interface PendingDigest {
  userId: string;
  email: string;
  name: string;
  entries: DigestEntry[];
}

/**
 * The person's entries an email should list now: unread, not done, changed since they last
 * went out by email, for a reason the person gets email for, in workspaces they belong to
 * (the entries of others are gone with the membership). Oldest first; undefined when none.
 */
export async function pendingForEmail(
  db: Conn,
  userId: string,
): Promise<PendingDigest | undefined> {
  const { rows } = await sql<DigestEntry & { email: string; name: string }>`
    SELECT n.id, n.workspace_id, w.name AS workspace_name, i.project_id, n.issue_id,
           p.prefix || '-' || i.number AS key, i.title, n.reasons, n.event_name AS event,
           coalesce(au.name, ag.name) AS actor_name, n.updated_at, u.email, u.name
    FROM notifications n
    JOIN users u ON u.id = n.user_id
    JOIN issues i ON i.id = n.issue_id
    JOIN projects p ON p.id = i.project_id
    JOIN workspaces w ON w.id = n.workspace_id
    LEFT JOIN notification_settings s ON s.user_id = n.user_id
    LEFT JOIN users au ON n.actor_type = 'user' AND au.id = n.actor_id
    LEFT JOIN agents ag ON n.actor_type = 'agent' AND ag.id = n.actor_id
                        AND ag.workspace_id = n.workspace_id
    WHERE n.user_id = ${userId}
      AND n.read_at IS NULL AND n.done_at IS NULL
      AND (n.emailed_at IS NULL OR n.emailed_at < n.updated_at)
      AND n.reasons && coalesce(s.email_reasons, ${ALL_REASONS}::text[])
    ORDER BY n.updated_at, n.id
    LIMIT 200
  `.execute(db);
  const first = rows[0];
  if (!first) return undefined;
  return { userId, email: first.email, name: first.name, entries: rows };
}

export async function markEmailed(db: Conn, userId: string, ids: string[]): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ emailedAt: sql`now()` })
    .where('userId', '=', userId)
    .where('id', 'in', ids)
    .execute();
}

/** The reasons that send the person email. */
export async function emailReasons(db: Conn, userId: string): Promise<NotificationReason[]> {
  const row = await db
    .selectFrom('notificationSettings')
    .select('emailReasons')
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row?.emailReasons ?? [...ALL_REASONS];
}

/** Sets the reasons that send the person email (nothing when the account is gone). */
export async function setEmailReasons(
  db: Conn,
  userId: string,
  reasons: readonly NotificationReason[],
): Promise<void> {
  await sql`
    INSERT INTO notification_settings (user_id, email_reasons)
    SELECT id, ${[...reasons]}::text[] FROM users WHERE id = ${userId}
    ON CONFLICT (user_id) DO UPDATE SET email_reasons = excluded.email_reasons, updated_at = now()
  `.execute(db);
}
