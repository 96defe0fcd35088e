/** The one list of the service's features; the app and the worker loop over it. */
import { accounts } from './accounts';
import { agents } from './agents';
import { auth } from './auth';
import { comments } from './comments';
import { credentials } from './credentials';
import { docs } from './docs';
import type { HandlerContext } from './feature';
import type { HandlerMap } from './http/handler';
import type { LoadedSpec } from './http/spec';
import { idempotency } from './idempotency';
import { integrations } from './integrations';
import { imports } from './imports';
import { invitations } from './invitations';
import { issues } from './issues';
import { labels } from './labels';
import type { LiveHub } from './live/hub';
import { live } from './live';
import { mail } from './mail';
import { notifications } from './notifications';
import { projects } from './projects';
import { ratelimit } from './ratelimit';
import { sprints } from './sprints';
import { sso } from './sso';
import { webhooks } from './webhooks';
import { workspaces } from './workspaces';

export const features = [
  docs,
  auth,
  accounts,
  workspaces,
  invitations,
  credentials,
  webhooks,
  projects,
  sprints,
  issues,
  comments,
  labels,
  imports,
  agents,
  live,
  notifications,
  ratelimit,
  idempotency,
  sso,
  mail,
  integrations,
] as const;

type Listed = (typeof features)[number];
type HandlersOfFeature<F> = F extends { handlers: (context: HandlerContext) => infer H }
  ? H
  : never;
type Intersection<U> = (U extends unknown ? (union: U) => void : never) extends (
  all: infer I,
) => void
  ? I
  : never;
/** The features' handlers together, as the compiler sees them. */
type ListedHandlers = Intersection<HandlersOfFeature<Listed>>;

/** Every operation's handler, keyed by operationId; the router checks it against the spec. */
export function allHandlers(
  spec: LoadedSpec,
  live?: LiveHub,
  app?: Pick<HandlerContext, 'config' | 'log'>,
): HandlerMap {
  const context: HandlerContext = { spec, live, ...app };
  const handlers: Partial<HandlerMap>[] = features.map((feature) =>
    'handlers' in feature ? feature.handlers(context) : {},
  );
  // Returned as a HandlerMap, the listed handlers fail to compile, naming the operation,
  // when an operation of the document has no handler or its handler has the wrong type.
  return Object.assign({}, ...handlers) as ListedHandlers;
}

/** What reacts to every recorded event, inside the statement that records it. */
export const eventSubscribers = features.flatMap((feature) =>
  'subscribers' in feature ? feature.subscribers : [],
);
