/** Who is calling and their standing in the path's workspace, as the router hands it on. */
import type { Context } from 'koa';
import type { AgentTier, MemberRole, Plan, Scope } from '../db/schema';
import type { Operation } from './spec';

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

/** The caller of a request, their standing, and the path parameters, validated. */
export interface Authenticated {
  principal: Principal;
  membership: Membership | undefined;
  /** The path parameters, validated against the operation. */
  params: Record<string, string>;
}

/** Validates the path parameters (400 `VALIDATION_ERROR`) and returns them as typed. */
export type PathValidator = (params: Record<string, string>) => Record<string, string>;

/**
 * Establishes the caller of a request to `operation` against its security requirements;
 * app.ts gives the router one (the auth feature's), so plumbing knows no credential.
 */
export type Authenticator = (
  ctx: Context,
  operation: Operation,
  validatePath: PathValidator,
) => Promise<Authenticated>;
