import type { Scope } from '../db/schema';
import { SCOPE_VALUES } from '../generated/openapi';

/** The PAT scopes (spec 5.2), as the document lists them. */
export const SCOPES: readonly Scope[] = SCOPE_VALUES;
export type { Scope };

/** At most this many unrevoked PATs per user per workspace (spec 5.3). */
export const MAX_ACTIVE_TOKENS = 20;
