import Koa, { type Middleware } from 'koa';
import type { Logger } from 'pino';
import { authenticator, type BearerVerifiers } from './auth/authenticate';
import { SESSION_COOKIES } from './auth/cookies';
import type { Config, LayerName } from './config';
import type { Db } from './db/database';
import { UnboundedTransactions } from './db/unbounded';
import { jsonBody, largerBodies } from './http/body';
import { compressJson } from './http/compression';
import { browserAccess, sameOriginWrites } from './http/browser';
import type { HandlerMap } from './http/handler';
import { errorHandler, requestContext } from './http/middleware';
import { responseCheck, type ResponseViolation } from './http/response-check';
import { securityHeaders } from './http/security-headers';
import { buildRouter } from './http/router';
import { loadSpec, type LoadedSpec } from './http/spec';
import { allHandlers, eventSubscribers, features } from './features';
import { eventReaders } from './events/readers';
import { directions } from './directions';
import { health } from './health';
import type { WorkerStatus } from './worker';
import { verifyAgentToken } from './credentials/agent-tokens';
import { patVerifier } from './credentials/pat-verifier';
import { ipThrottles, type PreAuthLimits } from './ratelimit/ip-throttle';
import { dashboard } from './web/static';
import { LiveHub } from './live/hub';
import { httpMetrics, metricsEndpoint } from './metrics';
import { httpTracing, tracingEnabled } from './telemetry';
import { idempotencyGuard, idempotencySettle } from './idempotency';

export interface AppOptions {
  config: Config;
  db: Db;
  log: Logger;
  spec?: LoadedSpec;
  handlers?: HandlerMap;
  verifiers?: BearerVerifiers;
  preAuthLimits?: PreAuthLimits;
  /** The job runner's state, in processes that run one: `/readyz` reports it. */
  workerStatus?: () => WorkerStatus | undefined;
  /** The process's live streams; by default a hub of its own, listening when `databaseUrl` is given. */
  live?: LiveHub;
  /** The process's turns for deletions; by default its own, as `config` sizes them. */
  unbounded?: UnboundedTransactions;
  /** Where the live hub listens for notifications (the pool's database). */
  databaseUrl?: string;
  /** Test suites pass a collector; every response is then checked against the document. */
  onResponseViolation?: (violation: ResponseViolation) => void;
}

/** Builds the Koa application; it listens nowhere until the caller says so. */
export function createApp(options: AppOptions): Koa {
  const { config, db, log } = options;
  const spec = options.spec ?? loadSpec();
  const live = options.live ?? new LiveHub(db, config.live, log);
  if (options.databaseUrl) live.listen(options.databaseUrl);
  const router = buildRouter({
    spec,
    handlers: options.handlers ?? allHandlers(spec, live, { config, log }),
    services: {
      db,
      unbounded: options.unbounded ?? new UnboundedTransactions(db, config.unboundedTransactions),
      config,
      log,
      eventSubscribers,
      eventReaders: eventReaders(spec),
    },
    authenticate: authenticator(
      db,
      options.verifiers ?? { hsp_: patVerifier(config.rateLimit), hsa_: verifyAgentToken },
      options.preAuthLimits ?? ipThrottles(config),
    ),
    beforeHandler: config.omitLayers.includes('idempotency')
      ? undefined
      : idempotencyGuard(db, config.idempotencyLeaseMs),
  });

  // Behind proxies, the client address is the one the nearest trusted proxy saw: Koa takes
  // the last `maxIpsCount` entries of X-Forwarded-For, so entries a client prepends to
  // dodge the per-IP throttles are never read.
  const app = new Koa({ proxy: config.trustProxy, maxIpsCount: config.trustProxyHops });
  app.silent = true;
  for (const [name, middleware] of layers(options, spec)) {
    if (!config.omitLayers.includes(name)) app.use(middleware);
  }
  app.use(router.routes());
  app.use(router.allowedMethods());
  return app;
}

/** The application's middleware in order, each named so the API benchmark can price it. */
function* layers(options: AppOptions, spec: LoadedSpec): Generator<[LayerName, Middleware]> {
  const { config, db, log } = options;
  yield ['request-context', requestContext(log)];
  yield ['metrics', httpMetrics()];
  if (tracingEnabled()) yield ['tracing', httpTracing()];
  yield ['security-headers', securityHeaders(config.baseUrl)];
  // Outside the checks below, which read the JSON as the handlers left it.
  yield ['compression', compressJson()];
  if (options.onResponseViolation) {
    yield ['response-check', responseCheck(spec.document, options.onResponseViolation)];
  }
  // Stores `Idempotency-Key` answers as the error middleware inside it shaped them.
  yield ['idempotency', idempotencySettle(db, log)];
  yield ['errors', errorHandler()];
  if (config.baseUrl.startsWith('https:')) {
    // TLS ends at the proxy in front of us; cookies must still be marked Secure.
    yield [
      'secure-cookies',
      (ctx, next) => {
        ctx.cookies.secure = true;
        return next();
      },
    ];
  }
  yield ['health', health(db, options.workerStatus)];
  if (config.metrics.token) yield ['metrics-endpoint', metricsEndpoint(config.metrics.token)];
  // The dashboard answers browsers' page loads; other clients get directions to /api.
  yield ['dashboard', dashboard()];
  yield ['directions', directions()];
  // Code hosts' webhooks: no browser sends them, and they are read raw, before the body parser.
  for (const feature of features) {
    if ('routes' in feature) yield ['feature-routes', feature.routes({ db, config, log })];
  }
  yield ['cors', browserAccess(config.firstPartyOrigins)];
  yield ['same-origin-writes', sameOriginWrites(config.firstPartyOrigins, SESSION_COOKIES)];
  yield ['body', jsonBody(config.maxBodyBytes, largerBodies(spec.operations))];
}
