import {
  CamelCasePlugin,
  type PluginTransformResultArgs,
  type QueryResult,
  type UnknownRow,
} from 'kysely';

/** Column lists given a row builder of their own; any beyond are mapped the generic way. */
const MAX_BUILDERS = 1000;

/** An array none of whose items is an object (or an array): nothing in it to map. */
function isFlatArray(value: object): boolean {
  if (!Array.isArray(value)) return false;
  for (const item of value) if (item !== null && typeof item === 'object') return false;
  return true;
}

type RowBuilder = (row: UnknownRow, nested: (value: unknown) => unknown) => UnknownRow;

/**
 * Kysely's CamelCasePlugin with the rows of a result built by a function made once per
 * column list: one object literal of the camelCased names, so every row of every result
 * of a query shares one shape, and nothing is looked up per key. Kysely's own mapping
 * builds each row key by key through a reducer, which cost a 20-row page more than
 * serialising it did, and left rows slower to serialise. Values that are objects (JSON
 * columns, arrays) are mapped as Kysely maps them.
 */
export class CamelCaseRows extends CamelCasePlugin {
  readonly #builders = new Map<string, RowBuilder>();
  readonly #nested = (value: unknown): unknown =>
    // The generic mapping of a one-key row maps its value exactly as Kysely would; an
    // array of plain values (a text[] column, an empty JSON list) has no key to rename.
    value !== null && typeof value === 'object' && !isFlatArray(value)
      ? super.mapRow({ value }).value
      : value;

  override async transformResult(
    args: PluginTransformResultArgs,
  ): Promise<QueryResult<UnknownRow>> {
    const { rows } = args.result;
    if (!Array.isArray(rows) || rows.length === 0) return super.transformResult(args);
    const build = this.#builderFor(Object.keys(rows[0]!));
    if (!build) return super.transformResult(args);
    const nested = this.#nested;
    return { ...args.result, rows: rows.map((row) => build(row, nested)) };
  }

  #builderFor(columns: string[]): RowBuilder | undefined {
    const key = columns.join('\0');
    let build = this.#builders.get(key);
    if (build || this.#builders.size >= MAX_BUILDERS) return build;
    // Names and columns enter the source only as JSON string literals.
    const fields = columns.map(
      (column) =>
        `${JSON.stringify(this.camelCase(column))}: nested(row[${JSON.stringify(column)}])`,
    );
    build = new Function('row', 'nested', `return { ${fields.join(', ')} };`) as RowBuilder;
    this.#builders.set(key, build);
    return build;
  }
}
