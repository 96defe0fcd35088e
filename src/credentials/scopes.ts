/** The six PAT scopes (spec 5.2). */
export const SCOPES = [
  'read:issues',
  'write:issues',
  'read:projects',
  'write:projects',
  'read:comments',
  'write:comments',
] as const;
export type Scope = (typeof SCOPES)[number];

/** At most this many unrevoked PATs per user per workspace (spec 5.3). */
export const MAX_ACTIVE_TOKENS = 20;
