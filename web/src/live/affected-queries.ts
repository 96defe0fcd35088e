import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { LiveEventData } from 'work-tracking-client';

const ISSUES = '/workspaces/{workspaceId}/issues';
const ISSUE = '/workspaces/{workspaceId}/projects/{projectId}/issues/{issueId}';
const ISSUE_ACTIVITY = `${ISSUE}/activity`;
const COMMENTS = `${ISSUE}/comments`;
const PULL_REQUESTS = `${ISSUE}/pull-requests`;
const WATCH = `${ISSUE}/watch`;
const PROJECTS = '/workspaces/{workspaceId}/projects';
const PROJECT = '/workspaces/{workspaceId}/projects/{projectId}';
const OVERVIEW = `${PROJECT}/overview`;
const PROJECT_ACTIVITY = `${PROJECT}/activity`;
const BURNDOWN = `${PROJECT}/burndown`;
const SPRINTS = `${PROJECT}/sprints`;
const MEMBERS = '/workspaces/{workspaceId}/members';
const INVITATIONS = '/workspaces/{workspaceId}/invitations';
const WORKSPACE = '/workspaces/{workspaceId}';
const AGENTS = '/workspaces/{workspaceId}/agents';
const AGENT = '/workspaces/{workspaceId}/agents/{agentId}';
const AGENT_SESSIONS = '/workspaces/{workspaceId}/agent-sessions';
const AGENT_SESSION = '/workspaces/{workspaceId}/agent-sessions/{sessionId}';
const LABELS = '/workspaces/{workspaceId}/labels';

const ISSUE_CHANGED = [
  ISSUES,
  ISSUE,
  ISSUE_ACTIVITY,
  PROJECTS,
  OVERVIEW,
  PROJECT_ACTIVITY,
  BURNDOWN,
  SPRINTS,
];
const ISSUE_LINKS = [PULL_REQUESTS, ISSUE, ISSUE_ACTIVITY, PROJECT_ACTIVITY];
const COMMENT_CHANGED = [COMMENTS, ISSUE, ISSUE_ACTIVITY, PROJECT_ACTIVITY];
const PROJECT_CHANGED = [PROJECTS, PROJECT, OVERVIEW, PROJECT_ACTIVITY, ISSUES];
const SPRINT_CHANGED = [SPRINTS, OVERVIEW, BURNDOWN, PROJECT_ACTIVITY, ISSUES, ISSUE];
const MEMBER_CHANGED = [MEMBERS, WORKSPACE];
// An accepted invitation leaves the pending list as its invitee joins.
const MEMBER_ADDED = [MEMBERS, WORKSPACE, INVITATIONS];
const AGENT_CHANGED = [AGENTS, AGENT];
const SESSION_CHANGED = [AGENT_SESSIONS, AGENT_SESSION, AGENT, ISSUE_ACTIVITY];
// A label's name and colour show on every issue carrying it.
const LABEL_CHANGED = [LABELS, ISSUES, ISSUE];

/**
 * Which cached API reads each event makes stale, by the path template the dashboard keys
 * them under (`[path, params]`, see `keyOf`). The event's ids narrow each template to the
 * entity it names: `issue.updated` refreshes that issue's page and every issue list.
 */
export const AFFECTED_PATHS: Record<string, readonly string[]> = {
  'issue.created': ISSUE_CHANGED,
  'issue.updated': ISSUE_CHANGED,
  'issue.deleted': ISSUE_CHANGED,
  'issue.pr_linked': ISSUE_LINKS,
  'issue.pr_unlinked': ISSUE_LINKS,
  'issue.pr_status_changed': ISSUE_LINKS,
  'issue.watched': [WATCH, ISSUE, ISSUE_ACTIVITY],
  'issue.unwatched': [WATCH, ISSUE, ISSUE_ACTIVITY],
  'comment.created': COMMENT_CHANGED,
  'comment.updated': COMMENT_CHANGED,
  'comment.deleted': COMMENT_CHANGED,
  'project.created': PROJECT_CHANGED,
  'project.updated': PROJECT_CHANGED,
  'project.deleted': PROJECT_CHANGED,
  'sprint.created': SPRINT_CHANGED,
  'sprint.updated': SPRINT_CHANGED,
  'sprint.deleted': SPRINT_CHANGED,
  'member.added': MEMBER_ADDED,
  'member.removed': MEMBER_CHANGED,
  'agent.created': AGENT_CHANGED,
  'agent.removed': AGENT_CHANGED,
  'agent_session.created': SESSION_CHANGED,
  'agent_session.completed': SESSION_CHANGED,
  'agent_session.errored': SESSION_CHANGED,
  'label.created': LABEL_CHANGED,
  'label.updated': LABEL_CHANGED,
  'label.deleted': LABEL_CHANGED,
};

/**
 * The query keys an event makes stale, as prefixes TanStack Query matches partially: the
 * template, and of its path parameters those the event names (an issue list is narrowed to
 * the workspace, an issue page to the issue). `undefined`: an event this table does not
 * know, after which everything of the workspace is stale.
 */
export function staleKeys(event: string, data: LiveEventData): QueryKey[] | undefined {
  const paths = AFFECTED_PATHS[event];
  if (!paths) return undefined;
  const ids: Record<string, string | readonly string[] | null | undefined> = {
    ...data.payload,
    workspaceId: data.workspaceId,
  };
  return paths.map((template) => {
    const path: Record<string, string> = {};
    for (const [, name] of template.matchAll(/\{(\w+)\}/g)) {
      const value = ids[name!];
      if (typeof value === 'string') path[name!] = value;
    }
    return [template, { path }];
  });
}

/** Whether a cached read belongs to the workspace (its path parameters name it). */
export function inWorkspace(key: QueryKey, workspaceId: string): boolean {
  const params = key[1] as { path?: { workspaceId?: unknown } } | undefined;
  return params?.path?.workspaceId === workspaceId;
}

/**
 * Marks what events made stale and refetches what is on screen, gathering a burst of
 * events into one pass so a busy workspace does not refetch a list once per change.
 */
export function createInvalidator(queryClient: QueryClient, workspaceId: string, delayMs = 50) {
  const pending = new Map<string, QueryKey>();
  let everything = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    timer = undefined;
    if (everything) {
      everything = false;
      pending.clear();
      void queryClient.invalidateQueries({
        predicate: (q) => inWorkspace(q.queryKey, workspaceId),
      });
      return;
    }
    const keys = [...pending.values()];
    pending.clear();
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  };
  const schedule = () => {
    timer ??= setTimeout(flush, delayMs);
  };
  return {
    /** A change: what it makes stale. */
    change(event: string, data: LiveEventData) {
      const keys = staleKeys(event, data);
      if (!keys) everything = true;
      else for (const key of keys) pending.set(JSON.stringify(key), key);
      schedule();
    },
    /** Changes may have been missed (a reset, a new stream without a position). */
    all() {
      everything = true;
      schedule();
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
