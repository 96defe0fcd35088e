/**
 * The part of the generated code that must exist at run time: enum values (for the server
 * and for the client's users), the sort fields of each list operation, and per-operation
 * facts (tag, credentials, workspace) the handler types read. Types of inputs and outputs
 * stay in the client's generated file, the one both sides import.
 */
import type { OpenAPIObject, OperationObject, SchemaObject } from 'openapi3-ts/oas31';
import { SCHEME_KINDS } from '../src/http/spec';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** `IssueStatus` → `ISSUE_STATUS_VALUES`. */
function constantName(schema: string): string {
  return schema.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase() + '_VALUES';
}

const list = (values: unknown[]): string => `[${values.map((v) => JSON.stringify(v)).join(', ')}]`;

function enums(document: OpenAPIObject): string[] {
  const lines: string[] = [];
  for (const [name, schema] of Object.entries(document.components?.schemas ?? {})) {
    const { type, enum: values } = schema as SchemaObject;
    if (type !== 'string' || !values) continue;
    lines.push(
      `export const ${constantName(name)} = ${list(values)} as const satisfies readonly Schemas['${name}'][];`,
    );
  }
  return lines;
}

function operationsOf(document: OpenAPIObject): [string, string, OperationObject][] {
  const found: [string, string, OperationObject][] = [];
  for (const [specPath, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (operation?.operationId) found.push([specPath, operation.operationId, operation]);
    }
  }
  return found;
}

function credentialsOf(document: OpenAPIObject, operation: OperationObject): string {
  const kinds = new Set<string>();
  const security = operation.security ?? document.security ?? [];
  if (security.length === 0) kinds.add('anonymous');
  for (const requirement of security) {
    const schemes = Object.keys(requirement);
    if (schemes.length === 0) kinds.add('anonymous');
    for (const scheme of schemes) kinds.add(SCHEME_KINDS[scheme] ?? scheme);
  }
  return [...kinds].map((kind) => `'${kind}'`).join(' | ');
}

/** Each list operation's `x-sort-fields`, as the lines of an object literal. */
function sortFieldLines(document: OpenAPIObject): string[] {
  return operationsOf(document)
    .map(([, id, operation]) => [id, (operation as Record<string, unknown>)['x-sort-fields']])
    .filter(([, fields]) => Array.isArray(fields))
    .map(([id, fields]) => `  ${id}: ${list(fields as string[])},`);
}

/**
 * The enum values and each list's sort fields, for the client and the dashboard
 * (client/src/generated/values.ts): a list page offers exactly the sorts the API accepts.
 */
export function valuesModule(document: OpenAPIObject, header: string): string {
  return [
    header,
    "import type { components } from './openapi.js';",
    '',
    "type Schemas = components['schemas'];",
    '',
    ...enums(document),
    '',
    "/** Each list operation's `x-sort-fields`; the first is the default. */",
    'export const SORT_FIELDS = {',
    ...sortFieldLines(document),
    '} as const;',
    '',
  ].join('\n');
}

/** What the server needs at run time (src/generated/openapi.ts). */
export function runtimeModule(document: OpenAPIObject, header: string): string {
  const operations = operationsOf(document);
  const sortFields = sortFieldLines(document);
  const facts = operations.map(
    ([specPath, id, operation]) =>
      `  ${id}: { tag: '${operation.tags?.[0] ?? ''}'; credentials: ${credentialsOf(document, operation)}; workspace: ${specPath.startsWith('/workspaces/{workspaceId}')} };`,
  );
  return [
    header,
    "import type { components } from './openapi-types';",
    '',
    "type Schemas = components['schemas'];",
    '',
    ...enums(document),
    '',
    "/** Each list operation's `x-sort-fields`; the first is the default. */",
    'export const SORT_FIELDS = {',
    ...sortFields,
    '} as const;',
    '',
    '/** Per operation: its first tag, the credential kinds it accepts, whether it is under a workspace. */',
    'export interface OperationFacts {',
    ...facts,
    '}',
    '',
  ].join('\n');
}
