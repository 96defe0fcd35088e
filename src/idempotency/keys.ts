import { sql } from 'kysely';
import type { Conn } from '../db/database';

/** How long a stored answer counts: a retry later than this runs as a new request. */
export const KEY_TTL_HOURS = 24;

/** Whose keys these are: a credential owner in a workspace ('' outside any workspace). */
export interface KeyScope {
  workspaceId: string;
  ownerType: 'user' | 'agent';
  ownerId: string;
  key: string;
}

/** The stored row as a retry sees it. */
export interface StoredKey {
  fingerprint: string;
  /** Null while the first request still runs. */
  status: number | null;
  body: unknown;
  withheld: string[];
}

const inScope = (scope: KeyScope) => sql`
  workspace_id = ${scope.workspaceId} AND owner_type = ${scope.ownerType}
  AND owner_id = ${scope.ownerId} AND key = ${scope.key}`;

/**
 * Claims the key for one attempt: true when this attempt now holds it. A new key is
 * claimed; so is one whose answer is older than `KEY_TTL_HOURS`, and one left running past
 * its lease by the same request (a holder that died). Concurrent claims of one key queue on
 * its primary key, and exactly one of them wins.
 */
export async function claimKey(
  db: Conn,
  scope: KeyScope,
  fingerprint: string,
  claimId: string,
  leaseMs: number,
): Promise<boolean> {
  const { rows } = await sql<{ claimed: boolean }>`
    INSERT INTO idempotency_keys AS k
      (workspace_id, owner_type, owner_id, key, fingerprint, claim_id, lease_expires_at)
    VALUES (${scope.workspaceId}, ${scope.ownerType}, ${scope.ownerId}, ${scope.key},
            ${fingerprint}, ${claimId}, clock_timestamp() + make_interval(secs => ${leaseMs / 1000}))
    ON CONFLICT (workspace_id, owner_type, owner_id, key) DO UPDATE
      SET fingerprint = excluded.fingerprint, claim_id = excluded.claim_id, status = NULL,
          body = NULL, withheld = '{}', lease_expires_at = excluded.lease_expires_at,
          created_at = now()
      WHERE k.created_at < now() - make_interval(hours => ${KEY_TTL_HOURS})
         OR (k.status IS NULL AND k.lease_expires_at < clock_timestamp()
             AND k.fingerprint = excluded.fingerprint)
    RETURNING true AS claimed
  `.execute(db);
  return rows.length > 0;
}

/** The key's row when it still counts (younger than `KEY_TTL_HOURS`). */
export async function findKey(db: Conn, scope: KeyScope): Promise<StoredKey | undefined> {
  const { rows } = await sql<StoredKey>`
    SELECT fingerprint, status, body, withheld FROM idempotency_keys
    WHERE ${inScope(scope)}
      AND created_at >= now() - make_interval(hours => ${KEY_TTL_HOURS})
  `.execute(db);
  return rows[0];
}

/**
 * Extends the lease of the attempt holding `claimId` while it still runs: a request that
 * takes longer than one lease keeps its key, and a retry meanwhile gets 409, never a second
 * run. Only a holder that stopped renewing (its process died) loses the key.
 */
export async function renewLease(
  db: Conn,
  scope: KeyScope,
  claimId: string,
  leaseMs: number,
): Promise<void> {
  await sql`
    UPDATE idempotency_keys
    SET lease_expires_at = clock_timestamp() + make_interval(secs => ${leaseMs / 1000})
    WHERE ${inScope(scope)} AND claim_id = ${claimId} AND status IS NULL
  `.execute(db);
}

/** Stores the answer of the attempt holding `claimId` and ends its lease. */
export async function storeAnswer(
  db: Conn,
  scope: KeyScope,
  claimId: string,
  answer: { status: number; body: unknown; withheld: string[] },
): Promise<void> {
  await sql`
    UPDATE idempotency_keys
    SET status = ${answer.status}, body = ${JSON.stringify(answer.body ?? null)}::json,
        withheld = ${answer.withheld}::text[], lease_expires_at = NULL
    WHERE ${inScope(scope)} AND claim_id = ${claimId}
  `.execute(db);
}

/** Frees the key held by `claimId`, so a retry runs the request again. */
export async function releaseKey(db: Conn, scope: KeyScope, claimId: string): Promise<void> {
  await sql`DELETE FROM idempotency_keys WHERE ${inScope(scope)} AND claim_id = ${claimId}`.execute(
    db,
  );
}

/** Deletes answers older than `KEY_TTL_HOURS`; returns how many. */
export async function pruneKeys(db: Conn): Promise<number> {
  const result = await sql`
    DELETE FROM idempotency_keys
    WHERE created_at < now() - make_interval(hours => ${KEY_TTL_HOURS})
  `.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
