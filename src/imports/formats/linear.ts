/** Linear's CSV export. */
import { readTrackerCsv } from './tracker-csv';
import type { SourceRow } from './types';

export function readLinear(content: string): SourceRow[] {
  return readTrackerCsv(content, {
    source: 'linear',
    name: 'Linear',
    keyColumn: 'ID',
    keyFirst: true,
    titleColumn: 'Title',
    key: /^[A-Z][A-Z0-9]*-\d+$/i,
    keyExample: 'ENG-7',
    keyNoun: 'issue id',
    // Linear writes a row's labels in one cell, separated by commas.
    labels: (cells) =>
      cells.flatMap((cell) =>
        cell
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean)
          .map((name) => ({ name })),
      ),
    comments: () => [],
  });
}
