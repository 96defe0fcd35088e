import { sql, type Kysely } from 'kysely';

// Frozen in time: never import from src/ here, never edit after it has shipped.
//
// Code-host connections (GitHub, Gitea/Forgejo, GitLab) that call the service's webhook
// endpoint, the deliveries they sent, and optional per-project rules that move issues when
// their pull requests change.
//
// - integrations: one connection each, its signing secret sealed with SECRETS_KEY as the
//   webhooks' are; after a rotation the previous secret keeps working until
//   previous_secret_expires_at.
// - integration_deliveries: what each connection sent (the payload only until its job has
//   run), with the code host's delivery id unique per connection so a repeat writes nothing.
// - pull_request_rules: per project, the issue status a pull-request event moves a linked
//   issue to; no row, no move.
// - pull_request_links learns the states a code host reports (draft, reopened), the Gitea
//   provider, which connection keeps it current, and is unique per issue and URL (two
//   self-hosted servers may hold repositories of the same name).
// - events may name a connection as their actor.
//
// ALTER TYPE … ADD VALUE runs inside the migration's transaction; nothing here uses the
// new values before it commits.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TYPE pr_status ADD VALUE 'draft';
    ALTER TYPE pr_status ADD VALUE 'reopened';
    ALTER TYPE pr_provider ADD VALUE 'gitea';

    CREATE TABLE integrations (
      id text PRIMARY KEY,
      workspace_id text NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
      name text NOT NULL,
      provider text NOT NULL CHECK (provider IN ('github', 'gitea', 'gitlab')),
      base_url text NOT NULL,
      secret text NOT NULL,
      previous_secret text,
      previous_secret_expires_at timestamptz,
      created_by text REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX integrations_workspace_idx ON integrations (workspace_id, created_at, id);
    CREATE TRIGGER integrations_set_updated_at BEFORE UPDATE OF name, secret ON integrations
      FOR EACH ROW EXECUTE FUNCTION set_updated_at();

    CREATE TABLE integration_deliveries (
      id text PRIMARY KEY,
      integration_id text NOT NULL REFERENCES integrations (id) ON DELETE CASCADE,
      workspace_id text NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
      delivery_key text,
      event text NOT NULL,
      action text,
      outcome text NOT NULL CHECK (outcome IN ('pending', 'processed', 'ignored', 'rejected')),
      detail text,
      payload jsonb,
      received_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      processed_at timestamptz,
      UNIQUE (integration_id, delivery_key)
    );
    CREATE INDEX integration_deliveries_newest_idx
      ON integration_deliveries (integration_id, received_at DESC, id DESC);

    CREATE TABLE pull_request_rules (
      workspace_id text NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
      project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
      pr_event text NOT NULL
        CHECK (pr_event IN ('opened', 'ready_for_review', 'converted_to_draft', 'reopened',
                            'closed', 'merged')),
      status issue_status NOT NULL,
      PRIMARY KEY (project_id, pr_event)
    );

    ALTER TABLE pull_request_links
      ADD COLUMN integration_id text REFERENCES integrations (id) ON DELETE SET NULL,
      DROP CONSTRAINT pull_request_links_issue_id_provider_repository_number_key;
    CREATE UNIQUE INDEX pull_request_links_issue_url_key ON pull_request_links (issue_id, lower(url));
    CREATE INDEX pull_request_links_url_idx ON pull_request_links (workspace_id, lower(url));

    ALTER TABLE events
      DROP CONSTRAINT events_actor_type_check,
      ADD CONSTRAINT events_actor_type_check
        CHECK (actor_type IN ('user', 'agent', 'system', 'integration'));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE events
      DROP CONSTRAINT events_actor_type_check,
      ADD CONSTRAINT events_actor_type_check CHECK (actor_type IN ('user', 'agent', 'system'));
    DROP INDEX pull_request_links_url_idx;
    DROP INDEX pull_request_links_issue_url_key;
    ALTER TABLE pull_request_links
      DROP COLUMN integration_id,
      ADD CONSTRAINT pull_request_links_issue_id_provider_repository_number_key
        UNIQUE (issue_id, provider, repository, number);
    DROP TABLE pull_request_rules;
    DROP TABLE integration_deliveries;
    DROP TABLE integrations;
  `.execute(db);
}
