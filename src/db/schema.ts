/** The tables as Kysely sees them: one interface per table and the `Database` of them all. */
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { components } from '../generated/openapi-types';

// Enumerations come from the OpenAPI document's generated types (`npm run generate`).
type Schemas = components['schemas'];

// Column names are snake_case in SQL; Kysely's CamelCasePlugin maps them to these names.

type Timestamp = ColumnType<string, Date | string, Date | string>;
type CreatedAt = ColumnType<string, Date | string | undefined, never>;
type UpdatedAt = ColumnType<string, Date | string | undefined, Date | string>;

export type Plan = Schemas['Plan'];
export type MemberRole = Schemas['MemberRole'];

/** Login attempts without a success per email (lower-cased), in the window they started. */
export interface LoginFailuresTable {
  emailKey: string;
  failures: number;
  windowStartedAt: Timestamp;
}

export interface UsersTable {
  id: string;
  email: string;
  name: string;
  /** Null for an account made through single sign-on that never set a password. */
  passwordHash: string | null;
  /** Unique without regard to case; filled by the `users_fill_handle` trigger when omitted. */
  handle: Generated<string>;
  /** When the person last proved they read their address (a reset or invitation link). */
  emailVerifiedAt: ColumnType<string | null, Date | string | undefined, Date | string | null>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface SessionsTable {
  id: string;
  userId: string;
  accessTokenHash: Buffer;
  accessExpiresAt: Timestamp;
  refreshTokenHash: Buffer;
  /** The refresh token replaced at `refreshedAt`, still accepted for a short grace. */
  previousRefreshTokenHash: Generated<Buffer | null>;
  expiresAt: Timestamp;
  revokedAt: Timestamp | null;
  revokedReason: string | null;
  createdAt: CreatedAt;
  refreshedAt: Timestamp | null;
  /** The browser's User-Agent and the client address when the session started. */
  userAgent: ColumnType<string | null, string | null | undefined, never>;
  ipAddress: ColumnType<string | null, string | null | undefined, never>;
  /** When the session last started or refreshed (about every access-cookie lifetime). */
  lastSeenAt: ColumnType<string | null, Date | string | undefined, Date | string>;
}

/** Login attempts without a success per `pair:<email> <address>` and `address:<address>`. */
export interface LoginAttemptCountsTable {
  countKey: string;
  failures: number;
  windowStartedAt: Timestamp;
}

export type OneTimeTokenPurpose = 'password_reset' | 'invitation' | 'email_change';

/** Single-use tokens (reset, invitation, email change); only the SHA-256 is stored. */
export interface OneTimeTokensTable {
  id: string;
  purpose: OneTimeTokenPurpose;
  tokenHash: Buffer;
  userId: string | null;
  email: string | null;
  workspaceId: string | null;
  role: MemberRole | null;
  createdBy: string | null;
  expiresAt: Timestamp;
  spentAt: Timestamp | null;
  revokedAt: Timestamp | null;
  createdAt: CreatedAt;
}

/**
 * What happened to an account (password, email, sessions, single sign-on), for its owner and
 * the operator. `userId` is null for a single sign-on refused before it matched an account.
 */
export interface AccountAuditLogTable {
  id: string;
  userId: string | null;
  action: string;
  ipAddress: string | null;
  userAgent: string | null;
  details: ColumnType<Record<string, unknown>, string, never>;
  createdAt: CreatedAt;
}

export interface WorkspacesTable {
  id: string;
  name: string;
  plan: Plan;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface WorkspaceMembersTable {
  workspaceId: string;
  userId: string;
  role: MemberRole;
  createdAt: CreatedAt;
}

export interface ProjectsTable {
  id: string;
  workspaceId: string;
  name: string;
  prefix: string;
  description: string | null;
  archivedAt: Timestamp | null;
  lastIssueNumber: Generated<number>;
  createdBy: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
  /** One more at every change the API shows (`bump_version`): the entity tag of its reads. */
  version: Generated<number>;
}

export type SprintState = Schemas['SprintState'];

export interface SprintsTable {
  id: string;
  workspaceId: string;
  projectId: string;
  name: string;
  goal: string | null;
  /** `date` columns travel as `YYYY-MM-DD` strings (see database.ts). */
  startsOn: string | null;
  endsOn: string | null;
  state: Generated<SprintState>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
  /** One more at every change the API shows (`bump_version`): the entity tag of its reads. */
  version: Generated<number>;
}

export type IssueStatus = Schemas['IssueStatus'];
export type IssuePriority = Schemas['IssuePriority'];

export interface IssuesTable {
  id: string;
  workspaceId: string;
  projectId: string;
  number: number;
  title: string;
  description: string | null;
  status: Generated<IssueStatus>;
  priority: Generated<IssuePriority>;
  assigneeId: string | null;
  parentId: string | null;
  sprintId: string | null;
  /** A calendar day, as `YYYY-MM-DD`. */
  dueOn: string | null;
  /** Points, 0 to 1000. */
  estimate: number | null;
  /** The board's order by hand within (project, status), top first: numeric, read as text. */
  rank: Generated<string>;
  /** When the issue joined its sprint (a trigger keeps it). */
  sprintAddedAt: ColumnType<Date | null, never, never>;
  createdBy: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
  closedAt: Timestamp | null;
  /** One more at every change the API shows (`bump_version`): the entity tag of its reads. */
  version: Generated<number>;
  /** Generated tsvector over title (A) and description (B). */
  search: ColumnType<string, never, never>;
}

/** Issues per project and status, kept by triggers (`issue_counts_for_project` in migrations/schema.sql). */
export interface IssueCountsTable {
  workspaceId: string;
  projectId: string;
  status: IssueStatus;
  count: number;
}

export interface IssueWatchersTable {
  issueId: string;
  userId: string;
  workspaceId: string;
  createdAt: CreatedAt;
}

export type PrProvider = Schemas['PullRequestLink']['provider'];
export type PrStatus = Schemas['PullRequestStatus'];

export interface PullRequestLinksTable {
  id: string;
  workspaceId: string;
  issueId: string;
  url: string;
  provider: PrProvider;
  repository: string;
  number: number;
  status: Generated<PrStatus>;
  /** The code-host connection that linked it and keeps it current; null when linked by hand. */
  integrationId: Generated<string | null>;
  createdBy: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface CommentsTable {
  id: string;
  workspaceId: string;
  issueId: string;
  authorId: string | null;
  authorAgentId: string | null;
  body: string;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
  /** One more at every change the API shows (`bump_version`): the entity tag of its reads. */
  version: Generated<number>;
}

export type AgentTier = Schemas['AgentTier'];
export type Scope = Schemas['Scope'];

export interface AgentsTable {
  id: string;
  workspaceId: string;
  name: string;
  description: string | null;
  createdBy: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
  /** SHA-256 of the current agent token's secret; null until one is issued. */
  tokenHash: Buffer | null;
  tokenHint: string | null;
  tokenTier: AgentTier | null;
  tokenRotatedAt: Timestamp | null;
}

export interface ApiTokensTable {
  id: string;
  workspaceId: string;
  userId: string;
  name: string;
  scopes: Scope[];
  tokenHash: Buffer;
  tokenHint: string;
  createdAt: CreatedAt;
  lastUsedAt: Timestamp | null;
  revokedAt: Timestamp | null;
}

export interface AuditLogTable {
  id: string;
  workspaceId: string;
  actorId: string | null;
  action: Schemas['AuditEntry']['action'];
  targetType: Schemas['AuditEntry']['targetType'];
  targetId: string;
  details: ColumnType<Record<string, unknown>, string, never>;
  createdAt: CreatedAt;
}

export type AgentSessionState = Schemas['AgentSessionState'];

export interface AgentSessionsTable {
  id: string;
  workspaceId: string;
  agentId: string;
  issueId: string | null;
  state: Generated<AgentSessionState>;
  summary: string | null;
  error: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
  endedAt: Timestamp | null;
}

export type ActorType = Schemas['Event']['actorType'];

export interface EventsTable {
  id: string;
  workspaceId: string;
  name: string;
  actorType: ActorType;
  actorId: string | null;
  entityType: string;
  entityId: string;
  projectId: string | null;
  issueId: string | null;
  changes: ColumnType<Record<string, { old: unknown; new: unknown }>, string | undefined, never>;
  payload: ColumnType<Record<string, unknown>, string | undefined, never>;
  /** W3C `traceparent` of the request that recorded it, when tracing was on. */
  traceParent: string | null;
  createdAt: CreatedAt;
  /** The recording transaction's id (xid8, as text); no longer read. */
  xid: ColumnType<string, never, never>;
  /** Order of the row among every workspace's; no longer read. */
  seq: ColumnType<number, never, never>;
  /**
   * The event's place in its workspace's stream (1, 2, …), in commit order: a trigger sets
   * it as the recording transaction commits, so only that transaction sees it NULL.
   */
  position: ColumnType<string, never, never>;
}

export type DeliveryState = Schemas['DeliveryState'];
export type WebhookEvent = Schemas['WebhookEvent'];

export interface WebhooksTable {
  id: string;
  workspaceId: string;
  url: string;
  events: WebhookEvent[];
  secret: string;
  active: Generated<boolean>;
  consecutiveFailures: Generated<number>;
  disabledAt: Timestamp | null;
  disabledReason: Schemas['Webhook']['disabledReason'];
  createdBy: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface WebhookDeliveriesTable {
  id: string;
  workspaceId: string;
  webhookId: string;
  eventId: string | null;
  event: string;
  payload: ColumnType<Record<string, unknown>, string, never>;
  secret: string;
  state: Generated<DeliveryState>;
  attempts: Generated<number>;
  replayOf: string | null;
  nextAttemptAt: ColumnType<string, Date | string | undefined, Date | string>;
  leasedUntil: Timestamp | null;
  /** Due, but waiting for one of its webhook's in-flight slots. */
  parkedAt: Timestamp | null;
  createdAt: CreatedAt;
  completedAt: Timestamp | null;
}

export interface WebhookAttemptsTable {
  deliveryId: string;
  attempt: number;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
  /** The receiver's response headers (Set-Cookie left out); null when it never answered. */
  responseHeaders: Record<string, string> | null;
  /** The first 2 KiB of its response body, as text. */
  responseBody: string | null;
  /** Whether the body was longer than what is kept. */
  responseBodyCut: Generated<boolean>;
  createdAt: CreatedAt;
}

/** A stored answer for `Idempotency-Key` retries (see `src/idempotency/`). */
export interface IdempotencyKeysTable {
  /** Empty for operations outside a workspace (createWorkspace). */
  workspaceId: string;
  ownerType: 'user' | 'agent';
  ownerId: string;
  key: string;
  /** SHA-256 of method, path, query and canonical JSON body. */
  fingerprint: string;
  /** Which attempt holds the row: a finish only writes its own claim. */
  claimId: string;
  /** Null while the first request still runs. */
  status: number | null;
  body: unknown;
  /** Secret fields left out of the stored body. */
  withheld: Generated<string[]>;
  leaseExpiresAt: Timestamp | null;
  createdAt: CreatedAt;
}

export type IntegrationProvider = Schemas['IntegrationProvider'];

/** A code-host connection (`src/integrations/`); secrets sealed with SECRETS_KEY. */
export interface IntegrationsTable {
  id: string;
  workspaceId: string;
  name: string;
  provider: IntegrationProvider;
  /** The code host's address, without a trailing slash. */
  baseUrl: string;
  secret: string;
  /** The secret the last rotation replaced, accepted until `previousSecretExpiresAt`. */
  previousSecret: string | null;
  previousSecretExpiresAt: Timestamp | null;
  createdBy: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface LabelsTable {
  id: string;
  workspaceId: string;
  name: string;
  /** `#rrggbb`, lower case. */
  color: string;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export type IntegrationOutcome = Schemas['IntegrationDelivery']['outcome'];

/** What a code host sent; the payload is kept only until its job has run. */
export interface IntegrationDeliveriesTable {
  id: string;
  integrationId: string;
  workspaceId: string;
  /** The code host's delivery id: unique per connection, so a repeat writes nothing. */
  deliveryKey: string | null;
  event: string;
  action: string | null;
  outcome: IntegrationOutcome;
  detail: string | null;
  payload: unknown;
  receivedAt: CreatedAt;
  processedAt: Timestamp | null;
}

export type PullRequestRuleEvent = Exclude<keyof Schemas['PullRequestRules'], 'projectId'>;

/** Per project, the issue status a pull-request event moves a linked issue to. */
export interface PullRequestRulesTable {
  workspaceId: string;
  projectId: string;
  prEvent: PullRequestRuleEvent;
  status: Schemas['IssueStatus'];
}

/** A person's account at an OpenID provider: (issuer, subject), never the email. */
export interface UserIdentitiesTable {
  id: string;
  userId: string;
  issuer: string;
  subject: string;
  /** The email the provider last gave, for the person to recognise the account. */
  email: string | null;
  createdAt: CreatedAt;
  lastUsedAt: ColumnType<string, Date | string | undefined, Date | string>;
}

/** A sign-in under way at the provider, spent by its callback. */
export interface SsoAttemptsTable {
  id: string;
  secretHash: string;
  state: string;
  nonce: string;
  codeVerifier: string;
  returnTo: string;
  linkSessionId: string | null;
  createdAt: CreatedAt;
  expiresAt: ColumnType<string, Date | string, never>;
}

export interface IssueLabelsTable {
  issueId: string;
  labelId: string;
  workspaceId: string;
}

export type ImportFormat = Schemas['ImportFormat'];
export type ImportStatus = Schemas['Import']['status'];
export type ImportOutcome = Schemas['ImportReportLine']['outcome'];

export interface ImportsTable {
  id: string;
  workspaceId: string;
  projectId: string;
  format: ImportFormat;
  dryRun: boolean;
  status: Generated<ImportStatus>;
  /** The export's text, read again by the job after a restart. */
  content: string;
  total: number;
  /** Rows before this one are done (0-based over the export's rows). */
  nextRow: Generated<number>;
  created: Generated<number>;
  alreadyImported: Generated<number>;
  failed: Generated<number>;
  error: string | null;
  createdBy: string | null;
  createdAt: CreatedAt;
  finishedAt: Timestamp | null;
}

export interface ImportReportTable {
  importId: string;
  row: number;
  seq: Generated<number>;
  sourceKey: string | null;
  outcome: ImportOutcome;
  message: string;
}

/** Where an imported issue came from: `jira:ACME-101`, unique per workspace. */
export interface IssueSourcesTable {
  workspaceId: string;
  sourceKey: string;
  issueId: string;
  importId: string | null;
}

export interface Database {
  users: UsersTable;
  loginFailures: LoginFailuresTable;
  loginAttemptCounts: LoginAttemptCountsTable;
  oneTimeTokens: OneTimeTokensTable;
  accountAuditLog: AccountAuditLogTable;
  sessions: SessionsTable;
  workspaces: WorkspacesTable;
  workspaceMembers: WorkspaceMembersTable;
  projects: ProjectsTable;
  sprints: SprintsTable;
  issues: IssuesTable;
  issueWatchers: IssueWatchersTable;
  issueCounts: IssueCountsTable;
  pullRequestLinks: PullRequestLinksTable;
  comments: CommentsTable;
  agents: AgentsTable;
  agentSessions: AgentSessionsTable;
  events: EventsTable;
  apiTokens: ApiTokensTable;
  auditLog: AuditLogTable;
  webhooks: WebhooksTable;
  webhookDeliveries: WebhookDeliveriesTable;
  webhookAttempts: WebhookAttemptsTable;
  idempotencyKeys: IdempotencyKeysTable;
  integrations: IntegrationsTable;
  integrationDeliveries: IntegrationDeliveriesTable;
  pullRequestRules: PullRequestRulesTable;
  userIdentities: UserIdentitiesTable;
  ssoAttempts: SsoAttemptsTable;
  labels: LabelsTable;
  issueLabels: IssueLabelsTable;
  imports: ImportsTable;
  importReport: ImportReportTable;
  issueSources: IssueSourcesTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type Session = Selectable<SessionsTable>;
export type Workspace = Selectable<WorkspacesTable>;
export type WorkspaceUpdate = Updateable<WorkspacesTable>;
export type WorkspaceMember = Selectable<WorkspaceMembersTable>;
export type { Generated };
