import type { Context, Middleware } from 'koa';
import { httpRequestDuration, httpRequests } from './registry';

/** A bounded name for requests no operation of the document answered. */
function routeKind(ctx: Context): string {
  if (ctx.path === '/healthz' || ctx.path === '/readyz' || ctx.path === '/metrics') {
    return ctx.path.slice(1);
  }
  return ctx.path === '/api' || ctx.path.startsWith('/api/') ? 'unmatched' : 'web';
}

/**
 * Counts every request by its operation id and final status, and times it. It wraps the
 * error middleware, so errors are counted with the status the client received.
 */
export function httpMetrics(): Middleware {
  return async (ctx, next) => {
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const operation = (ctx.state.operation?.id as string | undefined) ?? routeKind(ctx);
      httpRequests.inc({ operation, status: String(ctx.status) });
      httpRequestDuration.observe({ operation }, Number(process.hrtime.bigint() - started) / 1e9);
    }
  };
}
