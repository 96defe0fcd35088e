import fc from 'fast-check';
import type { OpenAPIObject, SchemaObject } from 'openapi3-ts/oas31';
import type { Operation } from '../../src/http/spec';
import { createResponseChecker } from '../../src/http/validation';
import { arbitraryFor } from '../support/schema-arbitrary';
import { pointedAt } from '../support/world';

export type Credential = 'cookie' | 'pat' | 'agent' | 'none';

/** One generated request, and whether the document says it must be refused. */
export interface FuzzCase {
  operation: Operation;
  credential: Credential;
  path: string;
  query: string;
  /** Raw body bytes, sent as application/json. */
  body: string | Buffer | undefined;
  headers: Record<string, string>;
  /** Why the request is invalid (then it must get a 4xx and change nothing). */
  invalid: string | undefined;
}

const ID = /^[a-z][a-z0-9]{1,39}$/;
/** Path segments (already encoded) no id can be. */
const HOSTILE_SEGMENTS = ['A', '%20', '%00', '..', 'x'.repeat(300), '%F0%9F%9A%80', 'nul%2Fl'];
const HOSTILE_QUERIES = ['page=Infinity', 'page=1e3', 'page=0x10', 'limit=1&limit=2', 'limit[]=5'];
const nested = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
const HOSTILE_BODIES: [string, string | Buffer][] = [
  ['deep nesting', nested(500)],
  ['__proto__ key', '{"__proto__":{"polluted":true}}'],
  ['top-level string', '"text"'],
  ['truncated JSON', '{"name": '],
  ['invalid UTF-8', Buffer.from([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d])],
];
/** Values that break a property's schema in most places, checked against ajv. */
const WRONG_VALUES: unknown[] = [123, true, {}, [], null, '', 'x'.repeat(20_000), -1, 'NOT an id'];

const asQuery = (value: unknown) => encodeURIComponent(String(value));

/** Requests to one operation: valid ones against the seeded world, then broken in turn. */
export function fuzzCases(
  document: OpenAPIObject,
  operation: Operation,
  world: () => Record<string, string>,
): fc.Arbitrary<FuzzCase> {
  const check = createResponseChecker(document);
  const pathNames = [...operation.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const queryParams = operation.parameters.filter((p) => p.in === 'query');
  const credentials: Credential[] = operation.anonymous
    ? ['none']
    : [...operation.credentials.keys()].map((kind) => (kind === 'session' ? 'cookie' : kind));

  const pathArb = fc.record(
    Object.fromEntries(
      pathNames.map((name) => [
        name,
        fc.oneof(
          { weight: 8, arbitrary: fc.constant<[string, boolean]>(['world', false]) },
          {
            weight: 1,
            arbitrary: fc.stringMatching(ID).map((id): [string, boolean] => [id, false]),
          },
          {
            weight: 1,
            arbitrary: fc
              .constantFrom(...HOSTILE_SEGMENTS)
              .map((s): [string, boolean] => [s, true]),
          },
        ),
      ]),
    ),
  );
  const plainQuery = fc
    .record(
      Object.fromEntries(
        queryParams.map((p) => [p.name, arbitraryFor(document, p.schema as SchemaObject)]),
      ),
      { requiredKeys: [] },
    )
    .map((values): [string, string | undefined] => [
      Object.entries(values)
        .map(([name, value]) => `${name}=${asQuery(value)}`)
        .join('&'),
      undefined,
    ]);
  const hostileQueries = HOSTILE_QUERIES.filter((q) =>
    queryParams.some((p) => q.startsWith(`${p.name}=`) || q.startsWith(`${p.name}[`)),
  );
  const queryArb =
    hostileQueries.length === 0
      ? plainQuery
      : fc.oneof(
          { weight: 5, arbitrary: plainQuery },
          {
            weight: 1,
            arbitrary: fc
              .constantFrom(...hostileQueries)
              .map((q): [string, string | undefined] => [q, `hostile query ${q}`]),
          },
        );
  const schema = operation.bodySchema;
  const validBody = schema ? arbitraryFor(document, schema) : fc.constant(undefined);

  type Body = [unknown, string | Buffer | undefined, string | undefined];
  const hostileBody = fc
    .constantFrom(...HOSTILE_BODIES)
    .map(([label, raw]): Body => [undefined, raw, `hostile body: ${label}`]);
  const bodyArb: fc.Arbitrary<Body> = !schema
    ? fc.oneof(
        { weight: 5, arbitrary: fc.constant<Body>([undefined, undefined, undefined]) },
        {
          weight: operation.method === 'get' || operation.method === 'delete' ? 0 : 1,
          arbitrary: hostileBody,
        },
      )
    : fc.oneof(
        { weight: 5, arbitrary: validBody.map((b): Body => [b, undefined, undefined]) },
        {
          weight: 3,
          arbitrary: fc
            .tuple(validBody, fc.nat(), fc.constantFrom(...WRONG_VALUES), fc.nat(2))
            .map(([b, pick, wrong, how]): Body => {
              const body = { ...(b as Record<string, unknown>) };
              const props = Object.keys((schema.properties as object | undefined) ?? {});
              const name = props.length > 0 ? props[pick % props.length]! : 'unexpected';
              const required = (schema.required as string[] | undefined) ?? [];
              if (how === 0) body[name] = wrong;
              else if (how === 1)
                delete body[required[pick % Math.max(1, required.length)] ?? name];
              else body.notInTheSchema = wrong;
              return [body, undefined, undefined];
            }),
        },
        { weight: 1, arbitrary: hostileBody },
      );
  return fc
    .record({
      credential: fc.constantFrom(...credentials),
      path: pathArb,
      query: queryArb,
      body: bodyArb,
      twoAuthorizations: fc.boolean().map((b) => b && !operation.anonymous),
    })
    .map(({ credential, path, query, body: [value, raw, hostileBody], twoAuthorizations }) => {
      const ids = world();
      let invalid = hostileBody ?? query[1];
      const segments: Record<string, string> = {};
      for (const name of pathNames) {
        const [segment, hostile] = path[name]!;
        segments[name] = segment === 'world' ? ids[name]! : segment;
        if (hostile) invalid ??= `hostile path ${name}=${segment}`;
      }
      let body = raw;
      if (!raw && schema && value !== undefined) {
        const problem = check(schema, value);
        const sent = problem ? value : pointedAt(operation, value as Record<string, unknown>, ids);
        if (problem) invalid ??= `body breaks the schema: ${problem}`;
        body = JSON.stringify(sent);
      }
      const headers: Record<string, string> = {};
      if (twoAuthorizations) invalid ??= 'two Authorization headers';
      return {
        [fc.toStringMethod]: () =>
          `${operation.id} as ${credential}: ` +
          JSON.stringify({ path: segments, query: query[0], body: String(body ?? ''), invalid }),
        operation,
        credential,
        path: operation.routePath.replace(/:(\w+)/g, (_m, name: string) => segments[name]!),
        query: query[0],
        body,
        headers,
        invalid,
        twoAuthorizations,
      } as FuzzCase & { twoAuthorizations: boolean };
    });
}
