/** Compiles a query once per shape and reuses it with new values. */
import type { CompiledQuery, Compilable } from 'kysely';
import type { Conn } from './database';

/** Stands in for one of a call's values while its query shape is compiled. */
class StandIn {
  constructor(readonly name: string) {}
}

/** Shapes kept per query; past this, further shapes are built on every call. */
const MAX_SHAPES = 256;

/**
 * A query on a hot path, built and compiled once per shape instead of on every request:
 * building the operation tree, renaming its identifiers and printing the SQL cost more
 * Node time than running the statement does. The SQL text then stays the same from call
 * to call, so the pool also runs it as a prepared statement.
 *
 * The shape is what changes the SQL: `shape` (sort column, order…) and which of
 * `values` are set, or null. `build` gets the real shape and, for every set value, a
 * stand-in that it may hand to Kysely as a value but must not compute with or inspect;
 * a value it needs to branch on belongs in the shape. Each run then puts the call's
 * values where their stand-ins went. A shape that binds anything else (a value from a
 * closure, a constant) is refused, since later calls would reuse it.
 */
export function compiledByShape<Shape, Values extends Record<string, unknown>, Row>(
  build: (db: Conn, shape: Shape, values: Values) => Compilable<Row>,
): (db: Conn, shape: Shape, values: Values) => Promise<Row[]> {
  const shapes = new Map<string, CompiledQuery<Row>>();
  return async (db, shape, values) => {
    const key = shapeKey(shape, values);
    let compiled = shapes.get(key);
    if (!compiled) {
      compiled = build(db, shape, standInsFor(values)).compile();
      // Any other bound value would be reused by every later call of this shape: one
      // caller's workspace id, say, served to another's request.
      if (!compiled.parameters.every((parameter) => parameter instanceof StandIn)) {
        throw new Error('A query compiled by shape may bind only its values');
      }
      if (shapes.size < MAX_SHAPES) shapes.set(key, compiled);
    }
    const parameters = compiled.parameters.map((parameter) =>
      parameter instanceof StandIn ? values[parameter.name] : parameter,
    );
    const { rows } = await db.executeQuery<Row>({ ...compiled, parameters });
    return rows;
  };
}

function shapeKey(shape: unknown, values: Record<string, unknown>): string {
  let key = JSON.stringify(shape);
  for (const name in values) {
    const value = values[name];
    if (value === null) key += `|${name}=null`;
    else if (value !== undefined) key += `|${name}`;
  }
  return key;
}

function standInsFor<Values extends Record<string, unknown>>(values: Values): Values {
  const standIns: Record<string, unknown> = {};
  for (const name in values) {
    const value = values[name];
    standIns[name] = value === null || value === undefined ? value : new StandIn(name);
  }
  return standIns as Values;
}
