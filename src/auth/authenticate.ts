import type { Context } from 'koa';
import type { Conn } from '../db/database';
import { badRequest, forbidden, notFound, unauthorized } from '../http/errors';
import type { CredentialKind, Operation } from '../http/spec';
import {
  hitLimits,
  rateLimitHeaders,
  tooManyRequests,
  type LimitSet,
  type LimitResult,
} from '../ratelimit/limiter';
import { ipThrottled, type PreAuthLimits } from '../ratelimit/ip-throttle';
import { ACCESS_COOKIE } from './cookies';
import {
  hasRole,
  type Authenticated,
  type Authenticator,
  type Membership,
  type PathValidator,
  type Principal,
} from '../http/principal';
import { findMembership } from './membership';
import { findSessionByAccessToken } from './sessions';

/** Result of checking a bearer token: the caller, and their standing in the path's workspace. */
export interface BearerIdentity {
  principal: Principal;
  membership?: Membership;
  /** The per-token window's verdict, for credentials that have one (PATs). */
  rateLimit?: LimitResult;
}

/**
 * Verifies a bearer token of one kind and counts the pre-authentication limits (per-IP
 * throttles) in the same trip where it can. `identity` is undefined for any invalid token;
 * whether the token's workspace is the path's is checked by `authenticate`.
 */
export type BearerVerifier = (
  db: Conn,
  token: string,
  preAuth: LimitSet,
) => Promise<{ identity: BearerIdentity | undefined; preAuth: LimitResult[] }>;

/** Bearer verifiers by token prefix (`hsp_`, `hsa_`). */
export type BearerVerifiers = Partial<Record<'hsp_' | 'hsa_', BearerVerifier>>;

const KIND_BY_PREFIX: Record<string, CredentialKind> = { hsp_: 'pat', hsa_: 'agent' };
const KIND_NAMES: Record<CredentialKind, string> = {
  session: 'a session cookie',
  pat: 'personal access tokens',
  agent: 'agent tokens',
};

const INVALID_TOKEN = 'Invalid or expired token';
const FOREIGN_TOKEN = 'This token belongs to another workspace';
const ANONYMOUS: Principal = { kind: 'anonymous' };

/** How many times the request carries a header (Node keeps only the first Authorization). */
function countHeader(ctx: Context, name: string): number {
  const raw = ctx.req.rawHeaders;
  let count = 0;
  for (let i = 0; i < raw.length; i += 2) if (raw[i]!.toLowerCase() === name) count += 1;
  return count;
}

/** 429 if any pre-authentication limit refused the request. */
function enforce(results: LimitResult[]): void {
  const refused = results.find((result) => !result.allowed);
  if (refused) throw ipThrottled(refused);
}

async function verifyBearer(
  db: Conn,
  verifiers: BearerVerifiers,
  header: string,
  preAuth: LimitSet,
): Promise<{ kind: CredentialKind; identity: BearerIdentity }> {
  const token = /^Bearer (\S{1,512})$/.exec(header)?.[1] ?? '';
  const prefix = token.slice(0, 4) as keyof BearerVerifiers;
  // Malformed values and unknown prefixes go through the PAT lookup too: every bad token
  // costs the same one statement and fails alike.
  const verify = verifiers[prefix] ?? verifiers.hsp_;
  if (!verify) {
    enforce(await hitLimits(db, preAuth));
    throw unauthorized(INVALID_TOKEN);
  }
  const verified = await verify(db, token, preAuth);
  enforce(verified.preAuth);
  const { identity } = verified;
  if (!identity || !KIND_BY_PREFIX[prefix]) throw unauthorized(INVALID_TOKEN);
  return { kind: KIND_BY_PREFIX[prefix]!, identity };
}

async function verifySession(db: Conn, cookie: string, preAuth: LimitSet): Promise<BearerIdentity> {
  const [limits, session] = await Promise.all([
    hitLimits(db, preAuth),
    findSessionByAccessToken(db, cookie),
  ]);
  enforce(limits);
  if (!session) throw unauthorized('Session expired or invalid');
  return { principal: { kind: 'session', ...session } };
}

/** The path's workspace, checked against the caller: a token's own, a session user's membership. */
async function standingIn(
  db: Conn,
  workspaceId: string,
  identity: BearerIdentity,
): Promise<Membership | undefined> {
  const { principal } = identity;
  if (principal.kind === 'session') return findMembership(db, workspaceId, principal.userId);
  // A workspace-scoped token authenticates only inside the workspace it was issued for.
  const tokenWorkspace = 'workspaceId' in principal && principal.workspaceId;
  if (tokenWorkspace && tokenWorkspace !== workspaceId) throw unauthorized(FOREIGN_TOKEN);
  return identity.membership;
}

function checkGrant(operation: Operation, kind: CredentialKind, principal: Principal): void {
  const required = operation.credentials.get(kind);
  if (!required) throw forbidden(`This operation does not accept ${KIND_NAMES[kind]}`);
  if (principal.kind === 'pat') {
    const granted: readonly string[] = principal.scopes;
    const missing = required.filter((scope) => !granted.includes(scope));
    if (missing.length > 0)
      throw forbidden(`Token lacks the required scope: ${missing.join(', ')}`);
  }
  if (principal.kind === 'agent' && !required.includes(principal.tier)) {
    throw forbidden(`Agent tier ${principal.tier} cannot call this operation`);
  }
}

/**
 * Establishes who calls and checks it against the operation's security requirements and
 * `x-min-role`, after counting the pre-authentication limits (a flood of bad credentials
 * is throttled too). A PAT request does limits and authentication in one round trip.
 * The path parameters are validated once the credential is known to be good and before
 * anything is looked up by them, so a malformed id is a 400 for every credential type,
 * never a 404 or a foreign-token 401. Workspace routes answer 404 to non-members, as if
 * the workspace did not exist.
 */
export async function authenticate(
  ctx: Context,
  db: Conn,
  verifiers: BearerVerifiers,
  operation: Operation,
  preAuth: LimitSet,
  validatePath: PathValidator,
): Promise<Authenticated> {
  if (countHeader(ctx, 'authorization') > 1) {
    throw badRequest('Send one Authorization header, not several');
  }
  const header = ctx.get('authorization');
  // Koa makes its cookie jar on first use: a request without cookies never needs one.
  const cookie = ctx.headers.cookie === undefined ? undefined : ctx.cookies.get(ACCESS_COOKIE);
  if (header && cookie) {
    throw badRequest('Ambiguous credentials: send either a bearer token or the session cookie');
  }
  // Public operations (login, register) ignore a session cookie rather than validate it.
  const useCookie = cookie && (operation.credentials.has('session') || !operation.anonymous);
  if (!header && !useCookie) {
    enforce(await hitLimits(db, preAuth));
    if (!operation.anonymous) throw unauthorized('Authentication required');
    return { principal: ANONYMOUS, membership: undefined, params: validatePath({ ...ctx.params }) };
  }

  const { kind, identity } = header
    ? await verifyBearer(db, verifiers, header, preAuth)
    : { kind: 'session' as const, identity: await verifySession(db, cookie!, preAuth) };
  const { principal, rateLimit } = identity;
  if (rateLimit) {
    const headers = rateLimitHeaders(rateLimit);
    ctx.set(headers);
    if (!rateLimit.allowed) throw tooManyRequests(rateLimit, headers);
  }
  const params = validatePath({ ...ctx.params });
  if (operation.anonymous && !operation.credentials.has(kind)) {
    return { principal: ANONYMOUS, membership: undefined, params };
  }
  const { workspaceId } = params;
  const membership =
    workspaceId === undefined ? undefined : await standingIn(db, workspaceId, identity);
  checkGrant(operation, kind, principal);
  if (workspaceId !== undefined) {
    if (!membership) throw notFound('Workspace');
    if (operation.minRole && !hasRole(membership.role, operation.minRole)) {
      throw forbidden(`This action requires the ${operation.minRole} role`);
    }
  }
  return { principal, membership, params };
}

/**
 * The router's authenticator: bearer tokens checked by `verifiers` (by prefix), the
 * pre-authentication limits (per-IP throttles) counted first.
 */
export function authenticator(
  db: Conn,
  verifiers: BearerVerifiers,
  preAuthLimits: PreAuthLimits,
): Authenticator {
  return (ctx, operation, validatePath) =>
    authenticate(ctx, db, verifiers, operation, preAuthLimits(ctx, operation), validatePath);
}
