import { sql, type Kysely } from 'kysely';

// Frozen in time: never import from src/ here, never edit after it has shipped.
//
// An issue's assignee is a member of the workspace, enforced by the database: the
// assignee's foreign key goes to the membership (workspace_id, user_id) instead of the
// user. The API already refused to assign anyone else, but the check read the membership
// without locking it, so an assignment racing with the member's removal could commit
// after the removal had unassigned their issues. Now that write fails its foreign key
// (the API answers 409, nothing written), and a membership that goes away clears the
// assignments it still has (ON DELETE SET NULL of assignee_id alone). Deleting a user
// deletes their memberships, so it still clears their assignments as the old key did.
//
// Issues left assigned to people no longer in the workspace (the removal did not unassign
// them before) are unassigned first, without events: the key cannot hold otherwise.
//
// Forward only: no down.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    UPDATE issues i SET assignee_id = NULL
    WHERE i.assignee_id IS NOT NULL
      AND NOT EXISTS (SELECT FROM workspace_members m
                      WHERE m.workspace_id = i.workspace_id AND m.user_id = i.assignee_id)
  `.execute(db);
  await sql`
    ALTER TABLE issues
      DROP CONSTRAINT issues_assignee_id_fkey,
      ADD CONSTRAINT issues_workspace_id_assignee_id_fkey
        FOREIGN KEY (workspace_id, assignee_id) REFERENCES workspace_members (workspace_id, user_id)
        ON DELETE SET NULL (assignee_id)
  `.execute(db);
}
