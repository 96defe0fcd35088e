/** The notifications feature's tables, added to the `Database` interface of src/db/schema.ts. */
import type { ColumnType, Generated } from 'kysely';
import type { ActorType } from '../db/schema';
import type { components } from '../generated/openapi-types';

export type NotificationReason = components['schemas']['NotificationReason'];

type Timestamp = ColumnType<string, Date | string, Date | string>;

/** One inbox entry per person and issue, rewritten by each new activity that concerns them. */
export interface NotificationsTable {
  id: string;
  workspaceId: string;
  userId: string;
  issueId: string;
  reasons: NotificationReason[];
  eventId: string;
  eventName: string;
  actorType: ActorType;
  actorId: string | null;
  changes: ColumnType<Record<string, { old: unknown; new: unknown }>, string, string>;
  commentId: string | null;
  createdAt: ColumnType<string, never, never>;
  /** When the latest activity happened. */
  updatedAt: Timestamp;
  readAt: Timestamp | null;
  doneAt: Timestamp | null;
  /** When the entry last went out in an email batch. */
  emailedAt: Timestamp | null;
}

/** Which reasons send a person email; no row means every reason does. */
export interface NotificationSettingsTable {
  userId: string;
  emailReasons: NotificationReason[];
  updatedAt: Generated<string>;
}

declare module '../db/schema' {
  interface Database {
    notifications: NotificationsTable;
    notificationSettings: NotificationSettingsTable;
  }
}
