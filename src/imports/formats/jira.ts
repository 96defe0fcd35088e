/** Jira's "Export CSV (all fields)". */
import { readDate, unixLines } from './mapping';
import { readTrackerCsv } from './tracker-csv';
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
  return readTrackerCsv(content, {
    source: 'jira',
    name: 'Jira',
    keyColumn: 'Issue key',
    keyFirst: false,
    titleColumn: 'Summary',
    key: KEY,
    keyExample: 'ACME-101',
    keyNoun: 'issue key',
    // Jira repeats the column for each label; a label never holds a space there.
    labels: (cells) =>
      cells.flatMap((cell) =>
        cell
          .split(/\s+/)
          .filter(Boolean)
          .map((name) => ({ name })),
      ),
    comments: (cells) => cells.map(readJiraComment).filter((comment) => comment.body !== ''),
  });
}
