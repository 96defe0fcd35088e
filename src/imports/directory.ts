/**
 * What an import looks up in the workspace as it goes, kept for the run: members by email
 * (assignees, comment authors) and labels by name (created when missing).
 */
import { sql } from 'kysely';
import type { Conn } from '../db/database';
import { newId } from '../db/ids';
import type { ImportedLabel } from './formats';

/** Colours for labels an export names without one, readable as chips on light and dark text. */
const PALETTE = ['#d73a4a', '#0e8a16', '#1d76db', '#fbca04', '#5319e7', '#e99695', '#006b75'];

function colorFor(name: string): string {
  let hash = 0;
  for (const char of name.toLowerCase()) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return PALETTE[hash % PALETTE.length]!;
}

export const MAX_LABEL_NAME = 50;

const EMAIL = /^[^\s@]+@[^\s@]+$/;

export class WorkspaceDirectory {
  /** lower(email) → the member's user id, or null when no member has it. */
  private readonly members = new Map<string, string | null>();
  /** lower(name) → label id. */
  private readonly labels = new Map<string, string>();

  constructor(private readonly workspaceId: string) {}

  /** Looks up, in one statement, the members behind the emails not looked up yet. */
  async findMembers(db: Conn, people: readonly (string | null)[]): Promise<void> {
    const emails = [
      ...new Set(
        people
          .filter((person): person is string => person !== null && EMAIL.test(person))
          .map((email) => email.toLowerCase()),
      ),
    ].filter((email) => !this.members.has(email));
    if (emails.length === 0) return;
    const { rows } = await sql<{ email: string; userId: string }>`
      SELECT lower(u.email) AS email, u.id AS user_id
      FROM workspace_members m JOIN users u ON u.id = m.user_id
      WHERE m.workspace_id = ${this.workspaceId} AND lower(u.email) = ANY(${emails}::text[])
    `.execute(db);
    for (const email of emails) this.members.set(email, null);
    for (const row of rows) this.members.set(row.email, row.userId);
  }

  /** The member a source person is, matched by email (after `findMembers`). */
  member(person: string | null): string | null {
    if (person === null || !EMAIL.test(person)) return null;
    return this.members.get(person.toLowerCase()) ?? null;
  }

  /**
   * The ids of these labels, those the workspace lacks created (one statement for the
   * missing, another to read what a concurrent import may have created first).
   */
  async ensureLabels(db: Conn, labels: readonly ImportedLabel[]): Promise<void> {
    const missing = new Map<string, ImportedLabel>();
    for (const label of labels) {
      const key = label.name.toLowerCase();
      if (!this.labels.has(key) && !missing.has(key)) missing.set(key, label);
    }
    if (missing.size === 0) return;
    const wanted = [...missing.values()];
    await sql`
      INSERT INTO labels (id, workspace_id, name, color)
      SELECT x.id, ${this.workspaceId}, x.name, x.color
      FROM json_to_recordset(${JSON.stringify(
        wanted.map((label) => ({
          id: newId(),
          name: label.name,
          color: label.color ?? colorFor(label.name),
        })),
      )}::json) AS x(id text, name text, color text)
      ON CONFLICT (workspace_id, lower(name)) DO NOTHING
    `.execute(db);
    const { rows } = await sql<{ id: string; key: string }>`
      SELECT id, lower(name) AS key FROM labels
      WHERE workspace_id = ${this.workspaceId} AND lower(name) = ANY(${[...missing.keys()]}::text[])
    `.execute(db);
    for (const row of rows) this.labels.set(row.key, row.id);
  }

  /** A label's id (after `ensureLabels`). */
  label(name: string): string | undefined {
    return this.labels.get(name.toLowerCase());
  }
}
