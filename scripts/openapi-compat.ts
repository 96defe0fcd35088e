/**
 * Breaking-change guard: compares openapi/openapi.yaml with the newest snapshot in
 * openapi/published/ and fails when a client written against that snapshot would break.
 *
 *   npm run openapi:compat              compare (CI runs this)
 *   npm run openapi:compat -- --snapshot write openapi/published/<info.version>.json
 *
 * A breaking change passes only with a new major `info.version` and its snapshot.
 *
 * Why a comparator of our own: the npm diff tools do not read OpenAPI 3.1. `openapi-diff`
 * (0.24) stops with "Unsupported OpenAPI version: 3.1.0" (it validates with swagger-parser 10);
 * oasdiff, which does, is a Go binary; Optic's CLI is a large tool built around its own
 * cloud workflow. What we need is small: the rules below, over a document whose shapes
 * we control (type arrays for null, `const`, oneOf/allOf).
 *
 * Breaking, for clients of the snapshot:
 * - an operation or webhook event removed (paths compared with parameter names ignored);
 * - a success status removed or changed;
 * - a parameter removed; a new required parameter; a request body newly required;
 * - in what clients send (parameters, request bodies): a new required field, a type or
 *   enum narrowed, a property removed where no others are allowed, a bound tightened;
 * - in what clients receive (responses, webhook payloads): a field removed or made
 *   optional, a type widened (a field that may now be null).
 * New operations, optional fields, new response fields and new enum values in responses
 * (clients must tolerate unknown values, as the document says) are additive.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

type Json = Record<string, unknown>;
type Direction = 'request' | 'response';

interface Located {
  item: Json;
  operation: Json;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Follows local `$ref`s (`#/components/...`) within one document. */
function deref(document: Json, value: unknown, seen = new Set<string>()): Json {
  let node = (value ?? {}) as Json;
  while (typeof node.$ref === 'string' && !seen.has(node.$ref)) {
    seen.add(node.$ref);
    let target: unknown = document;
    for (const part of node.$ref.replace(/^#\//, '').split('/')) {
      target = (target as Json | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
    }
    node = (target ?? {}) as Json;
  }
  return node;
}

/** allOf parts merged into one schema (properties and required unioned). */
function flatten(document: Json, value: unknown): Json {
  const schema = deref(document, value);
  if (!Array.isArray(schema.allOf)) return schema;
  const merged: Json = { ...schema, properties: { ...(schema.properties as Json) } };
  delete merged.allOf;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  for (const part of schema.allOf) {
    const flat = flatten(document, part);
    Object.assign(merged.properties as Json, flat.properties ?? {});
    for (const name of (flat.required as string[] | undefined) ?? []) required.add(name);
    for (const key of ['type', 'additionalProperties', 'enum', 'const'])
      if (flat[key] !== undefined && merged[key] === undefined) merged[key] = flat[key];
  }
  merged.required = [...required];
  return merged;
}

/** The variants of a union written without a type of its own (`anyOf: [enum, null]`). */
function variantsOf(document: Json, schema: Json): Json[] | undefined {
  if (schema.type !== undefined) return undefined;
  const variants = (schema.anyOf ?? schema.oneOf) as unknown[] | undefined;
  return variants?.map((variant) => flatten(document, variant));
}

function typesOf(document: Json, schema: Json): Set<string> | undefined {
  const variants = variantsOf(document, schema);
  if (variants) {
    // `anyOf: [{type: string, enum}, {type: 'null'}]` is `type: [string, 'null']`.
    const each = variants.map((variant) => typesOf(document, variant));
    if (each.some((types) => types === undefined)) return undefined;
    return new Set(each.flatMap((types) => [...types!]));
  }
  if (schema.type === undefined) return undefined;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  // An integer is a number too: number -> integer narrows, integer -> number widens.
  return new Set(types as string[]);
}

/** The values a schema allows when it lists them (`enum`, `const`, or a union of those and null). */
function valuesOf(document: Json, schema: Json): unknown[] | undefined {
  if (Array.isArray(schema.enum)) return schema.enum;
  if (schema.const !== undefined) return [schema.const];
  const variants = variantsOf(document, schema);
  if (!variants) return undefined;
  const each = variants.map((variant) =>
    variant.type === 'null' ? [null] : valuesOf(document, variant),
  );
  return each.some((values) => values === undefined) ? undefined : each.flat();
}

const accepts = (types: Set<string>, type: string) =>
  types.has(type) || (type === 'integer' && types.has('number'));

const BOUNDS: [string, 'max' | 'min'][] = [
  ['maxLength', 'max'],
  ['maximum', 'max'],
  ['maxItems', 'max'],
  ['minLength', 'min'],
  ['minimum', 'min'],
  ['minItems', 'min'],
];

class Comparison {
  readonly problems: string[] = [];
  private readonly visiting = new Set<string>();

  constructor(
    readonly base: Json,
    readonly current: Json,
  ) {}

  report(problem: string) {
    this.problems.push(problem);
  }

  /** Whether what a client of `base` sends (request) or reads (response) still holds. */
  schema(where: string, baseValue: unknown, currentValue: unknown, direction: Direction) {
    const key = `${direction}|${JSON.stringify(baseValue)}|${JSON.stringify(currentValue)}`;
    if (this.visiting.has(key) || where.split('.').length > 40) return;
    this.visiting.add(key);
    const before = flatten(this.base, baseValue);
    const after = flatten(this.current, currentValue);
    this.types(where, before, after, direction);
    this.enums(where, before, after, direction);
    if (direction === 'request') this.bounds(where, before, after);
    this.properties(where, before, after, direction);
    if (before.items && after.items)
      this.schema(`${where}[]`, before.items, after.items, direction);
    this.variants(where, before, after, direction);
    this.visiting.delete(key);
  }

  private types(where: string, before: Json, after: Json, direction: Direction) {
    const was = typesOf(this.base, before);
    const now = typesOf(this.current, after);
    if (direction === 'request' && now) {
      const lost = [...(was ?? ['any'])].filter((t) => !accepts(now, t));
      if (lost.length) this.report(`${where}: type narrowed, no longer accepts ${lost.join(', ')}`);
    }
    if (direction === 'response' && was) {
      const gained = [...(now ?? ['any'])].filter((t) => !accepts(was, t));
      if (gained.length) this.report(`${where}: type widened, may now be ${gained.join(', ')}`);
    }
    if (before.const !== undefined || after.const !== undefined) {
      if (JSON.stringify(before.const) !== JSON.stringify(after.const) && after.const !== undefined)
        this.report(`${where}: const changed to ${JSON.stringify(after.const)}`);
    }
  }

  private enums(where: string, before: Json, after: Json, direction: Direction) {
    const now = valuesOf(this.current, after);
    if (direction !== 'request' || !now || after.const !== undefined) return;
    const allowed = new Set(now.map((v) => JSON.stringify(v)));
    const was = valuesOf(this.base, before);
    const lost = was ? was.filter((v) => !allowed.has(JSON.stringify(v))) : ['(any value)'];
    if (lost.length) this.report(`${where}: enum narrowed, no longer accepts ${lost.join(', ')}`);
  }

  private bounds(where: string, before: Json, after: Json) {
    for (const [bound, kind] of BOUNDS) {
      const was = before[bound] as number | undefined;
      const now = after[bound] as number | undefined;
      if (now === undefined) continue;
      if (was === undefined || (kind === 'max' ? now < was : now > was))
        this.report(`${where}: ${bound} tightened to ${now}`);
    }
    if (after.pattern !== undefined && after.pattern !== before.pattern)
      this.report(`${where}: pattern changed to ${String(after.pattern)}`);
  }

  private properties(where: string, before: Json, after: Json, direction: Direction) {
    const was = (before.properties ?? {}) as Json;
    const now = (after.properties ?? {}) as Json;
    const wasRequired = new Set((before.required as string[] | undefined) ?? []);
    const nowRequired = new Set((after.required as string[] | undefined) ?? []);
    for (const name of Object.keys(was)) {
      const field = `${where}.${name}`;
      if (!(name in now)) {
        if (direction === 'response') this.report(`${field}: response field removed`);
        else if (after.additionalProperties === false)
          this.report(`${field}: request field removed (no longer allowed)`);
        continue;
      }
      if (direction === 'response' && wasRequired.has(name) && !nowRequired.has(name))
        this.report(`${field}: response field no longer always present`);
      this.schema(field, was[name], now[name], direction);
    }
    if (direction === 'request') {
      for (const name of nowRequired) {
        if (!wasRequired.has(name)) this.report(`${where}.${name}: new required request field`);
      }
      if (after.additionalProperties === false && before.additionalProperties !== false)
        this.report(`${where}: no longer accepts additional properties`);
    }
  }

  private variants(where: string, before: Json, after: Json, direction: Direction) {
    for (const keyword of ['oneOf', 'anyOf']) {
      const was = before[keyword] as unknown[] | undefined;
      const now = after[keyword] as unknown[] | undefined;
      if (!was || !now) continue;
      if (direction === 'request' && now.length < was.length)
        this.report(`${where}: ${keyword} lost a variant`);
      if (direction === 'response' && now.length > was.length)
        this.report(`${where}: ${keyword} gained a variant`);
      for (let i = 0; i < Math.min(was.length, now.length); i++)
        this.schema(`${where}(${keyword} ${i})`, was[i], now[i], direction);
    }
  }
}

/** `GET /workspaces/{}/issues`: parameter names do not matter to clients. */
const routeKey = (method: string, route: string) =>
  `${method.toUpperCase()} ${route.replace(/\{[^}]+\}/g, '{}')}`;

function operationsOf(document: Json): Map<string, Located> {
  const found = new Map<string, Located>();
  for (const [route, rawItem] of Object.entries((document.paths ?? {}) as Json)) {
    const item = deref(document, rawItem);
    for (const method of METHODS) {
      if (item[method])
        found.set(routeKey(method, route), { item, operation: item[method] as Json });
    }
  }
  return found;
}

function parametersOf(document: Json, item: Json, operation: Json): Map<string, Json> {
  const all = [
    ...((item.parameters as unknown[]) ?? []),
    ...((operation.parameters as unknown[]) ?? []),
  ].map((p) => deref(document, p));
  const byKey = new Map<string, Json>();
  let pathIndex = 0;
  for (const parameter of all) {
    // Path parameters by position: renaming `{id}` to `{issueId}` changes no request.
    const key =
      parameter.in === 'path' ? `path #${pathIndex++}` : `${parameter.in} ${parameter.name}`;
    byKey.set(key, parameter);
  }
  return byKey;
}

function jsonSchema(document: Json, holder: unknown): unknown {
  const content = deref(document, holder).content as Json | undefined;
  return (content?.['application/json'] as Json | undefined)?.schema;
}

function compareOperation(c: Comparison, where: string, base: Located, current: Located) {
  const [baseItem, baseOp] = [base.item, base.operation];
  const [currentItem, currentOp] = [current.item, current.operation];
  const before = parametersOf(c.base, baseItem, baseOp);
  const after = parametersOf(c.current, currentItem, currentOp);
  for (const [key, parameter] of before) {
    const now = after.get(key);
    if (!now) c.report(`${where}: parameter ${key} removed`);
    else c.schema(`${where} parameter ${key}`, parameter.schema, now.schema, 'request');
  }
  for (const [key, parameter] of after) {
    if (!before.has(key) && parameter.required) c.report(`${where}: new required parameter ${key}`);
  }

  const baseBody = deref(c.base, baseOp.requestBody);
  const currentBody = deref(c.current, currentOp.requestBody);
  if (currentBody.required && !baseBody.required)
    c.report(`${where}: request body is now required`);
  const baseBodySchema = jsonSchema(c.base, baseOp.requestBody);
  const currentBodySchema = jsonSchema(c.current, currentOp.requestBody);
  if (baseBodySchema && currentBodySchema)
    c.schema(`${where} request`, baseBodySchema, currentBodySchema, 'request');

  const baseResponses = (baseOp.responses ?? {}) as Json;
  const currentResponses = (currentOp.responses ?? {}) as Json;
  for (const status of Object.keys(baseResponses)) {
    if (!(status in currentResponses)) {
      if (/^2/.test(status)) c.report(`${where}: success status ${status} removed or changed`);
      continue;
    }
    const was = jsonSchema(c.base, baseResponses[status]);
    const now = jsonSchema(c.current, currentResponses[status]);
    if (was && now) c.schema(`${where} ${status}`, was, now, 'response');
    else if (was && !now && /^2/.test(status)) c.report(`${where} ${status}: body removed`);
  }
}

/** Every change between two documents that breaks a client of `base`. */
export function breakingChanges(base: Json, current: Json): string[] {
  const c = new Comparison(base, current);
  const after = operationsOf(current);
  for (const [key, was] of operationsOf(base)) {
    const now = after.get(key);
    const id = String(was.operation.operationId ?? '');
    const where = `${key}${id ? ` (${id})` : ''}`;
    if (!now) c.report(`${where}: operation removed`);
    else compareOperation(c, where, was, now);
  }
  // Webhook payloads are what receivers read: compared like responses.
  const baseHooks = (base.webhooks ?? {}) as Json;
  const currentHooks = (current.webhooks ?? {}) as Json;
  for (const [event, item] of Object.entries(baseHooks)) {
    if (!(event in currentHooks)) {
      c.report(`webhook ${event}: removed`);
      continue;
    }
    const was = jsonSchema(base, deref(base, (deref(base, item) as Json).post).requestBody);
    const now = jsonSchema(
      current,
      deref(current, (deref(current, currentHooks[event]) as Json).post).requestBody,
    );
    if (was && now) c.schema(`webhook ${event} payload`, was, now, 'response');
  }
  return c.problems;
}

const ROOT = path.resolve(__dirname, '..');
const DOCUMENT = path.join(ROOT, 'openapi/openapi.yaml');
const PUBLISHED = path.join(ROOT, 'openapi/published');

const semver = (version: string) => version.split('.').map(Number) as [number, number, number];
const byVersion = (a: string, b: string) => {
  const [x, y] = [semver(a), semver(b)];
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
};

/** The published versions, oldest first. */
export function publishedVersions(dir = PUBLISHED): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((file) => /^(\d+\.\d+\.\d+)\.json$/.exec(file)?.[1])
    .filter((version): version is string => !!version)
    .sort(byVersion);
}

/** Compares the document with the newest snapshot; returns the exit code. */
export function check(document: Json, dir = PUBLISHED, log = console.log): number {
  const version = String((document.info as Json).version);
  const published = publishedVersions(dir);
  const newest = published.at(-1);
  if (!newest) {
    log(`No snapshot in ${path.relative(ROOT, dir)}: run npm run openapi:compat -- --snapshot`);
    return 1;
  }
  if (byVersion(version, newest) < 0) {
    log(`info.version ${version} is older than the published ${newest}.`);
    return 1;
  }
  if (semver(version)[0] > semver(newest)[0]) {
    log(`info.version ${version} starts a new major: add its snapshot with`);
    log('  npm run openapi:compat -- --snapshot');
    return 1;
  }
  const base = JSON.parse(readFileSync(path.join(dir, `${newest}.json`), 'utf8')) as Json;
  const problems = breakingChanges(base, document);
  if (problems.length === 0) {
    log(`openapi.yaml ${version} is compatible with the published ${newest}.`);
    return 0;
  }
  log(`openapi.yaml breaks clients of the published ${newest}:`);
  for (const problem of problems) log(`  - ${problem}`);
  log(`Undo these, or raise info.version to ${semver(newest)[0] + 1}.0.0 and add its snapshot`);
  log('(npm run openapi:compat -- --snapshot).');
  return 1;
}

/** Writes openapi/published/<info.version>.json; a published snapshot is never rewritten. */
export function snapshot(document: Json, dir = PUBLISHED): string {
  const file = path.join(dir, `${String((document.info as Json).version)}.json`);
  if (existsSync(file)) throw new Error(`${path.relative(ROOT, file)} exists: it is published`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(file, JSON.stringify(document, null, 2) + '\n');
  return file;
}

if (require.main === module) {
  const document = parse(readFileSync(DOCUMENT, 'utf8')) as Json;
  if (process.argv.includes('--snapshot')) {
    console.log(`wrote ${path.relative(ROOT, snapshot(document))}`);
  } else {
    process.exitCode = check(document);
  }
}
