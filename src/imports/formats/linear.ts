/** Linear's CSV export. */
import { mapPriority, mapStatus, readDate, unixLines } from './mapping';
import { field, fields, raggedRow, readCsv } from './csv';
import type { SourceRow } from './types';

const KEY = /^[A-Z][A-Z0-9]*-\d+$/i;

export function readLinear(content: string): SourceRow[] {
  const table = readCsv(content, ['ID', 'Title']);
  return table.records.map((record): SourceRow => {
    const notes: string[] = [];
    const key = field(table, record, 'ID');
    const sourceKey = key && KEY.test(key) ? `linear:${key.toUpperCase()}` : null;
    const row = { row: record.row, sourceKey, notes };
    if (record.ragged) return { ...row, error: `The row ${raggedRow(table, record)}.` };
    if (!key) return { ...row, error: 'The row has no "ID".' };
    if (!sourceKey) return { ...row, error: `"${key}" is not a Linear issue id (like ENG-7).` };
    const title = field(table, record, 'Title');
    if (!title) return { ...row, error: 'The row has no "Title".' };
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
        // Linear writes a row's labels in one cell, separated by commas.
        labels: fields(table, record, 'Labels').flatMap((cell) =>
          cell
            .split(',')
            .map((name) => name.trim())
            .filter(Boolean)
            .map((name) => ({ name })),
        ),
        comments: [],
        createdAt: readDate(field(table, record, 'Created')),
      },
    };
  });
}
