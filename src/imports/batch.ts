/**
 * One batch of an import: its rows checked against what the workspace already holds,
 * then, unless a dry run, its issues, labels, comments and source keys written, with its
 * report lines and the import's progress, in the caller's transaction.
 */
import { sql } from 'kysely';
import type { Conn } from '../db/database';
import { newId } from '../db/ids';
import { MAX_LABEL_NAME, type WorkspaceDirectory } from './directory';
import type { ImportedIssue, SourceRow } from './formats';
import type { ImportOutcome } from '../db/schema';

/** A line of an import's report (`import_report`). */
export interface ReportLine {
  row: number;
  sourceKey: string | null;
  outcome: ImportOutcome;
  message: string;
}

const MAX_TITLE = 500;
const MAX_DESCRIPTION = 20_000;
const MAX_COMMENT = 10_000;

export interface ImportRun {
  id: string;
  workspaceId: string;
  projectId: string;
  dryRun: boolean;
  createdBy: string | null;
  rows: SourceRow[];
  /** Each source key's first row with an issue in the export. */
  firstRowOf: Map<string, number>;
  directory: WorkspaceDirectory;
}

/** Thrown when the project can no longer take issues: the import stops, failed. */
export class ProjectClosed extends Error {}

function cut(text: string, max: number, what: string, notes: string[]): string {
  if (text.length <= max) return text;
  notes.push(`The ${what} was longer than ${max} characters: cut to ${max}.`);
  return text.slice(0, max);
}

/** When and by whom a comment whose author is not a member was written, kept in its text. */
function attributed(author: string | null, date: string | null, body: string): string {
  const when = date ? ` on ${date.slice(0, 16).replace('T', ' ')} UTC` : '';
  return `_Originally written by ${author ?? 'someone unknown'}${when}:_\n\n${body}`;
}

/** The keys of the batch already imported into the workspace, each with its issue's reference. */
async function importedBefore(db: Conn, workspaceId: string, keys: string[]) {
  if (keys.length === 0) return new Map<string, string>();
  const { rows } = await sql<{ sourceKey: string; reference: string }>`
    SELECT s.source_key, p.prefix || '-' || i.number AS reference
    FROM issue_sources s JOIN issues i ON i.id = s.issue_id JOIN projects p ON p.id = i.project_id
    WHERE s.workspace_id = ${workspaceId} AND s.source_key = ANY(${keys}::text[])
  `.execute(db);
  return new Map(rows.map((row) => [row.sourceKey, row.reference]));
}

/** Takes `count` issue numbers of the project; none when it was archived or deleted. */
async function takeNumbers(db: Conn, run: ImportRun, count: number): Promise<number> {
  const { rows } = await sql<{ last: number }>`
    UPDATE projects SET last_issue_number = last_issue_number + ${count}
    WHERE workspace_id = ${run.workspaceId} AND id = ${run.projectId} AND archived_at IS NULL
    RETURNING last_issue_number AS last
  `.execute(db);
  if (!rows[0]) throw new ProjectClosed('The project was archived or deleted during the import.');
  return rows[0].last - count + 1;
}

interface Planned {
  row: SourceRow & { issue: ImportedIssue; sourceKey: string };
  id: string;
}

async function writeIssues(db: Conn, run: ImportRun, planned: Planned[]) {
  const labels = planned.flatMap(({ row }) => row.issue.labels);
  await run.directory.ensureLabels(db, labels);
  const first = await takeNumbers(db, run, planned.length);
  const issues = planned.map(({ row, id }, index) => ({
    id,
    number: first + index,
    title: row.issue.title,
    description: row.issue.description,
    status: row.issue.status,
    priority: row.issue.priority,
    assignee_id: run.directory.member(row.issue.assignee),
    created_at: row.issue.createdAt,
  }));
  const json = (value: unknown) => JSON.stringify(value);
  await sql`
    INSERT INTO issues (id, workspace_id, project_id, number, title, description, status,
                        priority, assignee_id, created_by, created_at, closed_at)
    SELECT x.id, ${run.workspaceId}, ${run.projectId}, x.number, x.title, x.description,
           x.status::issue_status, x.priority::issue_priority, x.assignee_id, ${run.createdBy},
           coalesce(x.created_at, now()),
           CASE WHEN x.status IN ('done', 'cancelled') THEN now() END
    FROM json_to_recordset(${json(issues)}::json) AS x(id text, number integer, title text,
      description text, status text, priority text, assignee_id text, created_at timestamptz)
  `.execute(db);
  const issueLabels = planned.flatMap(({ row, id }) =>
    [...new Set(row.issue.labels.map((label) => run.directory.label(label.name)!))].map(
      (labelId) => ({ issue_id: id, label_id: labelId }),
    ),
  );
  if (issueLabels.length > 0) {
    await sql`
      INSERT INTO issue_labels (issue_id, label_id, workspace_id)
      SELECT x.issue_id, x.label_id, ${run.workspaceId}
      FROM json_to_recordset(${json(issueLabels)}::json) AS x(issue_id text, label_id text)
    `.execute(db);
  }
  const comments = planned.flatMap(({ row, id }) =>
    row.issue.comments.map((comment) => {
      const member = run.directory.member(comment.author);
      const body = member ? comment.body : attributed(comment.author, comment.date, comment.body);
      return {
        id: newId(),
        issue_id: id,
        author_id: member ?? run.createdBy,
        body: cut(body, MAX_COMMENT, 'comment', row.notes),
        created_at: comment.date,
      };
    }),
  );
  if (comments.length > 0) {
    await sql`
      INSERT INTO comments (id, workspace_id, issue_id, author_id, body, created_at, updated_at)
      SELECT x.id, ${run.workspaceId}, x.issue_id, x.author_id, x.body,
             coalesce(x.created_at, now()), coalesce(x.created_at, now())
      FROM json_to_recordset(${json(comments)}::json)
        AS x(id text, issue_id text, author_id text, body text, created_at timestamptz)
    `.execute(db);
  }
  // A key taken meanwhile by another import of the same export fails the batch, which
  // then runs again and reports those rows as already imported.
  await sql`
    INSERT INTO issue_sources (workspace_id, source_key, issue_id, import_id)
    SELECT ${run.workspaceId}, x.source_key, x.issue_id, ${run.id}
    FROM json_to_recordset(${json(
      planned.map(({ row, id }) => ({ source_key: row.sourceKey, issue_id: id })),
    )}::json) AS x(source_key text, issue_id text)
  `.execute(db);
}

/** Shapes an issue to the service's limits, noting what it changed or could not keep. */
function fitted(run: ImportRun, row: SourceRow, issue: ImportedIssue): ImportedIssue {
  const notes = row.notes;
  if (issue.assignee !== null && run.directory.member(issue.assignee) === null)
    notes.push(
      `The assignee "${issue.assignee}" is not a member here (matched by email): left unassigned.`,
    );
  const labels = issue.labels.filter((label) => {
    if (label.name.length <= MAX_LABEL_NAME) return true;
    notes.push(
      `The label "${label.name.slice(0, 60)}…" is longer than ${MAX_LABEL_NAME} characters: left out.`,
    );
    return false;
  });
  return {
    ...issue,
    title: cut(issue.title, MAX_TITLE, 'title', notes),
    description:
      issue.description === null
        ? null
        : cut(issue.description, MAX_DESCRIPTION, 'description', notes),
    labels,
  };
}

/**
 * Imports rows [from, to) and records the import's progress, in `trx`. Returns where the
 * import stands after it: `to`, or further when another run already did this batch.
 */
export async function importBatch(trx: Conn, run: ImportRun, from: number, to: number) {
  const { rows: held } = await sql<{ nextRow: number }>`
    SELECT next_row FROM imports WHERE id = ${run.id} FOR UPDATE
  `.execute(trx);
  if (!held[0] || held[0].nextRow !== from) return held[0]?.nextRow ?? run.rows.length;
  const batch = run.rows.slice(from, to);
  const keys = batch.flatMap((row) => (row.issue && row.sourceKey ? [row.sourceKey] : []));
  const before = await importedBefore(trx, run.workspaceId, keys);
  const lines: ReportLine[] = [];
  const planned: Planned[] = [];
  let failed = 0;
  let already = 0;
  for (const row of batch) {
    const { sourceKey } = row;
    if (!row.issue || !sourceKey) {
      failed += 1;
      lines.push({
        row: row.row,
        sourceKey,
        outcome: 'failed',
        message: row.error ?? 'Not imported.',
      });
      continue;
    }
    const firstRow = run.firstRowOf.get(sourceKey)!;
    const reference = before.get(sourceKey);
    if (firstRow < row.row || reference) {
      already += 1;
      const message = reference
        ? `Already imported as ${reference}: nothing created.`
        : `Appears again in this export (first at row ${firstRow}): nothing created.`;
      lines.push({ row: row.row, sourceKey, outcome: 'already_imported', message });
      continue;
    }
    planned.push({ row: row as Planned['row'], id: newId() });
  }
  await run.directory.findMembers(
    trx,
    planned.flatMap(({ row }) => [row.issue.assignee, ...row.issue.comments.map((c) => c.author)]),
  );
  for (const entry of planned)
    entry.row = { ...entry.row, issue: fitted(run, entry.row, entry.row.issue) };
  if (!run.dryRun && planned.length > 0) await writeIssues(trx, run, planned);
  for (const { row } of planned)
    for (const message of row.notes)
      lines.push({ row: row.row, sourceKey: row.sourceKey, outcome: 'note', message });
  if (lines.length > 0) {
    await sql`
      INSERT INTO import_report (import_id, row, seq, source_key, outcome, message)
      SELECT ${run.id}, x.row, x.seq, x.source_key, x.outcome, x.message
      FROM json_to_recordset(${JSON.stringify(
        lines.map((line, index) => ({
          row: line.row,
          // Lines of a row are consecutive: its first is 0.
          seq: index - lines.findIndex((other) => other.row === line.row),
          source_key: line.sourceKey,
          outcome: line.outcome,
          message: line.message,
        })),
      )}::json) AS x(row integer, seq smallint, source_key text, outcome text, message text)
    `.execute(trx);
  }
  await sql`
    UPDATE imports SET next_row = ${to}, created = created + ${planned.length},
                       already_imported = already_imported + ${already}, failed = failed + ${failed}
    WHERE id = ${run.id}
  `.execute(trx);
  return to;
}
