import type { Scope } from '../db/schema';
import { SCOPE_VALUES } from '../generated/openapi';

/** The PAT scopes, as the document's `Scope` schema lists them. */
export const SCOPES: readonly Scope[] = SCOPE_VALUES;
export type { Scope };

/** At most this many unrevoked PATs per user per workspace (`createApiToken` refuses one more with 403). */
export const MAX_ACTIVE_TOKENS = 20;
