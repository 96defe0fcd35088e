import { sql } from 'kysely';
import type { Conn } from '../db/database';
import type { MemberRole } from '../db/schema';
import type { SortColumns } from '../http/operations';
import { fetchPage, type ListQuery } from '../db/paginate';

const INVITATION_SORT = {
  createdAt: 't.createdAt',
  expiresAt: 't.expiresAt',
  email: 't.email',
} as const satisfies SortColumns<'listInvitations'>;

function openInvitations(db: Conn, workspaceId: string) {
  return db
    .selectFrom('oneTimeTokens as t')
    .leftJoin('users as inviter', 'inviter.id', 't.createdBy')
    .where('t.workspaceId', '=', workspaceId)
    .where('t.purpose', '=', 'invitation')
    .where('t.spentAt', 'is', null)
    .where('t.revokedAt', 'is', null);
}

const invitationColumns = [
  't.id',
  't.email',
  't.role',
  't.createdBy as invitedById',
  'inviter.name as invitedByName',
  't.createdAt',
  't.expiresAt',
] as const;

/** An invitation row (email and role are never null for one: the table's CHECK) with its status. */
function withStatus<T extends { expiresAt: string; email: string | null; role: MemberRole | null }>(
  row: T,
) {
  const status: 'pending' | 'expired' =
    new Date(row.expiresAt).getTime() > Date.now() ? 'pending' : 'expired';
  return { ...row, email: row.email!, role: row.role!, status };
}

export async function listInvitations(
  db: Conn,
  workspaceId: string,
  list: ListQuery<'listInvitations'>,
) {
  const page = await fetchPage(
    openInvitations(db, workspaceId),
    (q) => q.select(invitationColumns),
    { column: INVITATION_SORT[list.sortBy], tieBreaker: 't.id' },
    list,
  );
  return { ...page, items: page.items.map(withStatus) };
}

/** An open invitation of the workspace (pending or expired), locked until the transaction ends. */
export async function findOpenInvitation(db: Conn, workspaceId: string, invitationId: string) {
  const row = await openInvitations(db, workspaceId)
    .select(invitationColumns)
    .where('t.id', '=', invitationId)
    .forUpdate('t')
    .executeTakeFirst();
  return row && withStatus(row);
}

/** The open invitation to `email` in the workspace, if any. */
export async function findOpenInvitationTo(db: Conn, workspaceId: string, email: string) {
  const row = await openInvitations(db, workspaceId)
    .select(invitationColumns)
    .where(sql`lower(t.email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  return row && withStatus(row);
}

export async function isMemberByEmail(db: Conn, workspaceId: string, email: string) {
  const row = await db
    .selectFrom('workspaceMembers as m')
    .innerJoin('users as u', 'u.id', 'm.userId')
    .select('m.userId')
    .where('m.workspaceId', '=', workspaceId)
    .where(sql`lower(u.email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

/** Pending invitations to an email, across workspaces, newest first. */
export async function pendingInvitationsTo(db: Conn, email: string) {
  return db
    .selectFrom('oneTimeTokens as t')
    .innerJoin('workspaces as w', 'w.id', 't.workspaceId')
    .leftJoin('users as inviter', 'inviter.id', 't.createdBy')
    .select([
      't.id',
      'w.id as workspaceId',
      'w.name as workspaceName',
      'inviter.name as inviterName',
      't.role',
      't.expiresAt',
    ])
    .$narrowType<{ role: MemberRole }>()
    .where('t.purpose', '=', 'invitation')
    .where(sql`lower(t.email)`, '=', email.toLowerCase())
    .where('t.spentAt', 'is', null)
    .where('t.revokedAt', 'is', null)
    .where('t.expiresAt', '>', sql<string>`now()`)
    .orderBy('t.createdAt', 'desc')
    .limit(100)
    .execute();
}

/** Withdraws an invitation whose link has expired, to make room for a new one to the email. */
export async function retireExpiredInvitation(db: Conn, invitationId: string) {
  await db
    .updateTable('oneTimeTokens')
    .set({ revokedAt: sql<string>`now()` })
    .where('id', '=', invitationId)
    .where('expiresAt', '<=', sql<string>`now()`)
    .execute();
}
