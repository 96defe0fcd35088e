import type { Context, Middleware } from 'koa';
import { httpRequestDuration, httpRequests } from './registry';

/** A bounded name for requests no operation of the document answered. */
function routeKind(ctx: Context): string {
  if (ctx.path === '/healthz' || ctx.path === '/readyz' || ctx.path === '/metrics') {
    return ctx.path.slice(1);
  }
  return ctx.path === '/api' || ctx.path.startsWith('/api/') ? 'unmatched' : 'web';
}

interface RouteLabels {
  duration: { operation: string };
  /** By status: the label object of the request counter, made on the status's first use. */
  byStatus: Map<number, { operation: string; status: string }>;
}

// Operation ids and route kinds are a closed set, statuses nearly so: each route's label
// objects are made once and reused by every request after.
const labelsByRoute = new Map<string, RouteLabels>();

function routeLabels(operation: string, status: number) {
  let route = labelsByRoute.get(operation);
  if (!route) {
    route = { duration: { operation }, byStatus: new Map() };
    labelsByRoute.set(operation, route);
  }
  let counted = route.byStatus.get(status);
  if (!counted) {
    counted = { operation, status: String(status) };
    route.byStatus.set(status, counted);
  }
  return { counted, duration: route.duration };
}

/**
 * Counts every request by its operation id and final status, and times it. It wraps the
 * error middleware, so errors are counted with the status the client received.
 */
export function httpMetrics(): Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const operation = (ctx.state.operation?.id as string | undefined) ?? routeKind(ctx);
      const labels = routeLabels(operation, ctx.status);
      httpRequests.inc(labels.counted);
      httpRequestDuration.observe(labels.duration, (performance.now() - started) / 1000);
    }
  };
}
