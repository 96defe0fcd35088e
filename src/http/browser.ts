import cors from '@koa/cors';
import type { Context, Middleware, Next } from 'koa';
import { forbidden } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Exactly the request headers first-party pages send cross-origin, `Idempotency-Key` among them. */
const ALLOWED_HEADERS = [
  'Content-Type',
  'Authorization',
  'x-workspace-id',
  'Idempotency-Key',
  'If-Match',
];
const EXPOSED_HEADERS = [
  'X-Request-Id',
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Reset',
  'Retry-After',
  'Idempotent-Replayed',
  'ETag',
];

/**
 * CORS with credentials for first-party origins only (`FIRST_PARTY_ORIGINS`). A preflight
 * from any other origin is refused outright rather than answered without CORS headers.
 * A request without `Origin` (no browser's cross-origin call: every API client's) gets
 * `Vary: Origin`, as the CORS middleware would give it, without entering it.
 */
export function browserAccess(firstPartyOrigins: string[]): Middleware {
  const allowed = new Set(firstPartyOrigins);
  const corsMiddleware = cors({
    origin: (ctx) => {
      const origin = ctx.get('origin');
      return allowed.has(origin) ? origin : '';
    },
    credentials: true,
    allowHeaders: ALLOWED_HEADERS,
    exposeHeaders: EXPOSED_HEADERS,
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    maxAge: 600,
  });
  return (ctx: Context, next: Next) => {
    const origin = ctx.get('origin');
    if (!origin) {
      ctx.vary('Origin');
      return next();
    }
    if (ctx.method === 'OPTIONS' && !allowed.has(origin)) throw forbidden('Origin not allowed');
    return corsMiddleware(ctx, next);
  };
}

/**
 * CSRF defence: a state-changing request that could ride a session cookie must come from
 * a first-party page. A foreign `Origin` is refused whatever the request carries; a
 * request that carries a session cookie (one of `sessionCookies`, named by the auth
 * feature) and no `Origin` at all is refused too, since only browsers send cookies and
 * every browser sends `Origin` on a first-party write. Bearer-token requests carry their
 * credential explicitly and are exempt.
 */
export function sameOriginWrites(
  firstPartyOrigins: string[],
  sessionCookies: readonly string[],
): Middleware {
  const allowed = new Set(firstPartyOrigins);
  return (ctx, next) => {
    if (!SAFE_METHODS.has(ctx.method) && !ctx.get('authorization')) {
      const origin = ctx.get('origin');
      if (origin) {
        if (!allowed.has(origin)) throw forbidden('Cross-origin request refused');
      } else if (sessionCookies.some((name) => ctx.cookies.get(name))) {
        throw forbidden('A change made with the session cookie needs a first-party Origin header');
      } else if (ctx.get('sec-fetch-site') === 'cross-site') {
        throw forbidden('Cross-origin request refused');
      }
    }
    return next();
  };
}
