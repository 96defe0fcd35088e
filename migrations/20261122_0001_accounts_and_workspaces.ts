import { sql, type Kysely } from 'kysely';

// Frozen in time: never import from src/ here, never edit after it has shipped.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE users (
      id text PRIMARY KEY,
      email text NOT NULL,
      name text NOT NULL,
      password_hash text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX users_email_key ON users (lower(email));

    CREATE TABLE sessions (
      id text PRIMARY KEY,
      user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      access_token_hash bytea NOT NULL,
      access_expires_at timestamptz NOT NULL,
      refresh_token_hash bytea NOT NULL,
      expires_at timestamptz NOT NULL,
      revoked_at timestamptz,
      revoked_reason text,
      created_at timestamptz NOT NULL DEFAULT now(),
      refreshed_at timestamptz
    );
    CREATE INDEX sessions_user_id_idx ON sessions (user_id);
    CREATE INDEX sessions_expires_at_idx ON sessions (expires_at);

    CREATE TYPE plan AS ENUM ('FREE', 'PRO', 'TEAM', 'ENTERPRISE');
    CREATE TYPE member_role AS ENUM ('owner', 'admin', 'member');

    CREATE TABLE workspaces (
      id text PRIMARY KEY,
      name text NOT NULL,
      plan plan NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE workspace_members (
      workspace_id text NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
      user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      role member_role NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (workspace_id, user_id)
    );
    CREATE INDEX workspace_members_user_id_idx ON workspace_members (user_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE workspace_members;
    DROP TABLE workspaces;
    DROP TYPE member_role;
    DROP TYPE plan;
    DROP TABLE sessions;
    DROP TABLE users;
  `.execute(db);
}
