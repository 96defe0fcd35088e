/** A session user's standing in a workspace, read for each request. */
import type { Conn } from '../db/database';
import type { Membership } from '../http/principal';

export async function findMembership(
  db: Conn,
  workspaceId: string,
  userId: string,
): Promise<Membership | undefined> {
  return db
    .selectFrom('workspaceMembers as m')
    .innerJoin('workspaces as w', 'w.id', 'm.workspaceId')
    .select(['m.workspaceId', 'm.role', 'w.plan'])
    .where('m.workspaceId', '=', workspaceId)
    .where('m.userId', '=', userId)
    .executeTakeFirst();
}
