// Generated from openapi/openapi.yaml by `npm run generate` (scripts/generate.ts). Do not edit.
import type { components } from './openapi.js';

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
