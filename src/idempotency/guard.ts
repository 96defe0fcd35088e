import type { Context, Next } from 'koa';
import type { Logger } from 'pino';
import type { Membership, Principal } from '../http/principal';
import type { Db } from '../db/database';
import { newId } from '../db/ids';
import { AppError, errorBody } from '../http/errors';
import type { Operation } from '../http/spec';
import {
  claimKey,
  findKey,
  releaseKey,
  renewLease,
  storeAnswer,
  type KeyScope,
  type StoredKey,
} from './keys';
import { fingerprintOf, KEY_HEADER, readKey, scopeOf } from './request';

/** The response header that marks an answer given again from storage. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

/** Fields of a success answer's `data` shown once and never stored or replayed. */
const SHOWN_ONCE = ['token', 'secret', 'standardWebhooksSecret'];

/** Statuses that say "try again later": a retry must run again, so they are not stored. */
const NOT_STORED = new Set([408, 429]);

/** The attempt that holds a key, kept on the Koa state until its answer is known. */
interface Claim {
  scope: KeyScope;
  claimId: string;
  /** Renews the lease every third of it until the answer is settled. */
  renewal: NodeJS.Timeout;
}

const keyInUse = () =>
  new AppError(
    409,
    'A request with this Idempotency-Key is still running; retry once it has finished',
    { 'Retry-After': '1' },
  );

const keyReused = () =>
  new AppError(
    422,
    'This Idempotency-Key was already used for a different request (method, path or body); ' +
      'send a new key for a new request',
  );

/** The 409 that stands in for an answer whose secret was shown once. */
function withheldMessage(stored: StoredKey): string {
  const data = (stored.body as { data?: { id?: unknown; agentId?: unknown } } | null)?.data;
  const id = data?.id ?? data?.agentId;
  return (
    `This Idempotency-Key already completed this request (${stored.status}), and its answer ` +
    `held a secret shown only once (${stored.withheld.join(', ')}), which is never replayed. ` +
    `${typeof id === 'string' ? `The record is ${id}: ` : ''}revoke or rotate it if the ` +
    'secret was lost, and send a new key to try again'
  );
}

function replay(ctx: Context, stored: StoredKey): void {
  ctx.set(REPLAYED_HEADER, 'true');
  if (stored.withheld.length > 0) {
    ctx.status = 409;
    ctx.body = errorBody(409, withheldMessage(stored));
    return;
  }
  ctx.status = stored.status!;
  if (stored.body !== null) ctx.body = stored.body;
}

/** Who calls what, once authentication has run. */
export interface Caller {
  operation: Operation;
  principal: Principal;
  membership: Membership | undefined;
}

/**
 * Runs before an authenticated POST's handler. Without an `Idempotency-Key`, or on a public
 * operation, it does nothing. Otherwise the first request with the key claims it and runs;
 * a retry of the same request gets the stored answer (`Idempotent-Replayed: true`), or 409
 * while the first still runs (its lease renewed for as long as it does); another request
 * with the key gets 422. Returns true when it has answered by itself.
 */
export function idempotencyGuard(db: Db, leaseMs: number) {
  const claimOrReplay = async (ctx: Context, caller: Caller): Promise<boolean> => {
    const key = readKey(ctx);
    if (key === undefined) return false;
    const scope = scopeOf(caller.principal, caller.membership, key);
    if (!scope) return false;
    const fingerprint = fingerprintOf(ctx);
    // A row freed between the claim and the read (a 5xx released it) is claimed again.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const claimId = newId();
      if (await claimKey(db, scope, fingerprint, claimId, leaseMs)) {
        const renew = () => renewLease(db, scope, claimId, leaseMs).catch(() => undefined);
        const renewal = setInterval(renew, leaseMs / 3).unref();
        ctx.state.idempotencyClaim = { scope, claimId, renewal } satisfies Claim;
        return false;
      }
      const stored = await findKey(db, scope);
      if (!stored) continue;
      if (stored.fingerprint !== fingerprint) throw keyReused();
      if (stored.status === null) throw keyInUse();
      replay(ctx, stored);
      return true;
    }
    throw keyInUse();
  };
  // Reads, public operations and requests without the header pay nothing, not even a promise.
  return (ctx: Context, caller: Caller): boolean | Promise<boolean> =>
    mayClaim(ctx) && !caller.operation.anonymous && claimOrReplay(ctx, caller);
}

/** Whether a request can claim a key at all: a POST that carries the header. */
function mayClaim(ctx: Context): boolean {
  return ctx.method === 'POST' && ctx.req.headers[KEY_HEADER] !== undefined;
}

/** The answer as stored: JSON bodies only, secrets shown once left out and named. */
function storable(body: unknown): { body: unknown; withheld: string[] } | undefined {
  if (body === undefined || body === null) return { body: null, withheld: [] };
  if (typeof body !== 'object' || Buffer.isBuffer(body) || 'pipe' in body) return undefined;
  const envelope = body as { success?: unknown; data?: unknown };
  if (envelope.success !== true || typeof envelope.data !== 'object' || !envelope.data) {
    return { body, withheld: [] };
  }
  const data = { ...(envelope.data as Record<string, unknown>) };
  const withheld = SHOWN_ONCE.filter((field) => field in data);
  for (const field of withheld) delete data[field];
  return { body: { ...envelope, data }, withheld };
}

async function settle(db: Db, claim: Claim, status: number, body: unknown): Promise<void> {
  const answer = status >= 500 || NOT_STORED.has(status) ? undefined : storable(body);
  if (answer) await storeAnswer(db, claim.scope, claim.claimId, { status, ...answer });
  else await releaseKey(db, claim.scope, claim.claimId);
}

/**
 * Stores the answer of a request that claimed a key, once the error middleware (which it
 * must wrap) has turned any error into its response; a 5xx frees the key instead. Until
 * this runs the key stays claimed, for at most its lease.
 */
export function idempotencySettle(db: Db, log: Logger) {
  const settleAfter = async (ctx: Context, next: Next) => {
    let failed = true;
    try {
      await next();
      failed = false;
    } finally {
      const claim = ctx.state.idempotencyClaim as Claim | undefined;
      if (claim) {
        clearInterval(claim.renewal);
        await settle(db, claim, failed ? 500 : ctx.status, ctx.body).catch((error: unknown) => {
          ((ctx.state.log as Logger | undefined) ?? log).warn(
            { err: error },
            'could not store the Idempotency-Key answer; the key frees when its lease ends',
          );
        });
      }
    }
  };
  return (ctx: Context, next: Next) => (mayClaim(ctx) ? settleAfter(ctx, next) : next());
}
