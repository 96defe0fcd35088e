import { sql, type Kysely } from 'kysely';

// Frozen in time: never import from src/ here, never edit after it has shipped.
//
// One audit table per account instead of two. `account_audit_log` (password reset or
// changed, email changed, sessions ended; with the address and browser) and
// `account_audit` (single sign-on: signed in, account created, linked, unlinked, refused)
// said the same kind of thing about the same person, so reading someone's history meant
// reading both. `account_audit_log`, the richer one, now holds every row:
//
// - `user_id` may be NULL: a sign-in refused after the provider answered may match no
//   account.
// - Every row of `account_audit` moves in with its id, action, details and time (no
//   address or browser: it never had them). The table is locked first, so the copy misses
//   no row a process of the previous release was writing meanwhile. Ids are cuid2 on both
//   sides: a clash would stop the migration rather than lose a row.
// - Deleting an account deletes its log (`ON DELETE CASCADE`, as `account_audit_log`
//   already did; `account_audit` had SET NULL). The log is the person's own data: the
//   addresses and browsers they used, their emails before and after a change, which
//   provider they signed in with. Its purpose is to show the owner what happened to their
//   account; once the account is gone nobody can read it for that, and rows kept with no
//   owner are personal data nobody can be asked to see or erase, kept for no stated time
//   (there is no retention sweep). What a workspace must remember of someone stays in the
//   workspace's own `audit_log`. Rows already without an account (refusals that matched
//   none, and single sign-on rows of accounts deleted under the old rule) move as they are.
// - `account_audit` stays as a view over `account_audit_log` for processes of the
//   previous release during a rolling upgrade: they insert single sign-on rows into it,
//   and a simple view takes those inserts into the one table (address and browser NULL).
//   Nothing in this release reads or writes it; a later migration drops it.
//
// Forward only: no down.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    LOCK TABLE account_audit IN ACCESS EXCLUSIVE MODE;

    ALTER TABLE account_audit_log ALTER COLUMN user_id DROP NOT NULL;

    INSERT INTO account_audit_log (id, user_id, action, details, created_at)
    SELECT id, user_id, action, details, created_at FROM account_audit;

    DROP TABLE account_audit;

    CREATE VIEW account_audit AS
      SELECT id, user_id, action, details, created_at FROM account_audit_log;
  `.execute(db);
}
