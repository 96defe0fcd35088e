import cors from '@koa/cors';
import type { Context, Middleware, Next } from 'koa';
import { forbidden } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Exactly the request headers spec 4.1 allows cross-origin. */
const ALLOWED_HEADERS = ['Content-Type', 'Authorization', 'x-workspace-id'];
const EXPOSED_HEADERS = [
  'X-Request-Id',
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Reset',
  'Retry-After',
];

/**
 * CORS with credentials for first-party origins only (spec 5.4). A preflight from any
 * other origin is refused outright rather than answered without CORS headers.
 */
export function browserAccess(firstPartyOrigins: string[]): Middleware[] {
  const allowed = new Set(firstPartyOrigins);
  const refuseForeignPreflight = async (ctx: Context, next: Next) => {
    const origin = ctx.get('origin');
    if (ctx.method === 'OPTIONS' && origin && !allowed.has(origin)) {
      throw forbidden('Origin not allowed');
    }
    await next();
  };
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
  return [refuseForeignPreflight, corsMiddleware];
}

/**
 * CSRF defence: a state-changing request that could ride the session cookie must come
 * from a first-party page. Bearer-token requests carry their credential explicitly.
 */
export function sameOriginWrites(firstPartyOrigins: string[]): Middleware {
  const allowed = new Set(firstPartyOrigins);
  return async (ctx, next) => {
    if (!SAFE_METHODS.has(ctx.method) && !ctx.get('authorization')) {
      const origin = ctx.get('origin');
      const crossSite = origin ? !allowed.has(origin) : ctx.get('sec-fetch-site') === 'cross-site';
      if (crossSite) throw forbidden('Cross-origin request refused');
    }
    await next();
  };
}
