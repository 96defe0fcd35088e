import { METHODS } from 'node:http';
import Router from '@koa/router';
import type { Context } from 'koa';
import type { Logger } from 'pino';
import type { PageOf } from '../db/paginate';
import type { AppServices, HandlerMap } from './handler';
import { RawBody } from './raw-body';
import { Redirect } from './redirect';
import type { Authenticator, Membership, Principal } from './principal';
import { readListQuery, toPage } from './pagination';
import { etagOf } from './preconditions';
import { queryReader } from './query';
import type { LoadedSpec, Operation } from './spec';
import { compileRequestValidators } from './validation';

/** A handler as the router sees it: the input's types were checked by the validator. */
type AnyHandler = (req: Record<string, unknown>) => Promise<unknown>;

/** Raised at start-up when the document and the handler registry disagree. */
export class SpecMismatchError extends Error {
  override name = 'SpecMismatchError';
}

function checkRegistry(operations: Operation[], handlers: Record<string, unknown>): void {
  const declared = new Set(operations.map((operation) => operation.id));
  const missing = [...declared].filter((id) => !handlers[id]);
  const orphans = Object.keys(handlers).filter((id) => !declared.has(id));
  if (missing.length > 0) {
    throw new SpecMismatchError(`Operations without a handler: ${missing.join(', ')}`);
  }
  if (orphans.length > 0) {
    throw new SpecMismatchError(`Handlers without an operation: ${orphans.join(', ')}`);
  }
}

export interface RouterOptions {
  spec: LoadedSpec;
  handlers: HandlerMap;
  services: AppServices;
  /** Throttles, then establishes the caller (the auth feature's, given by app.ts). */
  authenticate: Authenticator;
  /**
   * Runs once the caller is known, before input validation and the handler; when it
   * resolves true it has answered by itself (a stored `Idempotency-Key` answer).
   */
  beforeHandler?: (
    ctx: Context,
    caller: { operation: Operation; principal: Principal; membership: Membership | undefined },
  ) => boolean | Promise<boolean>;
}

type Routes = ReturnType<Router['routes']>;

/** The operations' routes as the app mounts them. */
export interface OperationRouter {
  routes(): Routes;
  /** 405 with `Allow` for a known path's other methods (Koa router's). */
  allowedMethods(): ReturnType<Router['allowedMethods']>;
}

/** A path's segments: a route's parameter is one, and one trailing slash is allowed. */
function segmentsOf(path: string): number {
  let count = 0;
  const end = path.length > 1 && path.endsWith('/') ? path.length - 1 : path.length;
  for (let i = 0; i < end; i++) if (path.charCodeAt(i) === 47) count += 1;
  return count;
}

/**
 * Koa routers by the number of segments of their routes' paths. A path can only match a
 * route of its own length, so it is tested against those few, not every route of the
 * document; matching them all cost a read more than its validation did.
 */
function byLength() {
  const routers = new Map<number, Router>();
  const routerFor = (operation: Operation) => {
    const segments = segmentsOf(operation.routePath);
    let router = routers.get(segments);
    // Every method Node parses counts as implemented, so a method no route has (TRACE,
    // PROPFIND, QUERY…) gets 405 with `Allow` on a known path rather than 501.
    if (!router) routers.set(segments, (router = new Router({ methods: [...METHODS] })));
    return router;
  };
  return {
    routerFor,
    mount(): OperationRouter {
      const dispatch = new Map([...routers].map(([length, router]) => [length, router.routes()]));
      // Reads only what the matching router recorded on the context: any of them does.
      const allowed = new Router({ methods: [...METHODS] }).allowedMethods();
      const routes: Routes = (ctx, next) => {
        const matching = dispatch.get(segmentsOf(ctx.path));
        return matching ? matching(ctx, next) : next();
      };
      return { routes: () => routes, allowedMethods: () => allowed };
    },
  };
}

/**
 * Mounts one route per operation of the document: throttle, authenticate against
 * the security requirements, validate params/query/body, run the handler, wrap its
 * result in the success envelope with the operation's declared 2xx status.
 */
export function buildRouter(options: RouterOptions): OperationRouter {
  const { spec, handlers, services, authenticate, beforeHandler } = options;
  const registry = handlers as unknown as Record<string, AnyHandler>;
  checkRegistry(spec.operations, registry);
  const validators = compileRequestValidators(spec.document, spec.operations);
  const routers = byLength();

  for (const operation of spec.operations) {
    const handler = registry[operation.id]!;
    const { sortFields } = operation;
    const validate = validators.get(operation.id)!;
    // An operation whose answer declares `ETag` sends the returned entity's version as it.
    const sendsEtag = operation.responseHeaders[String(operation.successStatus)]?.some(
      (header) => header.name === 'ETag',
    );
    const readQuery = queryReader(operation.parameters);
    const router = routers.routerFor(operation);
    router[operation.method](operation.id, operation.routePath, async (ctx) => {
      ctx.state.operation = operation;
      const { principal, membership, params } = await authenticate(ctx, operation, validate.params);
      ctx.state.principal = principal;
      const answered = beforeHandler?.(ctx, { operation, principal, membership });
      if (answered && (await answered)) return;
      const query = validate.query(readQuery(ctx.querystring));
      const body = validate.body(ctx.request.body ?? {});
      const list = sortFields ? readListQuery(query, sortFields) : undefined;
      const result = await handler({
        params,
        query,
        body,
        list,
        principal,
        membership,
        ...services,
        // The request's child logger is made only if the handler logs.
        get log() {
          return (ctx.state.log as Logger | undefined) ?? services.log;
        },
        koa: ctx,
      });
      ctx.status = operation.successStatus;
      if (sendsEtag) ctx.set('ETag', etagOf((result as { version: number }).version));
      if (result instanceof Redirect) ctx.set('Location', result.location);
      else if (result instanceof RawBody) {
        ctx.body = result.body;
        if (result.type) ctx.type = result.type;
      } else if (operation.successStatus === 204) return;
      else if (list) {
        // A list's answer may carry more than its page (`unread` beside the inbox's page).
        const { items, total, totalExact, ...more } = result as PageOf<unknown>;
        ctx.body = { success: true, data: { ...toPage(items, total, list, totalExact), ...more } };
      } else ctx.body = { success: true, data: result };
    });
  }
  return routers.mount();
}
