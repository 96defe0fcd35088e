import { METHODS } from 'node:http';
import Router from '@koa/router';
import type { Context } from 'koa';
import type { PageOf } from '../db/paginate';
import type { AppServices, HandlerMap } from './handler';
import { RawBody } from './raw-body';
import { Redirect } from './redirect';
import type { Authenticator, Membership, Principal } from './principal';
import { readListQuery, toPage } from './pagination';
import { etagOf } from './preconditions';
import { readQuery } from './query';
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
  ) => Promise<boolean>;
}

/**
 * Mounts one route per operation of the document: throttle, authenticate against
 * the security requirements, validate params/query/body, run the handler, wrap its
 * result in the success envelope with the operation's declared 2xx status.
 */
export function buildRouter(options: RouterOptions): Router {
  const { spec, handlers, services, authenticate, beforeHandler } = options;
  const registry = handlers as unknown as Record<string, AnyHandler>;
  checkRegistry(spec.operations, registry);
  const validators = compileRequestValidators(spec.document, spec.operations);
  // Every method Node parses counts as implemented, so a method no route has (TRACE,
  // PROPFIND, QUERY…) gets 405 with `Allow` on a known path rather than 501.
  const router = new Router({ methods: [...METHODS] });

  for (const operation of spec.operations) {
    const handler = registry[operation.id]!;
    const { sortFields } = operation;
    const validate = validators.get(operation.id)!;
    // An operation whose answer declares `ETag` sends the returned entity's version as it.
    const sendsEtag = operation.responseHeaders[String(operation.successStatus)]?.some(
      (header) => header.name === 'ETag',
    );
    router[operation.method](operation.id, operation.routePath, async (ctx) => {
      ctx.state.operation = operation;
      const { principal, membership, params } = await authenticate(ctx, operation, validate.params);
      ctx.state.principal = principal;
      if (beforeHandler && (await beforeHandler(ctx, { operation, principal, membership }))) return;
      const query = validate.query(readQuery(ctx.querystring, operation.parameters));
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
        log: ctx.state.log ?? services.log,
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
  return router;
}
