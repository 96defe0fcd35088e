/** Jira's "Export CSV (all fields)". */
import { mapPriority, mapStatus, readDate, unixLines } from './mapping';
import { field, fields, raggedRow, readCsv } from './csv';
import type { ImportedComment, SourceRow } from './types';

const KEY = /^[A-Z][A-Z0-9_]*-\d+$/i;

/**
 * A Jira comment cell: `date;author;body`, the body keeping its own semicolons and line
 * breaks. A cell without two semicolons is all body.
 */
export function readJiraComment(cell: string): ImportedComment {
  const first = cell.indexOf(';');
  const second = first < 0 ? -1 : cell.indexOf(';', first + 1);
  if (second < 0) return { author: null, date: null, body: unixLines(cell).trim() };
  const author = cell.slice(first + 1, second).trim();
  return {
    date: readDate(cell.slice(0, first)),
    author: author === '' ? null : author,
    body: unixLines(cell.slice(second + 1)).trim(),
  };
}

export function readJira(content: string): SourceRow[] {
  const table = readCsv(content, ['Summary', 'Issue key']);
  return table.records.map((record): SourceRow => {
    const notes: string[] = [];
    const key = field(table, record, 'Issue key');
    const sourceKey = key && KEY.test(key) ? `jira:${key.toUpperCase()}` : null;
    const row = { row: record.row, sourceKey, notes };
    if (record.ragged) return { ...row, error: `The row ${raggedRow(table, record)}.` };
    if (!key) return { ...row, error: 'The row has no "Issue key".' };
    if (!sourceKey) return { ...row, error: `"${key}" is not a Jira issue key (like ACME-101).` };
    const title = field(table, record, 'Summary');
    if (!title) return { ...row, error: 'The row has no "Summary".' };
    const description = field(table, record, 'Description');
    return {
      ...row,
      issue: {
        title,
        description: description === undefined ? null : unixLines(description),
        status: mapStatus(field(table, record, 'Status'), notes),
        priority: mapPriority(field(table, record, 'Priority'), notes),
        assignee:
          field(table, record, 'Assignee Email') ?? field(table, record, 'Assignee') ?? null,
        // Jira repeats the column for each label; a label never holds a space there.
        labels: fields(table, record, 'Labels').flatMap((cell) =>
          cell
            .split(/\s+/)
            .filter(Boolean)
            .map((name) => ({ name })),
        ),
        comments: fields(table, record, 'Comment')
          .map(readJiraComment)
          .filter((comment) => comment.body !== ''),
        createdAt: readDate(field(table, record, 'Created')),
      },
    };
  });
}
