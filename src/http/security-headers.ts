import type { Middleware } from 'koa';

// The dashboard's bundle is files under /assets: no inline script or style, no other
// origin, no framing. Its API calls (and live updates) go to this origin only.
const DASHBOARD_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

// API answers are data, never a document to render: nothing loads, nothing frames them.
// The reference page at /api/docs replaces this with the policy Redoc needs.
const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

const ONE_YEAR = 365 * 24 * 3600;

/**
 * Headers every response carries, errors included: a Content-Security-Policy (the
 * dashboard's, or the API's), no MIME sniffing, no framing, no Referer sent onwards, and
 * HSTS when the service's public origin is https.
 */
export function securityHeaders(baseUrl: string): Middleware {
  const https = baseUrl.startsWith('https:');
  return async (ctx, next) => {
    const api = ctx.path === '/api' || ctx.path.startsWith('/api/');
    ctx.set('Content-Security-Policy', api ? API_POLICY : DASHBOARD_POLICY);
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('Referrer-Policy', 'no-referrer');
    if (https) ctx.set('Strict-Transport-Security', `max-age=${ONE_YEAR}`);
    await next();
  };
}
