import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Plan } from '../workspaces/plans';

// Column names are snake_case in SQL; Kysely's CamelCasePlugin maps them to these names.

type CreatedAt = ColumnType<Date, Date | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | undefined, Date>;

export type MemberRole = 'owner' | 'admin' | 'member';

export interface UsersTable {
  id: string;
  email: string;
  name: string;
  passwordHash: string;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface SessionsTable {
  id: string;
  userId: string;
  accessTokenHash: Buffer;
  accessExpiresAt: Date;
  refreshTokenHash: Buffer;
  expiresAt: Date;
  revokedAt: Date | null;
  revokedReason: string | null;
  createdAt: CreatedAt;
  refreshedAt: Date | null;
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

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  workspaces: WorkspacesTable;
  workspaceMembers: WorkspaceMembersTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type Session = Selectable<SessionsTable>;
export type Workspace = Selectable<WorkspacesTable>;
export type WorkspaceUpdate = Updateable<WorkspacesTable>;
export type WorkspaceMember = Selectable<WorkspaceMembersTable>;
export type { Generated };
