import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { OpenAPIObject, SchemaObject } from 'openapi3-ts/oas31';
import { ValidationError } from './errors';
import type { Operation } from './spec';

const COMPONENTS_PREFIX = '#/components/schemas/';
const SHARED_ID = 'spec';

/** Points `#/components/schemas/X` refs at the shared schema registered under `spec`. */
function rewriteRefs<T>(value: T): T {
  if (Array.isArray(value)) return value.map(rewriteRefs) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value)) {
      out[key] =
        key === '$ref' && typeof child === 'string' && child.startsWith(COMPONENTS_PREFIX)
          ? `${SHARED_ID}#/$defs/${child.slice(COMPONENTS_PREFIX.length)}`
          : rewriteRefs(child);
    }
    return out as T;
  }
  return value;
}

function createAjv(document: OpenAPIObject, mode: 'params' | 'body' | 'response') {
  const ajv = new Ajv2020({
    allErrors: true,
    coerceTypes: mode === 'params' ? 'array' : false,
    useDefaults: mode !== 'response',
    strict: true,
    strictRequired: false,
  });
  addFormats(ajv);
  ajv.addSchema({ $id: SHARED_ID, $defs: rewriteRefs(document.components?.schemas ?? {}) });
  return ajv;
}

/** The field an ajv error is about: `title`, `events.2`, `limit`. */
function fieldOf(error: ErrorObject): string {
  const segments = error.instancePath.split('/').filter(Boolean);
  if (error.keyword === 'required') segments.push(error.params.missingProperty as string);
  if (error.keyword === 'additionalProperties') {
    segments.push(error.params.additionalProperty as string);
  }
  return segments.join('.') || 'body';
}

function messageOf(error: ErrorObject): string {
  if (error.keyword === 'required') return 'is required';
  if (error.keyword === 'additionalProperties') return 'is not allowed';
  if (error.keyword === 'enum') {
    return `must be one of: ${(error.params.allowedValues as unknown[]).join(', ')}`;
  }
  return error.message ?? 'is invalid';
}

export function validationDetails(errors: ErrorObject[]): Record<string, string[]> {
  const details: Record<string, string[]> = {};
  for (const error of errors) {
    const field = fieldOf(error);
    const message = messageOf(error);
    details[field] ??= [];
    if (!details[field].includes(message)) details[field].push(message);
  }
  return details;
}

export interface OperationValidators {
  params(value: Record<string, string>): Record<string, string>;
  query(value: Record<string, unknown>): Record<string, unknown>;
  body(value: unknown): unknown;
}

function objectSchema(operation: Operation, location: 'path' | 'query'): SchemaObject {
  const parameters = operation.parameters.filter((p) => p.in === location);
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema ?? {}])),
    required: parameters.filter((p) => p.required).map((p) => p.name),
  };
}

/** Fields holding a NUL character, which no text column can store (iterative: no depth limit). */
function nulFields(value: unknown): string[] {
  const found: string[] = [];
  const stack: [unknown, string[]][] = [[value, []]];
  while (stack.length > 0) {
    const [node, path] = stack.pop()!;
    if (typeof node === 'string') {
      if (node.includes('\u0000')) found.push(path.join('.') || 'body');
    } else if (node && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) stack.push([child, [...path, key]]);
    }
  }
  return found.reverse();
}

/** Whether any string in `value` holds a NUL: the common answer, no, without a path built. */
function holdsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const node = stack.pop();
    if (typeof node === 'string') {
      if (node.includes('\u0000')) return true;
    } else if (node && typeof node === 'object') {
      for (const child of Object.values(node)) stack.push(child);
    }
  }
  return false;
}

/**
 * Runs a validator, throwing the 400 that names each field. `byParameter`: the fields are
 * parameters, named whole (`status`, not `status.1` for a repeated one's second value).
 */
function runner<T>(validate: ValidateFunction, byParameter = false): (value: T) => T {
  return (value) => {
    // Valid input, the common case, passes without anything allocated for its verdict.
    if (validate(value) && !holdsNul(value)) return value;
    const found = validate(value) ? {} : validationDetails(validate.errors ?? []);
    const details: Record<string, string[]> = {};
    const add = (field: string, message: string) => {
      const list = (details[byParameter ? field.split('.')[0]! : field] ??= []);
      if (!list.includes(message)) list.push(message);
    };
    for (const [field, messages] of Object.entries(found))
      for (const message of messages) add(field, message);
    for (const field of nulFields(value)) add(field, 'must not contain NUL characters');
    if (Object.keys(details).length > 0) throw new ValidationError(details);
    return value;
  };
}

/** Compiles, once at start-up, the request validators of every operation. */
export function compileRequestValidators(document: OpenAPIObject, operations: Operation[]) {
  const coercing = createAjv(document, 'params');
  const strict = createAjv(document, 'body');
  const byId = new Map<string, OperationValidators>();
  for (const operation of operations) {
    const body = operation.bodySchema
      ? runner<unknown>(strict.compile(rewriteRefs(operation.bodySchema)))
      : (value: unknown) => value;
    byId.set(operation.id, {
      params: runner(coercing.compile(rewriteRefs(objectSchema(operation, 'path')))),
      query: runner(coercing.compile(rewriteRefs(objectSchema(operation, 'query'))), true),
      body,
    });
  }
  return byId;
}

/** Checks response bodies against the document; the test suite turns this on. */
export function createResponseChecker(document: OpenAPIObject) {
  const ajv = createAjv(document, 'response');
  const cache = new Map<SchemaObject, ValidateFunction>();
  return (schema: SchemaObject, body: unknown): string | undefined => {
    let validate = cache.get(schema);
    if (!validate) {
      validate = ajv.compile(rewriteRefs(schema));
      cache.set(schema, validate);
    }
    if (validate(body)) return undefined;
    return ajv.errorsText(validate.errors);
  };
}
