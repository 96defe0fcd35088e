import type { Context } from 'koa';
import type { Logger } from 'pino';
import type { Membership, Principal } from './principal';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { UnboundedTransactions } from '../db/unbounded';
import type { OperationFacts } from '../generated/openapi';
import type {
  HandlerResult,
  OperationId,
  PathParams,
  QueryParams,
  RequestBody,
  TaggedOperation,
} from './operations';
import type { ListOperation, ListQuery } from '../db/paginate';

/** The caller an operation's security requirements let through. */
export type PrincipalOf<K extends OperationId> = Extract<
  Principal,
  { kind: OperationFacts[K]['credentials'] }
>;

/** What a handler receives: input already validated against the spec, the caller known. */
export type RequestContext<K extends OperationId> = {
  params: PathParams<K>;
  query: QueryParams<K>;
  body: RequestBody<K>;
  /** Page, limit, sort and search of a list operation (`x-sort-fields`). */
  list: K extends ListOperation ? ListQuery<K> : never;
  principal: PrincipalOf<K>;
  /** The Koa context, for cookies and client address; handlers never write the body. */
  koa: Context;
} & AppServices &
  (OperationFacts[K]['workspace'] extends true
    ? { /** The caller's standing in the path's workspace. */ membership: Membership }
    : unknown);

/** Returns the `data` of the success envelope (nothing for 204 operations). */
export type Handler<K extends OperationId> = (req: RequestContext<K>) => Promise<HandlerResult<K>>;

/** One handler per operation of the given ids. */
export type Handlers<K extends OperationId> = { [Id in K]: Handler<Id> };

/** One handler per operation documented under the given tags. */
export type HandlersOf<Tag extends string> = Handlers<TaggedOperation<Tag>>;

export type HandlerMap = Handlers<OperationId>;

/** What any request under `/workspaces/{workspaceId}` carries, for helpers shared by handlers. */
export interface WorkspaceRequest extends AppServices {
  principal: Principal;
  membership: Membership;
}

/** Services every handler can reach; features may add theirs (`declare module`). */
export interface AppServices {
  db: Db;
  /** Opens the transactions that run without the statement timeout, a few at a time. */
  unbounded: UnboundedTransactions;
  config: Config;
  log: Logger;
}
