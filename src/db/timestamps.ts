/** How timestamps travel between PostgreSQL and the service: ISO strings. */
import pg from 'pg';

const TIMESTAMPTZ = pg.types.builtins.TIMESTAMPTZ;
// pg's own parser: a Date, or ±Infinity for PostgreSQL's ±infinity.
const parseToDate = pg.types.getTypeParser(TIMESTAMPTZ, 'text') as (text: string) => Date | number;

/** `YYYY-MM-DD HH:MM:SS+00`, the shortest text PostgreSQL writes for a UTC timestamptz. */
const SHORTEST = 22;

/**
 * A timestamptz as PostgreSQL writes it, as the ISO 8601 string the API answers with
 * (`2026-11-24T06:43:48.412Z`, milliseconds truncated as a `Date` would). The API sends
 * timestamps on, rarely computes with them: turning each into a `Date` on the way in and
 * back into a string on the way out cost more than running the list's query. A session
 * in UTC, the usual case, takes a few slices; any other zone or form goes through `Date`.
 */
export function isoTimestamp(text: string): string {
  const length = text.length;
  if (
    length >= SHORTEST &&
    text.charCodeAt(4) === 45 && // '-': a four-digit year
    text.charCodeAt(10) === 32 && // ' ' between date and time
    text.endsWith('+00')
  ) {
    const digits = length > SHORTEST ? length - SHORTEST - 1 : 0; // the fraction's, after '.'
    // The usual case, three digits or more: one slice holds the time and its milliseconds.
    if (digits >= 3) return `${text.slice(0, 10)}T${text.slice(11, 23)}Z`;
    const fraction = digits > 0 ? text.slice(20, length - 3) : '';
    return `${text.slice(0, 10)}T${text.slice(11, 19)}.${fraction.padEnd(3, '0')}Z`;
  }
  const date = parseToDate(text);
  // ±infinity has no ISO form; it passes through as PostgreSQL wrote it.
  return date instanceof Date && Number.isFinite(date.getTime()) ? date.toISOString() : text;
}

/** Type parsers for the application's queries: timestamptz as ISO strings, else pg's. */
export const applicationTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === TIMESTAMPTZ && format !== 'binary'
      ? isoTimestamp
      : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};
