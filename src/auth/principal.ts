import type { AgentTier, MemberRole, Scope } from '../db/schema';
import type { Plan } from '../workspaces/plans';

/** Who is calling, as established by the credential the request carried. */
export type Principal =
  | { kind: 'anonymous' }
  | { kind: 'session'; userId: string; sessionId: string }
  | { kind: 'pat'; userId: string; tokenId: string; workspaceId: string; scopes: Scope[] }
  | { kind: 'agent'; agentId: string; workspaceId: string; tier: AgentTier };

/** The caller's standing in the workspace named by the path. */
export interface Membership {
  workspaceId: string;
  plan: Plan;
  /** Role of the human behind the request; agents act with the `member` role. */
  role: MemberRole;
}

const RANK: Record<MemberRole, number> = { member: 0, admin: 1, owner: 2 };

export function hasRole(role: MemberRole, atLeast: MemberRole): boolean {
  return RANK[role] >= RANK[atLeast];
}

/** The user id behind a principal, for routes that act on behalf of a person. */
export function userIdOf(principal: Principal): string | undefined {
  return principal.kind === 'session' || principal.kind === 'pat' ? principal.userId : undefined;
}
