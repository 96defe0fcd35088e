// Generated from openapi/openapi.yaml by `npm run generate` (scripts/generate.ts). Do not edit.
import type { components } from '../../client/src/generated/openapi';

type Schemas = components['schemas'];

export const PLAN_VALUES = [
  'FREE',
  'PRO',
  'TEAM',
  'ENTERPRISE',
] as const satisfies readonly Schemas['Plan'][];
export const MEMBER_ROLE_VALUES = [
  'owner',
  'admin',
  'member',
] as const satisfies readonly Schemas['MemberRole'][];
export const SPRINT_STATE_VALUES = [
  'planned',
  'active',
  'completed',
] as const satisfies readonly Schemas['SprintState'][];
export const ISSUE_STATUS_VALUES = [
  'backlog',
  'todo',
  'in_progress',
  'in_review',
  'done',
  'cancelled',
] as const satisfies readonly Schemas['IssueStatus'][];
export const ISSUE_PRIORITY_VALUES = [
  'none',
  'low',
  'medium',
  'high',
  'urgent',
] as const satisfies readonly Schemas['IssuePriority'][];
export const PULL_REQUEST_STATUS_VALUES = [
  'open',
  'merged',
  'closed',
] as const satisfies readonly Schemas['PullRequestStatus'][];
export const AGENT_SESSION_STATE_VALUES = [
  'running',
  'completed',
  'errored',
] as const satisfies readonly Schemas['AgentSessionState'][];
export const SCOPE_VALUES = [
  'read:issues',
  'write:issues',
  'read:projects',
  'write:projects',
  'read:comments',
  'write:comments',
] as const satisfies readonly Schemas['Scope'][];
export const AGENT_TIER_VALUES = [
  'READ',
  'SESSION',
  'WORKSPACE',
] as const satisfies readonly Schemas['AgentTier'][];
export const WEBHOOK_EVENT_VALUES = [
  'issue.created',
  'issue.updated',
  'issue.deleted',
  'issue.pr_linked',
  'issue.pr_unlinked',
  'issue.pr_status_changed',
  'comment.created',
  'comment.updated',
  'comment.deleted',
  'project.created',
  'project.updated',
  'project.deleted',
  'sprint.created',
  'sprint.updated',
  'sprint.deleted',
  'member.added',
  'member.removed',
  'agent_session.created',
  'agent_session.completed',
  'agent_session.errored',
] as const satisfies readonly Schemas['WebhookEvent'][];
export const DELIVERY_STATE_VALUES = [
  'PENDING',
  'RETRYING',
  'SUCCEEDED',
  'DEAD',
] as const satisfies readonly Schemas['DeliveryState'][];

/** Each list operation's `x-sort-fields`; the first is the default. */
export const SORT_FIELDS = {
  listWorkspaces: ['createdAt', 'updatedAt', 'name'],
  listMembers: ['createdAt', 'name', 'email', 'role'],
  listProjects: ['createdAt', 'updatedAt', 'name', 'prefix'],
  listProjectActivity: ['createdAt'],
  listSprints: ['createdAt', 'updatedAt', 'startsOn', 'name'],
  listIssues: ['createdAt', 'updatedAt', 'number', 'priority', 'title', 'status'],
  listIssueActivity: ['createdAt'],
  listComments: ['createdAt', 'updatedAt'],
  listAgents: ['createdAt', 'name'],
  listAgentSessions: ['createdAt', 'updatedAt'],
  listApiTokens: ['createdAt', 'lastUsedAt', 'name'],
  listAuditLog: ['createdAt'],
  listWebhooks: ['createdAt', 'updatedAt'],
  listWebhookDeliveries: ['createdAt'],
} as const;

/** Per operation: its first tag, the credential kinds it accepts, whether it is under a workspace. */
export interface OperationFacts {
  getOpenApiDocument: { tag: 'meta'; credentials: 'anonymous'; workspace: false };
  getApiReference: { tag: 'meta'; credentials: 'anonymous'; workspace: false };
  getApiReferenceScript: { tag: 'meta'; credentials: 'anonymous'; workspace: false };
  register: { tag: 'auth'; credentials: 'anonymous'; workspace: false };
  login: { tag: 'auth'; credentials: 'anonymous'; workspace: false };
  refreshSession: { tag: 'auth'; credentials: 'anonymous'; workspace: false };
  logout: { tag: 'auth'; credentials: 'anonymous'; workspace: false };
  getCurrentUser: { tag: 'auth'; credentials: 'session'; workspace: false };
  listWorkspaces: { tag: 'workspaces'; credentials: 'session' | 'pat' | 'agent'; workspace: false };
  createWorkspace: { tag: 'workspaces'; credentials: 'session'; workspace: false };
  getWorkspace: { tag: 'workspaces'; credentials: 'session' | 'pat' | 'agent'; workspace: true };
  updateWorkspace: { tag: 'workspaces'; credentials: 'session'; workspace: true };
  listMembers: { tag: 'members'; credentials: 'session'; workspace: true };
  addMember: { tag: 'members'; credentials: 'session'; workspace: true };
  updateMember: { tag: 'members'; credentials: 'session'; workspace: true };
  removeMember: { tag: 'members'; credentials: 'session'; workspace: true };
  listProjects: { tag: 'projects'; credentials: 'session' | 'pat' | 'agent'; workspace: true };
  createProject: { tag: 'projects'; credentials: 'session' | 'pat' | 'agent'; workspace: true };
  getProject: { tag: 'projects'; credentials: 'session' | 'pat' | 'agent'; workspace: true };
  updateProject: { tag: 'projects'; credentials: 'session' | 'pat' | 'agent'; workspace: true };
  deleteProject: { tag: 'projects'; credentials: 'session' | 'pat' | 'agent'; workspace: true };
  archiveProject: { tag: 'projects'; credentials: 'session' | 'pat' | 'agent'; workspace: true };
  getProjectOverview: {
    tag: 'projects';
    credentials: 'session' | 'pat' | 'agent';
    workspace: true;
  };
  listProjectActivity: {
    tag: 'projects';
    credentials: 'session' | 'pat' | 'agent';
    workspace: true;
  };
  getProjectBurndown: {
    tag: 'projects';
    credentials: 'session' | 'pat' | 'agent';
    workspace: true;
  };
  listSprints: { tag: 'sprints'; credentials: 'session' | 'pat' | 'agent'; workspace: true };
  createSprint: { tag: 'sprints'; credentials: 'session' | 'pat' | 'agent'; workspace: true };
  updateSprint: { tag: 'sprints'; credentials: 'session' | 'pat' | 'agent'; workspace: true };
  deleteSprint: { tag: 'sprints'; credentials: 'session' | 'pat' | 'agent'; workspace: true };
  listIssues: { tag: 'issues'; credentials: 'session' | 'pat' | 'agent'; workspace: true };
  createIssue: { tag: 'issues'; credentials: 'session' | 'pat' | 'agent'; workspace: true };
  getIssue: { tag: 'issues'; credentials: 'session' | 'pat' | 'agent'; workspace: true };
  updateIssue: { tag: 'issues'; credentials: 'session' | 'pat' | 'agent'; workspace: true };
  deleteIssue: { tag: 'issues'; credentials: 'session' | 'pat' | 'agent'; workspace: true };
  listIssueActivity: { tag: 'issues'; credentials: 'session' | 'pat' | 'agent'; workspace: true };
  watchIssue: { tag: 'issues'; credentials: 'session' | 'pat'; workspace: true };
  unwatchIssue: { tag: 'issues'; credentials: 'session' | 'pat'; workspace: true };
  linkPullRequest: { tag: 'issues'; credentials: 'session' | 'pat' | 'agent'; workspace: true };
  updatePullRequest: { tag: 'issues'; credentials: 'session' | 'pat' | 'agent'; workspace: true };
  unlinkPullRequest: { tag: 'issues'; credentials: 'session' | 'pat' | 'agent'; workspace: true };
  listComments: { tag: 'comments'; credentials: 'session' | 'pat' | 'agent'; workspace: true };
  createComment: { tag: 'comments'; credentials: 'session' | 'pat' | 'agent'; workspace: true };
  updateComment: { tag: 'comments'; credentials: 'session' | 'pat' | 'agent'; workspace: true };
  deleteComment: { tag: 'comments'; credentials: 'session' | 'pat' | 'agent'; workspace: true };
  listAgents: { tag: 'agents'; credentials: 'session' | 'agent'; workspace: true };
  registerAgent: { tag: 'agents'; credentials: 'session'; workspace: true };
  getAgent: { tag: 'agents'; credentials: 'session' | 'agent'; workspace: true };
  removeAgent: { tag: 'agents'; credentials: 'session'; workspace: true };
  listAgentSessions: { tag: 'agents'; credentials: 'session' | 'agent'; workspace: true };
  createAgentSession: { tag: 'agents'; credentials: 'session' | 'agent'; workspace: true };
  getAgentSession: { tag: 'agents'; credentials: 'session' | 'agent'; workspace: true };
  updateAgentSession: { tag: 'agents'; credentials: 'session' | 'agent'; workspace: true };
  listApiTokens: { tag: 'credentials'; credentials: 'session'; workspace: true };
  createApiToken: { tag: 'credentials'; credentials: 'session'; workspace: true };
  revokeApiToken: { tag: 'credentials'; credentials: 'session'; workspace: true };
  rotateAgentToken: { tag: 'credentials'; credentials: 'session'; workspace: true };
  listAuditLog: { tag: 'credentials'; credentials: 'session'; workspace: true };
  getEventsPosition: { tag: 'live'; credentials: 'pat' | 'agent' | 'session'; workspace: true };
  streamEvents: { tag: 'live'; credentials: 'pat' | 'agent' | 'session'; workspace: true };
  listWebhooks: { tag: 'webhooks'; credentials: 'session'; workspace: true };
  createWebhook: { tag: 'webhooks'; credentials: 'session'; workspace: true };
  updateWebhook: { tag: 'webhooks'; credentials: 'session'; workspace: true };
  deleteWebhook: { tag: 'webhooks'; credentials: 'session'; workspace: true };
  rotateWebhookSecret: { tag: 'webhooks'; credentials: 'session'; workspace: true };
  pingWebhook: { tag: 'webhooks'; credentials: 'session'; workspace: true };
  listWebhookDeliveries: { tag: 'webhooks'; credentials: 'session'; workspace: true };
  replayWebhookDelivery: { tag: 'webhooks'; credentials: 'session'; workspace: true };
}
