import fc from 'fast-check';
import type { OpenAPIObject, ReferenceObject, SchemaObject } from 'openapi3-ts/oas31';

type Schema = SchemaObject & ReferenceObject & Record<string, unknown>;

/** A day between 2000 and 2099, as `YYYY-MM-DD`. */
const day = fc
  .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

const FORMATS: Record<string, fc.Arbitrary<string>> = {
  email: fc.emailAddress().filter((email) => email.length <= 254),
  date: day,
  'date-time': fc
    .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
    .map((date) => date.toISOString()),
  uri: fc.webUrl({ validSchemes: ['https'] }),
};

/** Characters PostgreSQL text can hold: no NUL (refused by design, tested elsewhere). */
const storable = (value: string) => !value.includes('\u0000');

/**
 * Values that satisfy a schema of the document (JSON Schema 2020-12 as the document uses
 * it): `$ref`, `const`, `enum`, `oneOf`/`anyOf`, `allOf` of objects, type lists, string
 * length/pattern/format, integer bounds, arrays and objects with required and optional
 * properties. `if`/`then` is honoured by adding `then`'s required properties.
 */
export function arbitraryFor(document: OpenAPIObject, root: SchemaObject): fc.Arbitrary<unknown> {
  const resolve = (schema: Schema): Schema => {
    if (!schema.$ref) return schema;
    const name = schema.$ref.replace('#/components/schemas/', '');
    const target = document.components?.schemas?.[name] as Schema | undefined;
    if (!target) throw new Error(`Unresolvable $ref ${schema.$ref}`);
    // Siblings of a $ref (description) do not constrain values.
    return resolve(target);
  };

  const build = (raw: Schema): fc.Arbitrary<unknown> => {
    const schema = resolve(raw);
    if ('const' in schema) return fc.constant(schema.const);
    if (schema.enum) return fc.constantFrom(...(schema.enum as unknown[]));
    const branches = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
    if (branches) return fc.oneof(...branches.map(build));
    if (schema.allOf) return build(mergeObjects((schema.allOf as Schema[]).map(resolve)));
    const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? 'object'];
    return fc.oneof(...types.map((type) => byType(schema, type as string)));
  };

  const byType = (schema: Schema, type: string): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'null':
        return fc.constant(null);
      case 'boolean':
        return fc.boolean();
      case 'integer':
        return fc.integer({
          min: (schema.minimum as number | undefined) ?? -1000,
          max: (schema.maximum as number | undefined) ?? 1_000_000,
        });
      case 'number':
        return fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 });
      case 'string':
        return stringFor(schema);
      case 'array': {
        const items = schema.items ? build(schema.items as Schema) : fc.string();
        const array = schema.uniqueItems
          ? fc.uniqueArray(items, {
              minLength: schema.minItems as number | undefined,
              maxLength: (schema.maxItems as number | undefined) ?? 5,
              selector: (value) => JSON.stringify(value),
            })
          : fc.array(items, {
              minLength: schema.minItems as number | undefined,
              maxLength: (schema.maxItems as number | undefined) ?? 5,
            });
        return array;
      }
      default:
        return objectFor(schema);
    }
  };

  const objectFor = (schema: Schema): fc.Arbitrary<unknown> => {
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    let required = (schema.required as string[] | undefined) ?? [];
    const conditional = schema.then as Schema | undefined;
    if (conditional?.required) required = [...required, ...(conditional.required as string[])];
    const model: Record<string, fc.Arbitrary<unknown>> = {};
    for (const [name, property] of Object.entries(properties)) model[name] = build(property);
    const minProperties = (schema.minProperties as number | undefined) ?? 0;
    return fc
      .record(model, { requiredKeys: required.filter((name) => name in properties) })
      .filter((value) => Object.keys(value).length >= minProperties);
  };

  return build(root as Schema);
}

function stringFor(schema: Schema): fc.Arbitrary<string> {
  const minLength = (schema.minLength as number | undefined) ?? 0;
  const maxLength = (schema.maxLength as number | undefined) ?? 300;
  let base: fc.Arbitrary<string>;
  if (schema.format && FORMATS[schema.format as string]) base = FORMATS[schema.format as string]!;
  else if (schema.pattern) base = fc.stringMatching(new RegExp(schema.pattern as string, 'u'));
  else base = fc.string({ minLength, maxLength: Math.min(maxLength, 60), unit: 'binary' });
  return base.filter(
    (value) => value.length >= minLength && value.length <= maxLength && storable(value),
  );
}

function mergeObjects(parts: Schema[]): Schema {
  const merged: Schema = { type: 'object', properties: {}, required: [] } as unknown as Schema;
  for (const part of parts) {
    Object.assign(merged.properties as object, part.properties ?? {});
    (merged.required as string[]).push(...((part.required as string[] | undefined) ?? []));
  }
  return merged;
}
