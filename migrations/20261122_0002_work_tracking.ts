import { sql, type Kysely } from 'kysely';

// Frozen in time: never import from src/ here, never edit after it has shipped.
// Every tenant table carries workspace_id so every query can filter on it directly.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE projects (
      id text PRIMARY KEY,
      workspace_id text NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
      name text NOT NULL,
      prefix text NOT NULL,
      description text,
      archived_at timestamptz,
      -- Last issue number handed out; bumped under the row lock, so numbers never repeat.
      last_issue_number integer NOT NULL DEFAULT 0,
      created_by text REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (workspace_id, id)
    );
    CREATE UNIQUE INDEX projects_workspace_prefix_key ON projects (workspace_id, prefix);
    CREATE INDEX projects_workspace_created_idx ON projects (workspace_id, created_at DESC, id);

    CREATE TYPE sprint_state AS ENUM ('planned', 'active', 'completed');
    CREATE TABLE sprints (
      id text PRIMARY KEY,
      workspace_id text NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
      project_id text NOT NULL,
      name text NOT NULL,
      goal text,
      starts_on date,
      ends_on date,
      state sprint_state NOT NULL DEFAULT 'planned',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      FOREIGN KEY (workspace_id, project_id) REFERENCES projects (workspace_id, id) ON DELETE CASCADE,
      UNIQUE (project_id, id),
      CHECK (ends_on IS NULL OR starts_on IS NULL OR ends_on >= starts_on)
    );
    CREATE INDEX sprints_project_idx ON sprints (project_id, created_at DESC);

    CREATE TYPE issue_status AS ENUM ('backlog', 'todo', 'in_progress', 'in_review', 'done', 'cancelled');
    CREATE TYPE issue_priority AS ENUM ('none', 'low', 'medium', 'high', 'urgent');
    CREATE TABLE issues (
      id text PRIMARY KEY,
      workspace_id text NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
      project_id text NOT NULL,
      number integer NOT NULL,
      title text NOT NULL,
      description text,
      status issue_status NOT NULL DEFAULT 'backlog',
      priority issue_priority NOT NULL DEFAULT 'none',
      assignee_id text REFERENCES users (id) ON DELETE SET NULL,
      parent_id text,
      sprint_id text,
      created_by text REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      closed_at timestamptz,
      search tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('simple', coalesce(title, '')), 'A') ||
        setweight(to_tsvector('simple', coalesce(description, '')), 'B')
      ) STORED,
      FOREIGN KEY (workspace_id, project_id) REFERENCES projects (workspace_id, id) ON DELETE CASCADE,
      -- A parent and a sprint must belong to the same project as the issue.
      FOREIGN KEY (project_id, parent_id) REFERENCES issues (project_id, id) ON DELETE SET NULL (parent_id),
      FOREIGN KEY (project_id, sprint_id) REFERENCES sprints (project_id, id) ON DELETE SET NULL (sprint_id),
      UNIQUE (project_id, id),
      UNIQUE (project_id, number)
    );
    CREATE INDEX issues_workspace_created_idx ON issues (workspace_id, created_at DESC, id);
    CREATE INDEX issues_workspace_updated_idx ON issues (workspace_id, updated_at DESC, id);
    CREATE INDEX issues_project_created_idx ON issues (project_id, created_at DESC, id);
    CREATE INDEX issues_assignee_idx ON issues (workspace_id, assignee_id);
    CREATE INDEX issues_sprint_idx ON issues (sprint_id) WHERE sprint_id IS NOT NULL;
    CREATE INDEX issues_parent_idx ON issues (parent_id) WHERE parent_id IS NOT NULL;
    CREATE INDEX issues_search_idx ON issues USING gin (search);

    CREATE TABLE issue_watchers (
      issue_id text NOT NULL REFERENCES issues (id) ON DELETE CASCADE,
      user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      workspace_id text NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (issue_id, user_id)
    );

    CREATE TYPE pr_provider AS ENUM ('github', 'gitlab');
    CREATE TYPE pr_status AS ENUM ('open', 'merged', 'closed');
    CREATE TABLE pull_request_links (
      id text PRIMARY KEY,
      workspace_id text NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
      issue_id text NOT NULL REFERENCES issues (id) ON DELETE CASCADE,
      url text NOT NULL,
      provider pr_provider NOT NULL,
      repository text NOT NULL,
      number integer NOT NULL,
      status pr_status NOT NULL DEFAULT 'open',
      created_by text REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (issue_id, provider, repository, number)
    );

    CREATE TABLE comments (
      id text PRIMARY KEY,
      workspace_id text NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
      issue_id text NOT NULL REFERENCES issues (id) ON DELETE CASCADE,
      author_id text REFERENCES users (id) ON DELETE SET NULL,
      author_agent_id text,
      body text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX comments_issue_idx ON comments (issue_id, created_at, id);

    CREATE TABLE agents (
      id text PRIMARY KEY,
      workspace_id text NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
      name text NOT NULL,
      description text,
      created_by text REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX agents_workspace_idx ON agents (workspace_id, created_at DESC);

    CREATE TYPE agent_session_state AS ENUM ('running', 'completed', 'errored');
    CREATE TABLE agent_sessions (
      id text PRIMARY KEY,
      workspace_id text NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
      agent_id text NOT NULL REFERENCES agents (id) ON DELETE CASCADE,
      issue_id text REFERENCES issues (id) ON DELETE SET NULL,
      state agent_session_state NOT NULL DEFAULT 'running',
      summary text,
      error text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      ended_at timestamptz
    );
    CREATE INDEX agent_sessions_workspace_idx ON agent_sessions (workspace_id, created_at DESC);
    CREATE INDEX agent_sessions_agent_idx ON agent_sessions (agent_id, created_at DESC);

    -- Append-only record of every change: activity streams read it, webhooks deliver it.
    CREATE TABLE events (
      id text PRIMARY KEY,
      workspace_id text NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
      name text NOT NULL,
      actor_type text NOT NULL CHECK (actor_type IN ('user', 'agent', 'system')),
      actor_id text,
      entity_type text NOT NULL,
      entity_id text NOT NULL,
      project_id text,
      issue_id text,
      changes jsonb NOT NULL DEFAULT '{}',
      payload jsonb NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT clock_timestamp()
    );
    CREATE INDEX events_project_idx ON events (workspace_id, project_id, created_at DESC, id);
    CREATE INDEX events_issue_idx ON events (workspace_id, issue_id, created_at DESC, id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE events;
    DROP TABLE agent_sessions;
    DROP TYPE agent_session_state;
    DROP TABLE agents;
    DROP TABLE comments;
    DROP TABLE pull_request_links;
    DROP TYPE pr_status;
    DROP TYPE pr_provider;
    DROP TABLE issue_watchers;
    DROP TABLE issues;
    DROP TYPE issue_priority;
    DROP TYPE issue_status;
    DROP TABLE sprints;
    DROP TYPE sprint_state;
    DROP TABLE projects;
  `.execute(db);
}
