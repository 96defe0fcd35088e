import { sql } from 'kysely';
import type { EventReaders } from '../events/readers';
import type { Membership, Principal } from '../http/principal';
import type { Conn } from '../db/database';

/**
 * Which event names the caller may receive: a predicate on the name, decided once, by the
 * same rule as every activity feed (`eventReaders`).
 */
export function eventFilter(
  readers: EventReaders,
  principal: Principal,
  membership: Membership,
): ((name: string) => boolean) | undefined {
  const allowed = readers(principal, membership);
  if (allowed.size === 0) return undefined;
  const key = [...allowed].sort().join(',');
  let filter = filters.get(key);
  if (!filter) filters.set(key, (filter = nameFilter(allowed)));
  return filter;
}

/**
 * One predicate per set of readable entities, shared by every stream with that access: a
 * page of changes is filtered once per predicate, not once per stream (`PageMessages`).
 */
const filters = new Map<string, (name: string) => boolean>();

function nameFilter(entities: ReadonlySet<string>): (name: string) => boolean {
  const answers = new Map<string, boolean>();
  return (name) => {
    let answer = answers.get(name);
    if (answer === undefined) {
      // The entity is the name up to its last dot: `agent_session.created`, `issue.pr_linked`.
      answer = entities.has(name.slice(0, name.lastIndexOf('.')));
      answers.set(name, answer);
    }
    return answer;
  };
}

/** What to look up again to know the caller still has access to the workspace. */
export type AccessKey =
  | { kind: 'session'; sessionId: string; userId: string }
  | { kind: 'pat'; tokenId: string; userId: string }
  | { kind: 'agent'; agentId: string; rotatedAt: string };

/** The key for a principal as it opened the stream (an agent's token by its rotation). */
export async function accessKeyOf(
  db: Conn,
  workspaceId: string,
  principal: Principal,
): Promise<AccessKey | undefined> {
  switch (principal.kind) {
    case 'session':
      return { kind: 'session', sessionId: principal.sessionId, userId: principal.userId };
    case 'pat':
      return { kind: 'pat', tokenId: principal.tokenId, userId: principal.userId };
    case 'agent': {
      const row = await db
        .selectFrom('agents')
        .select(sql<string>`token_rotated_at::text`.as('rotatedAt'))
        .where('workspaceId', '=', workspaceId)
        .where('id', '=', principal.agentId)
        .executeTakeFirst();
      return row
        ? { kind: 'agent', agentId: principal.agentId, rotatedAt: row.rotatedAt }
        : undefined;
    }
    default:
      return undefined;
  }
}

/**
 * Whether the credential that opened a stream still reaches the workspace: the session or
 * token not revoked, the person still a member, the agent's token the one it presented.
 */
export async function stillAllowed(
  db: Conn,
  workspaceId: string,
  key: AccessKey,
): Promise<boolean> {
  if (key.kind === 'agent') {
    const row = await db
      .selectFrom('agents')
      .select('id')
      .where('workspaceId', '=', workspaceId)
      .where('id', '=', key.agentId)
      .where('tokenTier', 'is not', null)
      .where(sql<boolean>`token_rotated_at::text = ${key.rotatedAt}`)
      .executeTakeFirst();
    return row !== undefined;
  }
  const credential =
    key.kind === 'session'
      ? sql`SELECT 1 FROM sessions WHERE id = ${key.sessionId} AND revoked_at IS NULL AND expires_at > now()`
      : sql`SELECT 1 FROM api_tokens WHERE id = ${key.tokenId} AND workspace_id = ${workspaceId} AND revoked_at IS NULL`;
  const { rows } = await sql<{ allowed: boolean }>`
    SELECT EXISTS (${credential}) AND EXISTS (
      SELECT 1 FROM workspace_members WHERE workspace_id = ${workspaceId} AND user_id = ${key.userId}
    ) AS allowed
  `.execute(db);
  return rows[0]?.allowed === true;
}

/** Whose streams an access notification (`w:<workspaceId>` or `u:<userId>`) concerns. */
export function accessTarget(payload: string): { workspaceId?: string; userId?: string } {
  if (payload.startsWith('w:')) return { workspaceId: payload.slice(2) };
  if (payload.startsWith('u:')) return { userId: payload.slice(2) };
  return {};
}
