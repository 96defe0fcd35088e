import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { Middleware } from 'koa';
import { AppError } from '../http/errors';
import { registry } from './registry';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares a presented bearer token with the configured one in constant time. */
function tokenMatches(header: string, token: string): boolean {
  const presented = /^Bearer (\S+)$/.exec(header)?.[1];
  return presented !== undefined && timingSafeEqual(digest(presented), digest(token));
}

/**
 * `GET /metrics` on the service's own port, for a scraper holding `METRICS_TOKEN`. Without
 * a token configured the app leaves it out, and the path does not exist there (a loopback
 * `METRICS_PORT` serves it).
 */
export function metricsEndpoint(token: string): Middleware {
  return async (ctx, next) => {
    if (ctx.path !== '/metrics') return next();
    if (ctx.method !== 'GET') throw new AppError(405, 'Method not allowed', { Allow: 'GET' });
    if (!tokenMatches(ctx.get('authorization'), token)) {
      throw new AppError(401, 'Send the metrics token as a bearer token', {
        'WWW-Authenticate': 'Bearer realm="metrics"',
      });
    }
    ctx.type = registry.contentType;
    ctx.body = await registry.metrics();
  };
}

export interface MetricsServer {
  port: number;
  stop(): Promise<void>;
}

/**
 * A server answering only `GET /metrics`, bound to 127.0.0.1: reachable by a scraper on
 * the same machine (or a sidecar), never from the network, so it needs no token. Any
 * process role can run it, the worker included.
 */
export async function serveMetrics(port: number): Promise<MetricsServer> {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found: GET /metrics\n');
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'Content-Type': registry.contentType }).end(text),
      () => res.writeHead(500).end(),
    );
  });
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.address() as { port: number };
  return {
    port: address.port,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
