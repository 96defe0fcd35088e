/** Checks presented personal access tokens, batched: one statement for many requests. */
import { CompiledQuery } from 'kysely';
import type { BearerVerifier } from '../auth/authenticate';
import type { Config } from '../config';
import { flattenChecks, type LimitCheck, type LimitResult } from '../ratelimit/limiter';
import type { Conn } from '../db/database';
import type { MemberRole, Scope } from '../db/schema';
import type { Plan } from '../db/schema';
import { parseToken } from './token-format';
import { createBatcherPerHandle } from '../db/batcher';

// Looked up for malformed tokens too, so every failure costs one round trip alike.
const NO_USER = 'x0';
const NO_HASH = Buffer.alloc(32);

interface PatRow {
  request: number;
  preAuth: LimitResult[];
  tokenId: string | null;
  ownerId: string;
  tokenWorkspaceId: string;
  tokenScopes: Scope[];
  memberRole: MemberRole;
  workspacePlan: Plan;
  tokenWindow: LimitResult | null;
}

interface PresentedPat {
  hash: Buffer;
  ownerId: string;
  checks: LimitCheck[];
}

// Written out once: a batch runs it without building and compiling a query first.
const AUTHENTICATE_PATS = `SELECT * FROM authenticate_pats($1::bytea[], $2::text[], $3::int[],
  $4::text[], $5::int[], $6::int, $7::int, $8::int)`;

/** One statement authenticating a batch of presented PATs (`authenticate_pats`). */
async function authenticatePats(
  db: Conn,
  presented: PresentedPat[],
  limits: Config['rateLimit'],
): Promise<PatRow[]> {
  const checks = flattenChecks(presented.map((pat) => pat.checks));
  const { rows } = await db.executeQuery<PatRow>(
    CompiledQuery.raw(AUTHENTICATE_PATS, [
      presented.map((pat) => pat.hash),
      presented.map((pat) => pat.ownerId),
      checks.requests,
      checks.keys,
      checks.limits,
      limits.windowMs,
      limits.tokenPerMin,
      limits.tokenEnterprisePerMin,
    ]),
  );
  return rows;
}

/**
 * Verifies PATs with every limit they imply, in one statement per batch: the per-IP
 * throttles (counted whatever the token), the unrevoked token by hash and owner, the
 * owner's current membership (removal takes effect at once), the token's sliding window
 * (1,000/min, 5,000 on ENTERPRISE) and `last_used_at` at most once a minute. Requests
 * arriving while a batch is in flight go together in the next, so a busy token costs
 * one counter update per batch rather than one lock hand-off per request; an idle
 * service sends each request at once. Nothing is cached: every request is checked
 * against the token's row as its batch reads it.
 */
export function patVerifier(limits: Config['rateLimit']): BearerVerifier {
  const verify = createBatcherPerHandle((db: Conn, presented: PresentedPat[]) =>
    authenticatePats(db, presented, limits),
  );
  return async (db, presented, preAuth) => {
    const parsed = parseToken('hsp_', presented);
    const row = await verify(db, {
      hash: parsed?.hash ?? NO_HASH,
      ownerId: parsed?.ownerId ?? NO_USER,
      checks: preAuth.checks,
    });
    // Whether the token fits the path's workspace is for `authenticate` to say.
    if (!parsed || !row.tokenId) return { identity: undefined, preAuth: row.preAuth };
    return {
      preAuth: row.preAuth,
      identity: {
        principal: {
          kind: 'pat',
          userId: row.ownerId,
          tokenId: row.tokenId,
          workspaceId: row.tokenWorkspaceId,
          scopes: row.tokenScopes,
        },
        membership: {
          workspaceId: row.tokenWorkspaceId,
          role: row.memberRole,
          plan: row.workspacePlan,
        },
        rateLimit: row.tokenWindow ?? undefined,
      },
    };
  };
}
