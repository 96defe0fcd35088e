/** CSV exports read with csv-parse: quotes, line breaks inside fields, repeated columns. */
import { CsvError, parse } from 'csv-parse/sync';
import { invalidField } from '../../http/errors';

export interface CsvRecord {
  /** The record's number, the header being 1. */
  row: number;
  fields: string[];
  /** The record has another number of fields than the header. */
  ragged: boolean;
}

export interface CsvTable {
  header: string[];
  records: CsvRecord[];
  /** Every position of a column (a header may repeat `Labels`), by lower-cased name. */
  positions: Map<string, number[]>;
}

/**
 * Reads the export; a file csv-parse cannot read (an unclosed quote, a stray character
 * after one) is a 400 naming `content` and the line. `required` columns must be in the
 * header (400 naming them otherwise).
 */
export function readCsv(content: string, required: readonly string[]): CsvTable {
  let parsed: string[][];
  try {
    parsed = parse(content, { bom: true, relax_column_count: true, skip_empty_lines: true });
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines;
      throw invalidField('content', `is not readable CSV at line ${line ?? '?'}: ${error.message}`);
    }
    throw error;
  }
  const [first, ...rest] = parsed;
  if (!first) throw invalidField('content', 'has no header line');
  const header = first.map((name) => name.trim());
  const positions = new Map<string, number[]>();
  header.forEach((name, index) => {
    const key = name.toLowerCase();
    positions.set(key, [...(positions.get(key) ?? []), index]);
  });
  const missing = required.filter((name) => !positions.has(name.toLowerCase()));
  if (missing.length > 0) {
    throw invalidField(
      'content',
      `line 1: the header lacks the column${missing.length > 1 ? 's' : ''} ${missing
        .map((name) => `"${name}"`)
        .join(', ')}`,
    );
  }
  return {
    header,
    positions,
    records: rest.map((fields, index) => ({
      row: index + 2,
      fields,
      ragged: fields.length !== header.length,
    })),
  };
}

/** The record's value in the first column of that name, trimmed; undefined when empty. */
export function field(table: CsvTable, record: CsvRecord, name: string): string | undefined {
  const index = table.positions.get(name.toLowerCase())?.[0];
  const value = index === undefined ? undefined : record.fields[index]?.trim();
  return value === '' ? undefined : value;
}

/** The record's non-empty values in every column of that name (`Labels`, `Comment`). */
export function fields(table: CsvTable, record: CsvRecord, name: string): string[] {
  return (table.positions.get(name.toLowerCase()) ?? [])
    .map((index) => record.fields[index] ?? '')
    .filter((value) => value.trim() !== '');
}

/** The message of a row whose field count is not the header's. */
export const raggedRow = (table: CsvTable, record: CsvRecord) =>
  `has ${record.fields.length} fields where the header has ${table.header.length}`;
