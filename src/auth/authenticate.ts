import type { Context } from 'koa';
import type { Conn } from '../db/database';
import { AppError, badRequest, forbidden, notFound, unauthorized } from '../http/errors';
import type { CredentialKind, Operation } from '../http/spec';
import { ACCESS_COOKIE } from './cookies';
import { hasRole, type Membership, type Principal } from './principal';
import { findSessionByAccessToken } from './sessions';
import { findMembership } from '../workspaces/queries';
import { rateLimitHeaders, tooManyRequests, type LimitResult } from '../ratelimit/limiter';

/** Result of checking a bearer token: the caller, and their standing in the path's workspace. */
export interface BearerIdentity {
  principal: Principal;
  membership?: Membership;
  /** The per-token window's verdict, for credentials that have one (PATs). */
  rateLimit?: LimitResult;
}

/**
 * Verifies a bearer token of one kind. `workspaceId` is the path's workspace, which a
 * workspace-scoped token must match; returns undefined for any invalid token.
 */
export type BearerVerifier = (
  db: Conn,
  token: string,
  workspaceId: string | undefined,
) => Promise<BearerIdentity | undefined>;

/** Bearer verifiers by token prefix (`hsp_`, `hsa_`); later features register theirs. */
export type BearerVerifiers = Partial<Record<'hsp_' | 'hsa_', BearerVerifier>>;

const KIND_BY_PREFIX: Record<string, CredentialKind> = { hsp_: 'pat', hsa_: 'agent' };
const KIND_NAMES: Record<CredentialKind, string> = {
  session: 'a session cookie',
  pat: 'personal access tokens',
  agent: 'agent tokens',
};

export interface Authenticated {
  principal: Principal;
  membership: Membership | undefined;
}

const INVALID_TOKEN = 'Invalid or expired token';

function bearerToken(header: string): string {
  const match = /^Bearer ([\x21-\x7e]{1,512})$/.exec(header);
  if (!match) throw unauthorized(INVALID_TOKEN);
  return match[1]!;
}

async function identify(
  ctx: Context,
  db: Conn,
  verifiers: BearerVerifiers,
  operation: Operation,
): Promise<{ kind: CredentialKind; identity: BearerIdentity } | undefined> {
  const header = ctx.get('authorization');
  const cookie = ctx.cookies.get(ACCESS_COOKIE);
  if (header && cookie) {
    throw badRequest('Ambiguous credentials: send either a bearer token or the session cookie');
  }
  const workspaceId = ctx.params.workspaceId;
  if (header) {
    const token = bearerToken(header);
    const prefix = token.slice(0, 4) as keyof BearerVerifiers;
    // An unknown prefix still costs a PAT lookup: every bad token fails alike and in like time.
    const verify = verifiers[prefix] ?? verifiers.hsp_;
    const identity = verify ? await verify(db, token, workspaceId) : undefined;
    if (!identity) throw unauthorized(INVALID_TOKEN);
    return { kind: KIND_BY_PREFIX[prefix]!, identity };
  }
  if (cookie) {
    // Public operations (login, register) ignore a cookie rather than validate it.
    if (operation.anonymous && !operation.credentials.has('session')) return undefined;
    const session = await findSessionByAccessToken(db, cookie);
    if (!session) throw unauthorized('Session expired or invalid');
    const principal: Principal = { kind: 'session', ...session };
    const membership = workspaceId
      ? await findMembership(db, workspaceId, session.userId)
      : undefined;
    return { kind: 'session', identity: { principal, membership } };
  }
  return undefined;
}

function checkGrant(operation: Operation, kind: CredentialKind, principal: Principal): void {
  const required = operation.credentials.get(kind);
  if (!required) throw forbidden(`This operation does not accept ${KIND_NAMES[kind]}`);
  if (principal.kind === 'pat') {
    const missing = required.filter((scope) => !principal.scopes.includes(scope));
    if (missing.length > 0)
      throw forbidden(`Token lacks the required scope: ${missing.join(', ')}`);
  }
  if (principal.kind === 'agent' && !required.includes(principal.tier)) {
    throw forbidden(`Agent tier ${principal.tier} cannot call this operation`);
  }
}

/**
 * Establishes who calls and checks it against the operation's security requirements
 * and `x-min-role`. Workspace routes answer 404 to non-members, as if it did not exist.
 */
export async function authenticate(
  ctx: Context,
  db: Conn,
  verifiers: BearerVerifiers,
  operation: Operation,
): Promise<Authenticated> {
  const found = await identify(ctx, db, verifiers, operation);
  if (!found) {
    if (operation.anonymous) return { principal: { kind: 'anonymous' }, membership: undefined };
    throw new AppError(401, 'Authentication required');
  }
  const { principal, membership, rateLimit } = found.identity;
  if (rateLimit) {
    const headers = rateLimitHeaders(rateLimit);
    ctx.set(headers);
    if (!rateLimit.allowed) throw tooManyRequests(rateLimit, headers);
  }
  if (operation.anonymous && !operation.credentials.has(found.kind)) {
    return { principal: { kind: 'anonymous' }, membership: undefined };
  }
  checkGrant(operation, found.kind, principal);
  if (ctx.params.workspaceId !== undefined) {
    if (!membership) throw notFound('Workspace');
    if (operation.minRole && !hasRole(membership.role, operation.minRole)) {
      throw forbidden(`This action requires the ${operation.minRole} role`);
    }
  }
  return { principal, membership };
}
