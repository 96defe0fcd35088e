import type { Context } from 'koa';
import type { Logger } from 'pino';
import type { Membership, Principal } from '../auth/principal';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { ListQuery } from './pagination';

/** What a handler receives: input already validated against the spec, the caller known. */
export interface RequestContext {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
  /** Page, limit, sort and search; meaningful on list operations (`x-sort-fields`). */
  list: ListQuery;
  principal: Principal;
  /** Present on operations under `/workspaces/{workspaceId}`. */
  membership: Membership;
  db: Db;
  config: Config;
  log: Logger;
  /** The Koa context, for cookies and client address; handlers never write the body. */
  koa: Context;
}

/** Returns the `data` of the success envelope (ignored for 204 operations). */
export type Handler = (req: RequestContext) => Promise<unknown>;

export type HandlerMap = Record<string, Handler>;

/** Services every handler can reach. */
export interface AppServices {
  db: Db;
  config: Config;
  log: Logger;
}

/**
 * A handler result sent as is, outside the success envelope (the OpenAPI document, the
 * reference page), with its content type when that is not JSON.
 */
export class RawBody {
  constructor(
    readonly body: unknown,
    readonly type?: string,
  ) {}
}
