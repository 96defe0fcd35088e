import { context, propagation, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { Middleware } from 'koa';
import { tracer } from './tracing';

/**
 * One server span per request, continuing the caller's trace (`traceparent`), named by
 * the operation id once the router knows it, so statements run by the handler nest
 * under it. Installed only while tracing is on.
 */
export function httpTracing(): Middleware {
  return async (ctx, next) => {
    const parent = propagation.extract(context.active(), ctx.headers);
    const span = tracer().startSpan(
      `${ctx.method} ${ctx.path.startsWith('/api/') ? 'unmatched' : 'other'}`,
      { kind: SpanKind.SERVER, attributes: { 'http.request.method': ctx.method } },
      parent,
    );
    try {
      await context.with(trace.setSpan(parent, span), next);
    } finally {
      const operation = ctx.state.operation as { id: string; routePath: string } | undefined;
      if (operation) {
        span.updateName(operation.id);
        span.setAttributes({ 'http.route': operation.routePath, 'operation.id': operation.id });
      }
      span.setAttribute('http.response.status_code', ctx.status);
      if (ctx.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    }
  };
}
