import { agentHandlers } from './agents/handlers';
import { authHandlers } from './auth/handlers';
import { commentHandlers } from './comments/handlers';
import { credentialHandlers } from './credentials/handlers';
import { metaHandlers } from './docs/reference';
import { webhookHandlers } from './webhooks/handlers';
import { issueHandlers } from './issues/handlers';
import { projectHandlers } from './projects/handlers';
import { sprintHandlers } from './sprints/handlers';
import type { HandlerMap } from './http/handler';
import type { LiveHub } from './live/hub';
import { liveHandlers } from './live/handlers';
import type { LoadedSpec } from './http/spec';
import { workspaceHandlers } from './workspaces/handlers';

/** Every operation's handler, keyed by operationId; the router checks it against the spec. */
export function allHandlers(spec: LoadedSpec, live?: LiveHub): HandlerMap {
  return {
    ...metaHandlers(spec),
    ...authHandlers,
    ...workspaceHandlers,
    ...credentialHandlers,
    ...webhookHandlers,
    ...projectHandlers,
    ...sprintHandlers,
    ...issueHandlers,
    ...commentHandlers,
    ...agentHandlers,
    ...liveHandlers(live, spec),
  };
}
