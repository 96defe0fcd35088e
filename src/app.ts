import Koa from 'koa';
import { koaBody } from 'koa-body';
import type { Logger } from 'pino';
import type { BearerVerifiers } from './auth/authenticate';
import type { Config } from './config';
import type { Db } from './db/database';
import { browserAccess, sameOriginWrites } from './http/browser';
import type { HandlerMap } from './http/handler';
import { errorHandler, requestContext } from './http/middleware';
import { responseCheck, type ResponseViolation } from './http/response-check';
import { buildRouter } from './http/router';
import { loadSpec, type LoadedSpec } from './http/spec';
import { allHandlers } from './handlers';
import { health } from './health';
import { verifyAgentToken } from './credentials/agent-tokens';
import { patVerifier } from './credentials/pats';
import { ipThrottles, type PreAuthLimits } from './ratelimit/ip-throttle';
import { dashboard } from './web/static';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

export interface AppOptions {
  config: Config;
  db: Db;
  log: Logger;
  spec?: LoadedSpec;
  handlers?: HandlerMap;
  verifiers?: BearerVerifiers;
  preAuthLimits?: PreAuthLimits;
  /** Test suites pass a collector; every response is then checked against the document. */
  onResponseViolation?: (violation: ResponseViolation) => void;
}

/** Builds the Koa application; it listens nowhere until the caller says so. */
export function createApp(options: AppOptions): Koa {
  const { config, db, log } = options;
  const spec = options.spec ?? loadSpec();
  const router = buildRouter({
    spec,
    handlers: options.handlers ?? allHandlers(spec),
    services: { db, config, log },
    verifiers: options.verifiers ?? { hsp_: patVerifier(config.rateLimit), hsa_: verifyAgentToken },
    preAuthLimits: options.preAuthLimits ?? ipThrottles(config),
  });

  const app = new Koa({ proxy: config.trustProxy });
  app.silent = true;
  app.use(requestContext(log));
  if (options.onResponseViolation) {
    app.use(responseCheck(spec.document, options.onResponseViolation));
  }
  app.use(errorHandler());
  if (config.baseUrl.startsWith('https:')) {
    // TLS ends at the proxy in front of us; cookies must still be marked Secure.
    app.use((ctx, next) => {
      ctx.cookies.secure = true;
      return next();
    });
  }
  app.use(health(db));
  app.use(dashboard());
  for (const middleware of browserAccess(config.firstPartyOrigins)) app.use(middleware);
  app.use(sameOriginWrites(config.firstPartyOrigins));
  const parseJson = koaBody({
    json: true,
    urlencoded: false,
    text: false,
    multipart: false,
    jsonStrict: true,
    jsonLimit: config.maxBodyBytes,
    onError: (error) => {
      throw error;
    },
  });
  // Only methods that carry a body pay for the parser.
  app.use((ctx, next) => (BODY_METHODS.has(ctx.method) ? parseJson(ctx, next) : next()));
  app.use(router.routes());
  app.use(router.allowedMethods());
  return app;
}
