import { createHash } from 'node:crypto';
import type { Context } from 'koa';
import type { Membership, Principal } from '../http/principal';
import { badRequest } from '../http/errors';
import type { KeyScope } from './keys';

export const KEY_HEADER = 'idempotency-key';
/** Printable ASCII, 1 to 255 characters (Node has already trimmed surrounding spaces). */
const KEY_FORMAT = /^[\x20-\x7e]{1,255}$/;

/** How many times the request carries a header (Node joins repeated ones with ", "). */
function countHeader(ctx: Context, name: string): number {
  const raw = ctx.req.rawHeaders;
  let count = 0;
  for (let i = 0; i < raw.length; i += 2) if (raw[i]!.toLowerCase() === name) count += 1;
  return count;
}

/** The request's `Idempotency-Key`: undefined without one, 400 when it is malformed. */
export function readKey(ctx: Context): string | undefined {
  const count = countHeader(ctx, KEY_HEADER);
  if (count === 0) return undefined;
  const key = ctx.get(KEY_HEADER);
  if (count > 1 || !KEY_FORMAT.test(key)) {
    throw badRequest('Idempotency-Key must be one header of 1 to 255 printable ASCII characters');
  }
  return key;
}

/** Whose key it is: the person behind a session or PAT, or the agent, in the path's workspace. */
export function scopeOf(
  principal: Principal,
  membership: Membership | undefined,
  key: string,
): KeyScope | undefined {
  const workspaceId = membership?.workspaceId ?? '';
  if (principal.kind === 'session' || principal.kind === 'pat') {
    return { workspaceId, ownerType: 'user', ownerId: principal.userId, key };
  }
  if (principal.kind === 'agent') {
    return { workspaceId, ownerType: 'agent', ownerId: principal.agentId, key };
  }
  return undefined;
}

/** JSON with object keys sorted, so a body's key order and spacing do not matter. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .map(
        (name) => `${JSON.stringify(name)}:${canonical((value as Record<string, unknown>)[name])}`,
      );
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** What makes two requests "the same": method, path, query string and JSON body by value. */
export function fingerprintOf(ctx: Context): string {
  return createHash('sha256')
    .update(`${ctx.method} ${ctx.path}?${ctx.querystring}\n`)
    .update(canonical(ctx.request.body))
    .digest('hex');
}
