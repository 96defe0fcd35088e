import { readFileSync } from 'node:fs';
import path from 'node:path';
import type {
  HeaderObject,
  OpenAPIObject,
  OperationObject,
  ParameterObject,
  ReferenceObject,
  ResponseObject,
  SchemaObject,
  ServerObject,
} from 'openapi3-ts/oas31';
import { parse } from 'yaml';
import type { MemberRole } from '../db/schema';

export const SPEC_PATH = path.resolve(__dirname, '../../openapi/openapi.yaml');

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type Method = (typeof METHODS)[number];

/** Credential types the spec's security schemes stand for. */
export type CredentialKind = 'session' | 'pat' | 'agent';

export const SCHEME_KINDS: Record<string, CredentialKind> = {
  cookieSession: 'session',
  personalAccessToken: 'pat',
  agentToken: 'agent',
};

/** A response header as the document declares it. */
export interface DeclaredHeader {
  name: string;
  required: boolean;
  schema: SchemaObject;
  /** The security scheme whose requests always get it (`x-sent-with`), e.g. PAT rate limits. */
  sentWith: string | undefined;
}

/** One operation of the document, flattened for the router. */
export interface Operation {
  id: string;
  method: Method;
  /** Spec path without the server prefix, e.g. `/workspaces/{workspaceId}`. */
  path: string;
  /** Koa-router path including the `/api` prefix. */
  routePath: string;
  parameters: ParameterObject[];
  bodySchema: SchemaObject | undefined;
  /** Response schemas by status code (or `default`). */
  responses: Record<string, SchemaObject | undefined>;
  /** Headers each response declares, by status code (e.g. `Retry-After` on 429). */
  responseHeaders: Record<string, DeclaredHeader[]>;
  successStatus: number;
  /** Credential kinds accepted; empty when the operation is public. */
  credentials: Map<CredentialKind, string[]>;
  anonymous: boolean;
  /** Lowest workspace role allowed (`x-min-role`), for session users. */
  minRole: MemberRole | undefined;
  /** Sortable fields of a list operation (`x-sort-fields`), the first is the default. */
  sortFields: string[] | undefined;
  /** Tight per-IP throttle applies (`x-throttle: tight`). */
  tightThrottle: boolean;
  /** A body limit above the service's (`x-max-body-bytes`), for the few that need one. */
  maxBodyBytes: number | undefined;
}

export interface LoadedSpec {
  document: OpenAPIObject;
  operations: Operation[];
  basePath: string;
}

function resolve<T extends object>(document: OpenAPIObject, value: T | ReferenceObject): T {
  if (!('$ref' in value)) return value;
  const parts = value.$ref.replace(/^#\//, '').split('/');
  let target: unknown = document;
  for (const part of parts) target = (target as Record<string, unknown>)[part];
  if (!target) throw new Error(`Unresolvable $ref ${value.$ref}`);
  return resolve(document, target as T);
}

function jsonSchemaOf(
  content: Record<string, { schema?: SchemaObject | ReferenceObject }> | undefined,
): SchemaObject | undefined {
  const schema = content?.['application/json']?.schema;
  return schema ? (schema as SchemaObject) : undefined;
}

function readOperation(
  document: OpenAPIObject,
  basePath: string,
  specPath: string,
  method: Method,
  operation: OperationObject,
  shared: (ParameterObject | ReferenceObject)[],
): Operation {
  if (!operation.operationId)
    throw new Error(`${method.toUpperCase()} ${specPath} has no operationId`);
  const parameters = [...shared, ...(operation.parameters ?? [])].map((p) => resolve(document, p));
  const body = operation.requestBody ? resolve(document, operation.requestBody) : undefined;
  const responses: Record<string, SchemaObject | undefined> = {};
  const responseHeaders: Record<string, DeclaredHeader[]> = {};
  for (const [status, response] of Object.entries(operation.responses ?? {})) {
    const resolved = resolve<ResponseObject>(
      document,
      response as ResponseObject | ReferenceObject,
    );
    responses[status] = jsonSchemaOf(resolved.content);
    responseHeaders[status] = Object.entries(resolved.headers ?? {}).map(([name, header]) => {
      const declared = resolve<HeaderObject>(document, header);
      return {
        name,
        required: declared.required === true,
        schema: (declared.schema ?? {}) as SchemaObject,
        sentWith: (declared as Record<string, unknown>)['x-sent-with'] as string | undefined,
      };
    });
  }
  // A browser's round trip (single sign-on) succeeds with a redirect instead.
  const success =
    Object.keys(responses).find((status) => /^2\d\d$/.test(status)) ??
    Object.keys(responses).find((status) => status === '302');
  if (!success) throw new Error(`Operation ${operation.operationId} declares no 2xx response`);

  const security = operation.security ?? document.security ?? [];
  const credentials = new Map<CredentialKind, string[]>();
  let anonymous = security.length === 0;
  for (const requirement of security) {
    const entries = Object.entries(requirement);
    if (entries.length === 0) anonymous = true;
    for (const [scheme, scopes] of entries) {
      const kind = SCHEME_KINDS[scheme];
      if (!kind)
        throw new Error(`Operation ${operation.operationId} uses unknown scheme ${scheme}`);
      credentials.set(kind, scopes);
    }
  }
  const extensions = operation as Record<string, unknown>;
  return {
    id: operation.operationId,
    method,
    path: specPath,
    routePath: basePath + specPath.replace(/\{(\w+)\}/g, ':$1'),
    parameters,
    bodySchema: jsonSchemaOf(body?.content),
    responses,
    responseHeaders,
    successStatus: Number(success),
    credentials,
    anonymous,
    minRole: extensions['x-min-role'] as MemberRole | undefined,
    sortFields: extensions['x-sort-fields'] as string[] | undefined,
    tightThrottle: extensions['x-throttle'] === 'tight',
    maxBodyBytes: extensions['x-max-body-bytes'] as number | undefined,
  };
}

/**
 * The path the routes live under, from the first server: `{baseUrl}/api` (its variables at
 * their defaults), `https://host/api` or `/api` all give `/api`.
 */
export function serverBasePath(server: ServerObject | undefined): string {
  if (!server) return '';
  const url = server.url.replace(/\{(\w+)\}/g, (_, name: string) =>
    String(server.variables?.[name]?.default ?? ''),
  );
  const pathname = /^[a-z][a-z\d+.-]*:/i.test(url) ? new URL(url).pathname : url;
  return pathname.replace(/\/$/, '');
}

/**
 * The document as this instance serves it: its first server is the instance itself
 * (`BASE_URL` and the routes' path, absolute), so tools that import the document
 * (Postman, Prism, generated clients) call this instance without being told where it is.
 */
export function servedDocument(spec: LoadedSpec, baseUrl: string): OpenAPIObject {
  const url = new URL(spec.basePath, baseUrl).href.replace(/\/$/, '');
  return { ...spec.document, servers: [{ url, description: 'This instance' }] };
}

/** Reads the OpenAPI document and flattens its operations. */
export function loadSpec(file = SPEC_PATH): LoadedSpec {
  const document = parse(readFileSync(file, 'utf8')) as OpenAPIObject;
  const basePath = serverBasePath(document.servers?.[0]);
  const operations: Operation[] = [];
  for (const [specPath, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (operation) {
        operations.push(
          readOperation(document, basePath, specPath, method, operation, item.parameters ?? []),
        );
      }
    }
  }
  return { document, operations, basePath };
}
