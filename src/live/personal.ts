/**
 * Messages for one person's streams in a workspace (their notifications), sent by NOTIFY on
 * PERSONAL_CHANNEL from the transaction that makes them, so every instance holding one of
 * the person's streams passes them on once committed. They carry no position: they are
 * hints to refetch what the person's own list shows, not events to resume.
 */
import { sql, type RawBuilder } from 'kysely';

export const PERSONAL_CHANNEL = 'live_personal';

/** A message for `userId`'s streams in `workspaceId`: SQL expressions for the NOTIFY payload. */
export function personalPayload(
  workspaceId: RawBuilder<unknown>,
  userId: RawBuilder<unknown>,
  name: string,
  data: RawBuilder<unknown>,
): RawBuilder<string> {
  return sql<string>`${workspaceId} || ' ' || ${userId} || ' ' || ${name} || ' ' || (${data})::text`;
}

export interface PersonalMessage {
  workspaceId: string;
  userId: string;
  name: string;
  data: string;
}

/** Reads a payload `personalPayload` made; undefined for anything else. */
export function parsePersonal(payload: string): PersonalMessage | undefined {
  const [workspaceId, userId, name] = payload.split(' ', 3);
  if (!workspaceId || !userId || !name) return undefined;
  const data = payload.slice(workspaceId.length + userId.length + name.length + 3);
  return { workspaceId, userId, name, data };
}
