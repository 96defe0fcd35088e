import { sql, type Kysely } from 'kysely';

// Frozen in time: never import from src/ here, never edit after it has shipped.
//
// Every person gets a `handle` (mentions are `@handle`): unique without regard to case,
// letters, digits, `-` and `_`, 1-39 characters, starting and ending with a letter or
// digit. It is made from the email's local part (lower-cased, other characters turned
// into `-`, at most 30 characters, `user` when nothing is left), with `-2`, `-3`… when
// taken. One rule, in SQL: the backfill, the trigger and the service use these functions.
//
// The trigger fills the handle of a row inserted without one, so a process of the
// previous release (which knows nothing of handles) keeps creating accounts during an
// upgrade, and every feature that creates a user gets a handle the same way.
//
// Forward only: no down.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION handle_base(source text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT coalesce(
        nullif(trim(BOTH '-_' FROM left(
          trim(BOTH '-_' FROM regexp_replace(lower(source), '[^a-z0-9_-]+', '-', 'g')), 30)), ''),
        'user')
    $$;

    CREATE FUNCTION email_handle_base(email text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT handle_base(regexp_replace(email, '@[^@]*$', ''))
    $$;

    ALTER TABLE users ADD COLUMN handle text;
    CREATE UNIQUE INDEX users_handle_key ON users (lower(handle));

    -- The first free handle of base, base-2, base-3…; after 20 taken, a random suffix.
    CREATE FUNCTION free_handle(base text) RETURNS text
    LANGUAGE plpgsql VOLATILE AS $$
    DECLARE
      candidate text := base;
      n int := 1;
    BEGIN
      WHILE EXISTS (SELECT FROM users WHERE lower(handle) = lower(candidate)) LOOP
        n := n + 1;
        candidate := base || '-' || CASE WHEN n <= 20 THEN n::text
                                         ELSE substr(md5(random()::text), 1, 8) END;
      END LOOP;
      RETURN candidate;
    END
    $$;

    CREATE FUNCTION users_fill_handle() RETURNS trigger
    LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.handle IS NULL THEN
        NEW.handle := free_handle(email_handle_base(NEW.email));
      END IF;
      RETURN NEW;
    END
    $$;
    CREATE TRIGGER users_fill_handle BEFORE INSERT ON users
      FOR EACH ROW EXECUTE FUNCTION users_fill_handle();
  `.execute(db);

  // Oldest accounts first: they keep the handle without a suffix.
  await sql`
    DO $$
    DECLARE
      r record;
    BEGIN
      FOR r IN SELECT id, email FROM users WHERE handle IS NULL ORDER BY created_at, id LOOP
        UPDATE users SET handle = free_handle(email_handle_base(r.email)) WHERE id = r.id;
      END LOOP;
    END
    $$;
  `.execute(db);

  await sql`
    ALTER TABLE users
      ALTER COLUMN handle SET NOT NULL,
      ADD CONSTRAINT users_handle_format
        CHECK (handle ~ '^[A-Za-z0-9]([A-Za-z0-9_-]{0,37}[A-Za-z0-9])?$');
  `.execute(db);
}
