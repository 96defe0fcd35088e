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

type Headers = readonly (readonly [string, string])[];

/** Every response's headers but its policy, as constants made once. */
function commonHeaders(https: boolean): Headers {
  return [
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', 'no-referrer'],
    ...(https ? [['Strict-Transport-Security', `max-age=${ONE_YEAR}`] as const] : []),
  ];
}

/**
 * Headers every response carries, errors included: a Content-Security-Policy (the
 * dashboard's, or the API's), no MIME sniffing, no framing, no Referer sent onwards, and
 * HSTS when the service's public origin is https. Both sets are built once.
 */
export function securityHeaders(baseUrl: string): Middleware {
  const common = commonHeaders(baseUrl.startsWith('https:'));
  const api: Headers = [['Content-Security-Policy', API_POLICY], ...common];
  const page: Headers = [['Content-Security-Policy', DASHBOARD_POLICY], ...common];
  return (ctx, next) => {
    const path = ctx.path;
    const headers = path === '/api' || path.startsWith('/api/') ? api : page;
    for (const [name, value] of headers) ctx.res.setHeader(name, value);
    return next();
  };
}
