import type { components } from 'work-tracking-client';

type Scope = components['schemas']['Scope'];
type Covers<All, Listed> = [All] extends [Listed] ? true : never;

/** Every scope, in the order the form shows them, with what it grants. */
export const SCOPES = [
  { scope: 'read:issues', grants: 'Read issues' },
  { scope: 'write:issues', grants: 'Create, change and delete issues' },
  { scope: 'read:projects', grants: 'Read projects and sprints' },
  { scope: 'write:projects', grants: 'Create, change and delete projects and sprints' },
  { scope: 'read:comments', grants: 'Read comments' },
  { scope: 'write:comments', grants: 'Write comments' },
  { scope: 'read:notifications', grants: "Read the token owner's notifications" },
  { scope: 'write:notifications', grants: "Mark the token owner's notifications read or done" },
] as const satisfies readonly { scope: Scope; grants: string }[];
// Fails to compile when the document gains a scope this list lacks.
export const EVERY_SCOPE_LISTED: Covers<Scope, (typeof SCOPES)[number]['scope']> = true;

/** Active tokens one user may hold in one workspace. */
export const TOKEN_CAP = 20;

export interface Allowance {
  canCreate: boolean;
  /** Why not, and what to do; or how much room is left. */
  message: string;
}

/** Whether the user may create another token here, in words they can act on. */
export function tokenAllowance(plan: string, features: string[], activeTokens: number): Allowance {
  if (!features.includes('api-access')) {
    return {
      canCreate: false,
      message:
        `API tokens are not part of the ${plan} plan. They come with PRO, TEAM and ENTERPRISE: ` +
        'ask the operator of this service to change the workspace’s plan.',
    };
  }
  if (activeTokens >= TOKEN_CAP) {
    return {
      canCreate: false,
      message:
        `You have ${activeTokens} active tokens, the most one person can hold in a workspace ` +
        `(${TOKEN_CAP}). Revoke one you no longer use, then create the new one.`,
    };
  }
  const left = TOKEN_CAP - activeTokens;
  return {
    canCreate: true,
    message: `You can hold up to ${TOKEN_CAP} active tokens in this workspace; ${left} left.`,
  };
}
