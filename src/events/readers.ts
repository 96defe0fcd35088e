import type { LoadedSpec, Operation } from '../http/spec';
import { hasRole, type Membership, type Principal } from '../http/principal';

/**
 * Who may read which events. An event is about one entity (its `entityType`); a caller may
 * read it, on the live stream or in an activity feed, exactly when its credential may call
 * the operation that lists that kind of entity: a PAT's read scopes, an agent's tier and
 * cookie-only lists apply to events as they do to the API. An issue's activity holds
 * comment events, so a token without `read:comments` reads none of their bodies there.
 */
const READ_OPERATION_BY_ENTITY: Record<string, string> = {
  issue: 'listIssues',
  comment: 'listComments',
  project: 'listProjects',
  sprint: 'listSprints',
  member: 'listMembers',
  agent: 'listAgents',
  agent_session: 'listAgentSessions',
  notification: 'listNotifications',
  label: 'listLabels',
};

function mayCall(operation: Operation, principal: Principal, membership: Membership): boolean {
  if (operation.minRole && !hasRole(membership.role, operation.minRole)) return false;
  if (principal.kind === 'anonymous') return false;
  const required = operation.credentials.get(principal.kind);
  if (!required) return false;
  if (principal.kind === 'pat')
    return required.every((scope) => principal.scopes.some((s) => s === scope));
  if (principal.kind === 'agent') return required.includes(principal.tier);
  return true;
}

/** The kinds of entity whose events a caller may read, by the document's rules. */
export type EventReaders = (principal: Principal, membership: Membership) => ReadonlySet<string>;

export function eventReaders(spec: LoadedSpec): EventReaders {
  const operations = new Map(spec.operations.map((operation) => [operation.id, operation]));
  return (principal, membership) => {
    const readable = new Set<string>();
    for (const [entity, operationId] of Object.entries(READ_OPERATION_BY_ENTITY)) {
      const operation = operations.get(operationId);
      if (operation && mayCall(operation, principal, membership)) readable.add(entity);
    }
    return readable;
  };
}

declare module '../http/handler' {
  interface AppServices {
    /** Which events a caller may read: `eventReaders`, over the served document. */
    eventReaders: EventReaders;
  }
}
