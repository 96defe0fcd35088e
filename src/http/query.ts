import type { ParameterObject, SchemaObject } from 'openapi3-ts/oas31';
import { ValidationError } from './errors';

const BRACKETED = /^([^[\]]+)\[[^\]]*\]$/;
const DECIMAL = /^-?\d+$/;

/** Whether the parameter may be a list (an `array` schema, or one of its `anyOf`). */
function isList(parameter: ParameterObject): boolean {
  const schema = parameter.schema as SchemaObject | undefined;
  return (
    schema?.type === 'array' ||
    (schema?.anyOf ?? []).some((choice) => (choice as SchemaObject).type === 'array')
  );
}

function isNumeric(parameter: ParameterObject): boolean {
  const type = (parameter.schema as SchemaObject | undefined)?.type;
  return type === 'integer' || type === 'number';
}

/**
 * Reads an operation's query parameters from the raw query string, as strings for the
 * validator to coerce (the declared ones are looked up once, per operation). Rules, the
 * same on every operation: an unknown parameter is ignored; a list (an `array` schema, or
 * one a parameter may be) is the parameter repeated, `?status=a&status=b`, each value in
 * its order; any other parameter given twice, or any in bracket form (`?status[]=a`), is a
 * 400 naming it; a number is decimal digits only (no `1e3`, `0x10` or `Infinity`).
 */
export function queryReader(
  parameters: ParameterObject[],
): (querystring: string) => Record<string, string | string[]> {
  const declared = new Map(
    parameters.filter((p) => p.in === 'query').map((parameter) => [parameter.name, parameter]),
  );
  return (querystring) => readQuery(querystring, declared);
}

function readQuery(
  querystring: string,
  declared: Map<string, ParameterObject>,
): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  if (querystring === '') return values;
  const problems: Record<string, string[]> = {};
  const complain = (name: string, message: string) => {
    const list = (problems[name] ??= []);
    if (!list.includes(message)) list.push(message);
  };
  for (const [key, value] of new URLSearchParams(querystring)) {
    const bracketed = BRACKETED.exec(key)?.[1];
    if (bracketed !== undefined && declared.has(bracketed)) {
      complain(bracketed, 'must be sent once as name=value, without brackets');
      continue;
    }
    const parameter = declared.get(key);
    if (!parameter) continue;
    if (isList(parameter)) {
      const given = values[key];
      values[key] = given === undefined ? value : [given, value].flat();
      continue;
    }
    if (key in values) {
      complain(key, 'must not be repeated');
      continue;
    }
    if (isNumeric(parameter) && !DECIMAL.test(value)) {
      complain(key, 'must be an integer written in decimal digits');
      continue;
    }
    values[key] = value;
  }
  if (Object.keys(problems).length > 0) throw new ValidationError(problems);
  return values;
}
