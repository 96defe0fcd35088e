import { sql, type Kysely } from 'kysely';

// Frozen in time: never import from src/ here, never edit after it has shipped.
//
// Single sign-on with OpenID Connect.
//
// - `user_identities`: a person's account at an identity provider, keyed on (issuer,
//   subject) as OpenID Connect defines it, never on the email (which the person may change
//   at the provider). One identity per provider per account.
// - `sso_attempts`: a sign-in under way at the provider. The browser holds
//   `<id>.<secret>` in a short-lived HttpOnly cookie; only the secret's SHA-256 is stored,
//   beside the `state`, `nonce` and PKCE verifier the callback checks. Spent (deleted) by
//   the callback, once.
// - `account_audit`: what happened to an account outside any workspace (signed in through
//   a provider, linked, unlinked, refused), naming the provider.
// - Accounts created through a provider have no password: `users.password_hash` may be
//   NULL, and password login treats such an account like an unknown email.
//
// Forward only: no down.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ALTER COLUMN password_hash DROP NOT NULL`.execute(db);

  await sql`
    CREATE TABLE user_identities (
      id text PRIMARY KEY,
      user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      issuer text NOT NULL,
      subject text NOT NULL,
      email text,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_used_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT user_identities_issuer_subject_key UNIQUE (issuer, subject),
      CONSTRAINT user_identities_user_issuer_key UNIQUE (user_id, issuer)
    )
  `.execute(db);

  await sql`
    CREATE TABLE sso_attempts (
      id text PRIMARY KEY,
      secret_hash text NOT NULL,
      state text NOT NULL,
      nonce text NOT NULL,
      code_verifier text NOT NULL,
      return_to text NOT NULL,
      -- Set when a signed-in person links a provider: the session that asked.
      link_session_id text REFERENCES sessions (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL
    )
  `.execute(db);
  await sql`CREATE INDEX sso_attempts_expires_idx ON sso_attempts (expires_at)`.execute(db);

  await sql`
    CREATE TABLE account_audit (
      id text PRIMARY KEY,
      user_id text REFERENCES users (id) ON DELETE SET NULL,
      action text NOT NULL,
      details jsonb NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT clock_timestamp()
    )
  `.execute(db);
  await sql`CREATE INDEX account_audit_user_idx ON account_audit (user_id, created_at DESC)`.execute(
    db,
  );
}
