import type { Context, Next } from 'koa';
import type { OpenAPIObject, SchemaObject } from 'openapi3-ts/oas31';
import { SCHEME_KINDS, type DeclaredHeader, type Operation } from './spec';
import { createResponseChecker } from './validation';

/** A response whose body does not match the document. */
export interface ResponseViolation {
  method: string;
  path: string;
  status: number;
  problem: string;
}

/** Header values are text: a header declared as a number is checked as the number it spells. */
function headerValue(schema: SchemaObject, text: string): unknown {
  const numeric = schema.type === 'integer' || schema.type === 'number';
  return numeric && /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
}

/**
 * The first declared header the response breaks: a required one missing, one the caller's
 * credential always gets (`x-sent-with`) missing, or a value its schema refuses.
 */
function headerProblem(
  ctx: Context,
  declared: DeclaredHeader[],
  check: ReturnType<typeof createResponseChecker>,
): string | undefined {
  const caller = (ctx.state.principal as { kind?: string } | undefined)?.kind;
  for (const header of declared) {
    const text = ctx.response.get(header.name);
    const expected =
      header.required ||
      (header.sentWith !== undefined && caller === SCHEME_KINDS[header.sentWith]);
    if (!text) {
      if (expected) return `missing declared header ${header.name}`;
      continue;
    }
    const problem = check(header.schema, headerValue(header.schema, text));
    if (problem) return `header ${header.name}: ${problem}`;
  }
  return undefined;
}

/**
 * Checks every response against its operation's schema for that status (errors outside
 * any operation against the error envelope) and against the headers that response
 * declares, and reports mismatches. The suite turns it on so the document cannot drift
 * from the code.
 */
export function responseCheck(document: OpenAPIObject, report: (v: ResponseViolation) => void) {
  const check = createResponseChecker(document);
  const errorEnvelope = { $ref: '#/components/schemas/ErrorEnvelope' } as SchemaObject;
  return async (ctx: Context, next: Next) => {
    await next();
    const operation = ctx.state.operation as Operation | undefined;
    const status = ctx.status;
    // Checked as the client receives it: dates become strings. A page or script (the API
    // reference) is not JSON: its declared media type has no schema to check.
    const text = ctx.body != null && !ctx.response.is('json');
    const body = ctx.body === undefined || text ? undefined : JSON.parse(JSON.stringify(ctx.body));
    let problem: string | undefined;
    if (!operation) {
      // Outside the document only errors are expected (health checks aside).
      if (status >= 400) problem = check(errorEnvelope, body);
    } else if (!(String(status) in operation.responses)) {
      // The document lists every status an operation can answer, errors included.
      problem = `status ${status} is not declared by ${operation.id}`;
    } else {
      const schema = operation.responses[String(status)];
      if (schema) problem = check(schema, body);
      else if (body !== undefined && body !== null) problem = 'body sent where none is declared';
      problem ??= headerProblem(ctx, operation.responseHeaders[String(status)]!, check);
    }
    if (problem) report({ method: ctx.method, path: ctx.path, status, problem });
  };
}
