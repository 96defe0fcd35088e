import { createId } from '@paralleldrive/cuid2';
import type { Conn } from '../db/database';
import type { ListQuery } from '../http/pagination';

export interface AuditEntry {
  workspaceId: string;
  actorId: string | null;
  action: 'api_token.created' | 'api_token.revoked' | 'agent_token.rotated';
  targetType: 'api_token' | 'agent';
  targetId: string;
  /** Name, scopes, tier, tokenHint: never a plaintext token. */
  details: Record<string, unknown>;
}

export async function recordAudit(db: Conn, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('auditLog')
    .values({ id: createId(), ...entry, details: JSON.stringify(entry.details) })
    .execute();
}

const AUDIT_SORT = { createdAt: 'a.createdAt' } as const;

export async function listAudit(db: Conn, workspaceId: string, list: ListQuery) {
  const query = db.selectFrom('auditLog as a').where('a.workspaceId', '=', workspaceId);
  const [items, count] = await Promise.all([
    query
      .leftJoin('users as u', 'u.id', 'a.actorId')
      .select([
        'a.id',
        'a.action',
        'a.actorId',
        'u.name as actorName',
        'a.targetType',
        'a.targetId',
        'a.details',
        'a.createdAt',
      ])
      .orderBy(AUDIT_SORT[list.sortBy as keyof typeof AUDIT_SORT] ?? 'a.createdAt', list.sortOrder)
      .orderBy('a.id', list.sortOrder)
      .limit(list.limit)
      .offset(list.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: count.total };
}
