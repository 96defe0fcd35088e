// Generated from openapi/openapi.yaml by `npm run generate` (scripts/generate.ts). Do not edit.
import type { components } from './openapi-types';

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
export const INTEGRATION_PROVIDER_VALUES = [
  'github',
  'gitea',
  'gitlab',
] as const satisfies readonly Schemas['IntegrationProvider'][];
export const PULL_REQUEST_STATUS_VALUES = [
  'open',
  'draft',
  'reopened',
  'merged',
  'closed',
] as const satisfies readonly Schemas['PullRequestStatus'][];
export const AGENT_SESSION_STATE_VALUES = [
  'running',
  'completed',
  'errored',
] as const satisfies readonly Schemas['AgentSessionState'][];
export const IMPORT_FORMAT_VALUES = [
  'jira-csv',
  'github-json',
  'linear-csv',
] as const satisfies readonly Schemas['ImportFormat'][];
export const SCOPE_VALUES = [
  'read:issues',
  'write:issues',
  'read:projects',
  'write:projects',
  'read:comments',
  'write:comments',
  'read:notifications',
  'write:notifications',
] as const satisfies readonly Schemas['Scope'][];
export const AGENT_TIER_VALUES = [
  'READ',
  'SESSION',
  'WORKSPACE',
] as const satisfies readonly Schemas['AgentTier'][];
export const NOTIFICATION_REASON_VALUES = [
  'assigned',
  'mentioned',
  'watching',
] as const satisfies readonly Schemas['NotificationReason'][];
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
  listInvitations: ['createdAt', 'expiresAt', 'email'],
  listProjects: ['createdAt', 'updatedAt', 'name', 'prefix'],
  listProjectActivity: ['createdAt'],
  listSprints: ['createdAt', 'updatedAt', 'startsOn', 'name'],
  listIssues: [
    'createdAt',
    'updatedAt',
    'number',
    'priority',
    'title',
    'status',
    'dueOn',
    'estimate',
    'rank',
  ],
  listIssueActivity: ['createdAt'],
  listPullRequests: ['createdAt'],
  listComments: ['createdAt', 'updatedAt'],
  listLabels: ['name', 'createdAt'],
  listAgents: ['createdAt', 'name'],
  listAgentSessions: ['createdAt', 'updatedAt'],
  listApiTokens: ['createdAt', 'lastUsedAt', 'name'],
  listAuditLog: ['createdAt'],
  listNotifications: ['updatedAt'],
  listWebhooks: ['createdAt', 'updatedAt'],
  listWebhookDeliveries: ['createdAt'],
  listIntegrations: ['createdAt'],
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
  updateCurrentUser: { tag: 'auth'; credentials: 'session'; workspace: false };
  getSignInOptions: { tag: 'sso'; credentials: 'anonymous'; workspace: false };
  startSingleSignOn: { tag: 'sso'; credentials: 'anonymous'; workspace: false };
  finishSingleSignOn: { tag: 'sso'; credentials: 'anonymous'; workspace: false };
  linkSingleSignOn: { tag: 'sso'; credentials: 'session'; workspace: false };
  listIdentities: { tag: 'sso'; credentials: 'session'; workspace: false };
  unlinkIdentity: { tag: 'sso'; credentials: 'session'; workspace: false };
  listWorkspaces: { tag: 'workspaces'; credentials: 'pat' | 'agent' | 'session'; workspace: false };
  createWorkspace: { tag: 'workspaces'; credentials: 'session'; workspace: false };
  getWorkspace: { tag: 'workspaces'; credentials: 'pat' | 'agent' | 'session'; workspace: true };
  updateWorkspace: { tag: 'workspaces'; credentials: 'session'; workspace: true };
  deleteWorkspace: { tag: 'workspaces'; credentials: 'session'; workspace: true };
  listMembers: { tag: 'members'; credentials: 'session'; workspace: true };
  updateMember: { tag: 'members'; credentials: 'session'; workspace: true };
  removeMember: { tag: 'members'; credentials: 'session'; workspace: true };
  listInvitations: { tag: 'invitations'; credentials: 'session'; workspace: true };
  createInvitation: { tag: 'invitations'; credentials: 'session'; workspace: true };
  revokeInvitation: { tag: 'invitations'; credentials: 'session'; workspace: true };
  resendInvitation: { tag: 'invitations'; credentials: 'session'; workspace: true };
  listProjects: { tag: 'projects'; credentials: 'pat' | 'agent' | 'session'; workspace: true };
  createProject: { tag: 'projects'; credentials: 'pat' | 'agent' | 'session'; workspace: true };
  getProject: { tag: 'projects'; credentials: 'pat' | 'agent' | 'session'; workspace: true };
  updateProject: { tag: 'projects'; credentials: 'pat' | 'agent' | 'session'; workspace: true };
  deleteProject: { tag: 'projects'; credentials: 'pat' | 'agent' | 'session'; workspace: true };
  archiveProject: { tag: 'projects'; credentials: 'pat' | 'agent' | 'session'; workspace: true };
  getProjectOverview: {
    tag: 'projects';
    credentials: 'pat' | 'agent' | 'session';
    workspace: true;
  };
  listProjectActivity: {
    tag: 'projects';
    credentials: 'pat' | 'agent' | 'session';
    workspace: true;
  };
  getProjectBurndown: {
    tag: 'projects';
    credentials: 'pat' | 'agent' | 'session';
    workspace: true;
  };
  listSprints: { tag: 'sprints'; credentials: 'pat' | 'agent' | 'session'; workspace: true };
  createSprint: { tag: 'sprints'; credentials: 'pat' | 'agent' | 'session'; workspace: true };
  getSprint: { tag: 'sprints'; credentials: 'pat' | 'agent' | 'session'; workspace: true };
  updateSprint: { tag: 'sprints'; credentials: 'pat' | 'agent' | 'session'; workspace: true };
  deleteSprint: { tag: 'sprints'; credentials: 'pat' | 'agent' | 'session'; workspace: true };
  completeSprint: { tag: 'sprints'; credentials: 'pat' | 'agent' | 'session'; workspace: true };
  listIssues: { tag: 'issues'; credentials: 'pat' | 'agent' | 'session'; workspace: true };
  createIssue: { tag: 'issues'; credentials: 'pat' | 'agent' | 'session'; workspace: true };
  getIssue: { tag: 'issues'; credentials: 'pat' | 'agent' | 'session'; workspace: true };
  updateIssue: { tag: 'issues'; credentials: 'pat' | 'agent' | 'session'; workspace: true };
  deleteIssue: { tag: 'issues'; credentials: 'pat' | 'agent' | 'session'; workspace: true };
  moveIssue: { tag: 'issues'; credentials: 'pat' | 'agent' | 'session'; workspace: true };
  listIssueActivity: { tag: 'issues'; credentials: 'pat' | 'agent' | 'session'; workspace: true };
  getWatch: { tag: 'issues'; credentials: 'pat' | 'session'; workspace: true };
  watchIssue: { tag: 'issues'; credentials: 'pat' | 'session'; workspace: true };
  unwatchIssue: { tag: 'issues'; credentials: 'pat' | 'session'; workspace: true };
  listPullRequests: { tag: 'issues'; credentials: 'pat' | 'agent' | 'session'; workspace: true };
  linkPullRequest: { tag: 'issues'; credentials: 'pat' | 'agent' | 'session'; workspace: true };
  updatePullRequest: { tag: 'issues'; credentials: 'pat' | 'agent' | 'session'; workspace: true };
  unlinkPullRequest: { tag: 'issues'; credentials: 'pat' | 'agent' | 'session'; workspace: true };
  listComments: { tag: 'comments'; credentials: 'pat' | 'agent' | 'session'; workspace: true };
  createComment: { tag: 'comments'; credentials: 'pat' | 'agent' | 'session'; workspace: true };
  getComment: { tag: 'comments'; credentials: 'pat' | 'agent' | 'session'; workspace: true };
  updateComment: { tag: 'comments'; credentials: 'pat' | 'agent' | 'session'; workspace: true };
  deleteComment: { tag: 'comments'; credentials: 'pat' | 'agent' | 'session'; workspace: true };
  listLabels: { tag: 'labels'; credentials: 'pat' | 'agent' | 'session'; workspace: true };
  createLabel: { tag: 'labels'; credentials: 'pat' | 'agent' | 'session'; workspace: true };
  updateLabel: { tag: 'labels'; credentials: 'pat' | 'agent' | 'session'; workspace: true };
  deleteLabel: { tag: 'labels'; credentials: 'pat' | 'agent' | 'session'; workspace: true };
  createImport: { tag: 'imports'; credentials: 'pat' | 'session'; workspace: true };
  getImport: { tag: 'imports'; credentials: 'pat' | 'session'; workspace: true };
  listAgents: { tag: 'agents'; credentials: 'agent' | 'session'; workspace: true };
  registerAgent: { tag: 'agents'; credentials: 'session'; workspace: true };
  getAgent: { tag: 'agents'; credentials: 'agent' | 'session'; workspace: true };
  removeAgent: { tag: 'agents'; credentials: 'session'; workspace: true };
  listAgentSessions: { tag: 'agents'; credentials: 'agent' | 'session'; workspace: true };
  createAgentSession: { tag: 'agents'; credentials: 'agent' | 'session'; workspace: true };
  getAgentSession: { tag: 'agents'; credentials: 'agent' | 'session'; workspace: true };
  updateAgentSession: { tag: 'agents'; credentials: 'agent' | 'session'; workspace: true };
  listApiTokens: { tag: 'credentials'; credentials: 'session'; workspace: true };
  createApiToken: { tag: 'credentials'; credentials: 'session'; workspace: true };
  revokeApiToken: { tag: 'credentials'; credentials: 'session'; workspace: true };
  rotateAgentToken: { tag: 'credentials'; credentials: 'session'; workspace: true };
  listAuditLog: { tag: 'credentials'; credentials: 'session'; workspace: true };
  getEventsPosition: { tag: 'live'; credentials: 'pat' | 'agent' | 'session'; workspace: true };
  streamEvents: { tag: 'live'; credentials: 'pat' | 'agent' | 'session'; workspace: true };
  listNotifications: { tag: 'notifications'; credentials: 'pat' | 'session'; workspace: true };
  markNotificationsRead: { tag: 'notifications'; credentials: 'pat' | 'session'; workspace: true };
  updateNotification: { tag: 'notifications'; credentials: 'pat' | 'session'; workspace: true };
  getNotificationSettings: { tag: 'notifications'; credentials: 'session'; workspace: false };
  updateNotificationSettings: { tag: 'notifications'; credentials: 'session'; workspace: false };
  requestPasswordReset: { tag: 'account'; credentials: 'anonymous'; workspace: false };
  resetPassword: { tag: 'account'; credentials: 'anonymous'; workspace: false };
  changePassword: { tag: 'account'; credentials: 'session'; workspace: false };
  requestEmailChange: { tag: 'account'; credentials: 'session'; workspace: false };
  confirmEmailChange: { tag: 'account'; credentials: 'anonymous'; workspace: false };
  listSessions: { tag: 'account'; credentials: 'session'; workspace: false };
  endOtherSessions: { tag: 'account'; credentials: 'session'; workspace: false };
  endSession: { tag: 'account'; credentials: 'session'; workspace: false };
  listMyInvitations: { tag: 'invitations'; credentials: 'session'; workspace: false };
  getInvitation: { tag: 'invitations'; credentials: 'anonymous'; workspace: false };
  acceptInvitation: { tag: 'invitations'; credentials: 'session'; workspace: false };
  unsubscribeNotifications: { tag: 'notifications'; credentials: 'anonymous'; workspace: false };
  listWebhooks: { tag: 'webhooks'; credentials: 'session'; workspace: true };
  createWebhook: { tag: 'webhooks'; credentials: 'session'; workspace: true };
  updateWebhook: { tag: 'webhooks'; credentials: 'session'; workspace: true };
  deleteWebhook: { tag: 'webhooks'; credentials: 'session'; workspace: true };
  rotateWebhookSecret: { tag: 'webhooks'; credentials: 'session'; workspace: true };
  pingWebhook: { tag: 'webhooks'; credentials: 'session'; workspace: true };
  recoverWebhookDeliveries: { tag: 'webhooks'; credentials: 'session'; workspace: true };
  listWebhookDeliveries: { tag: 'webhooks'; credentials: 'session'; workspace: true };
  replayWebhookDelivery: { tag: 'webhooks'; credentials: 'session'; workspace: true };
  listIntegrations: { tag: 'integrations'; credentials: 'session'; workspace: true };
  createIntegration: { tag: 'integrations'; credentials: 'session'; workspace: true };
  deleteIntegration: { tag: 'integrations'; credentials: 'session'; workspace: true };
  rotateIntegrationSecret: { tag: 'integrations'; credentials: 'session'; workspace: true };
  listIntegrationDeliveries: { tag: 'integrations'; credentials: 'session'; workspace: true };
  getPullRequestRules: {
    tag: 'integrations';
    credentials: 'pat' | 'agent' | 'session';
    workspace: true;
  };
  updatePullRequestRules: { tag: 'integrations'; credentials: 'pat' | 'session'; workspace: true };
}
