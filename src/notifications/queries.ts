/** The inbox as its owner reads and marks it; every query is the person's own, in one workspace. */
import { sql } from 'kysely';
import type { Conn } from '../db/database';
import { boundedTotal, fetchPage, type ListQuery } from '../db/paginate';
import type { ActorType, IssueStatus } from '../db/schema';
import type { SortColumns } from '../http/operations';

const NOTIFICATION_SORT = {
  updatedAt: 'n.updatedAt',
} as const satisfies SortColumns<'listNotifications'>;

/** Whose inbox: a person in a workspace. */
export interface Inbox {
  workspaceId: string;
  userId: string;
}

function inboxQuery(db: Conn, inbox: Inbox) {
  return db
    .selectFrom('notifications as n')
    .innerJoin('issues as i', 'i.id', 'n.issueId')
    .innerJoin('projects as p', 'p.id', 'i.projectId')
    .where('n.workspaceId', '=', inbox.workspaceId)
    .where('n.userId', '=', inbox.userId);
}

/** The entries of an inbox list, without the issue each is about. */
function entries(db: Conn, inbox: Inbox, filter: { unread?: boolean; done: boolean }) {
  let query = db
    .selectFrom('notifications as n')
    .where('n.workspaceId', '=', inbox.workspaceId)
    .where('n.userId', '=', inbox.userId)
    .where('n.doneAt', filter.done ? 'is not' : 'is', null);
  if (filter.unread !== undefined)
    query = query.where('n.readAt', filter.unread ? 'is' : 'is not', null);
  return query;
}

/** A notification as the document's `Notification` schema has it. */
function selectNotification(query: ReturnType<typeof inboxQuery>) {
  return query.select([
    'n.id',
    'n.issueId',
    'i.projectId',
    sql<{ prefix: string; number: number; title: string; status: IssueStatus }>`json_build_object(
      'prefix', p.prefix, 'number', i.number, 'title', i.title, 'status', i.status)`.as('issue'),
    'n.reasons',
    'n.eventName as event',
    sql<{
      type: ActorType;
      id: string | null;
    }>`json_build_object('type', n.actor_type, 'id', n.actor_id)`.as('actor'),
    'n.changes',
    'n.commentId',
    sql<boolean>`n.read_at IS NOT NULL`.as('read'),
    'n.readAt',
    sql<boolean>`n.done_at IS NOT NULL`.as('done'),
    'n.createdAt',
    'n.updatedAt',
  ]);
}

export type Notification = Awaited<ReturnType<typeof findNotification>> & object;

export async function listNotifications(
  db: Conn,
  inbox: Inbox,
  filter: { unread?: boolean; done: boolean },
  list: ListQuery<'listNotifications'>,
) {
  let query = inboxQuery(db, inbox).where('n.doneAt', filter.done ? 'is not' : 'is', null);
  if (filter.unread !== undefined)
    query = query.where('n.readAt', filter.unread ? 'is' : 'is not', null);
  const column = NOTIFICATION_SORT[list.sortBy];
  // Counted on the entries alone (each has its issue: a foreign key), along the inbox's
  // index and only as far as lists count: an inbox of 10,000 costs what one of 1,000 does.
  const total = boundedTotal(db, entries(db, inbox, filter), list, 'n.updatedAt');
  return fetchPage(query, selectNotification, { column, tieBreaker: 'n.id' }, list, total);
}

/** The person's unread entries in the workspace that are not done: the inbox's badge. */
export async function countUnread(db: Conn, inbox: Inbox): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string>().as('unread'))
    .where('workspaceId', '=', inbox.workspaceId)
    .where('userId', '=', inbox.userId)
    .where('readAt', 'is', null)
    .where('doneAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.unread);
}

export async function findNotification(db: Conn, inbox: Inbox, id: string) {
  return selectNotification(inboxQuery(db, inbox).where('n.id', '=', id)).executeTakeFirst();
}

/** Marks the given entries (or all, with `ids` undefined) read; answers how many were unread. */
export async function markRead(db: Conn, inbox: Inbox, ids: string[] | undefined): Promise<number> {
  let query = db
    .updateTable('notifications')
    .set({ readAt: sql`now()` })
    .where('workspaceId', '=', inbox.workspaceId)
    .where('userId', '=', inbox.userId)
    .where('readAt', 'is', null);
  if (ids) query = query.where('id', 'in', ids);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Marks one entry read or unread, done or not; done implies read. Answers whether the
 * entry is the person's.
 */
export async function updateNotification(
  db: Conn,
  inbox: Inbox,
  id: string,
  change: { read?: boolean; done?: boolean },
): Promise<boolean> {
  const read = change.done === true ? true : change.read;
  const result = await db
    .updateTable('notifications')
    .set({
      ...(read === undefined ? {} : { readAt: read ? sql`coalesce(read_at, now())` : null }),
      ...(change.done === undefined
        ? {}
        : { doneAt: change.done ? sql`coalesce(done_at, now())` : null }),
    })
    .where('workspaceId', '=', inbox.workspaceId)
    .where('userId', '=', inbox.userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
