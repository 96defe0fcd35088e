import { newId } from '../db/ids';
import type { Conn } from '../db/database';
import { fetchPage, type ListQuery } from '../db/paginate';
import type { WorkspaceRequest } from '../http/handler';
import type { Schemas } from '../http/operations';
import { userIdOf } from '../http/principal';

/** What the audit log records: the document's `AuditEntry.action` (add a value there first). */
export type AuditAction = Schemas['AuditEntry']['action'];
export type AuditTargetType = Schemas['AuditEntry']['targetType'];

export interface AuditEntry {
  workspaceId: string;
  actorId: string | null;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string;
  /** Name, scopes, tier, tokenHint, and the reason when the service acted: never a plaintext token. */
  details: Record<string, unknown>;
}

/**
 * Records one audit row for a change a request makes, in the transaction that makes it:
 * the workspace and the actor come from the request. Never put a secret in `details`.
 *
 *   await audit(trx, req, 'member.role_changed', { type: 'member', id: userId }, { role });
 */
export async function audit(
  db: Conn,
  req: WorkspaceRequest,
  action: AuditAction,
  target: { type: AuditTargetType; id: string },
  details: Record<string, unknown> = {},
): Promise<void> {
  await recordAudit(db, {
    workspaceId: req.membership.workspaceId,
    actorId: userIdOf(req.principal) ?? null,
    action,
    targetType: target.type,
    targetId: target.id,
    details,
  });
}

export async function recordAudit(db: Conn, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('auditLog')
    .values({ id: newId(), ...entry, details: JSON.stringify(entry.details) })
    .execute();
}

export async function listAudit(db: Conn, workspaceId: string, list: ListQuery) {
  const query = db
    .selectFrom('auditLog as a')
    .leftJoin('users as u', 'u.id', 'a.actorId')
    .where('a.workspaceId', '=', workspaceId);
  return fetchPage(
    query,
    (q) =>
      q.select([
        'a.id',
        'a.action',
        'a.actorId',
        'u.name as actorName',
        'a.targetType',
        'a.targetId',
        'a.details',
        'a.createdAt',
      ]),
    { column: 'a.createdAt', tieBreaker: 'a.id' },
    list,
  );
}
