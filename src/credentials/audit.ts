import { newId } from '../db/ids';
import type { Conn } from '../db/database';
import { fetchPage, type ListQuery } from '../db/paginate';

export interface AuditEntry {
  workspaceId: string;
  actorId: string | null;
  action:
    | 'api_token.created'
    | 'api_token.revoked'
    | 'agent_token.rotated'
    | 'webhook.recovered'
    | 'integration.created'
    | 'integration.secret_rotated'
    | 'integration.deleted';
  targetType: 'api_token' | 'agent' | 'webhook' | 'integration';
  targetId: string;
  /** Name, scopes, tier, tokenHint, and the reason when the service acted: never a plaintext token. */
  details: Record<string, unknown>;
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
