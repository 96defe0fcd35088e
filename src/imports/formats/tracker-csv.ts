/** What Jira's and Linear's CSV exports share: one issue a row, named by its key. */
import { mapPriority, mapStatus, readDate, unixLines } from './mapping';
import { field, fields, raggedRow, readCsv } from './csv';
import type { ImportedComment, ImportedLabel, SourceRow } from './types';

/** One tracker's export: its columns, how its keys look, how it writes labels and comments. */
export interface TrackerCsv {
  /** `jira`: the prefix of every source key (`jira:ACME-1`). */
  source: string;
  /** The tracker's name in sentences ("a Jira issue key"). */
  name: string;
  keyColumn: string;
  titleColumn: string;
  /** The two columns in the order the export writes them (a missing one is named so). */
  keyFirst: boolean;
  key: RegExp;
  /** A key as the tracker shows one, for the sentence that refuses another. */
  keyExample: string;
  keyNoun: string;
  labels(cells: string[]): ImportedLabel[];
  comments(cells: string[]): ImportedComment[];
}

/** The rows of a tracker's CSV export, each an issue to create or a sentence saying why not. */
export function readTrackerCsv(content: string, tracker: TrackerCsv): SourceRow[] {
  const { keyColumn, titleColumn } = tracker;
  const table = readCsv(
    content,
    tracker.keyFirst ? [keyColumn, titleColumn] : [titleColumn, keyColumn],
  );
  return table.records.map((record): SourceRow => {
    const notes: string[] = [];
    const key = field(table, record, tracker.keyColumn);
    const sourceKey =
      key && tracker.key.test(key) ? `${tracker.source}:${key.toUpperCase()}` : null;
    const row = { row: record.row, sourceKey, notes };
    if (record.ragged) return { ...row, error: `The row ${raggedRow(table, record)}.` };
    if (!key) return { ...row, error: `The row has no "${tracker.keyColumn}".` };
    if (!sourceKey) {
      const wanted = `${tracker.name} ${tracker.keyNoun} (like ${tracker.keyExample})`;
      return { ...row, error: `"${key}" is not a ${wanted}.` };
    }
    const title = field(table, record, tracker.titleColumn);
    if (!title) return { ...row, error: `The row has no "${tracker.titleColumn}".` };
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
        labels: tracker.labels(fields(table, record, 'Labels')),
        comments: tracker.comments(fields(table, record, 'Comment')),
        createdAt: readDate(field(table, record, 'Created')),
      },
    };
  });
}
