import type { Context, Next } from 'koa';
import type { OpenAPIObject, SchemaObject } from 'openapi3-ts/oas31';
import type { Operation } from './spec';
import { createResponseChecker } from './validation';

/** A response whose body does not match the document. */
export interface ResponseViolation {
  method: string;
  path: string;
  status: number;
  problem: string;
}

/**
 * Checks every response against its operation's schema for that status (errors outside
 * any operation against the error envelope) and reports mismatches. The suite turns it on
 * so the document cannot drift from the code.
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
      const missing = operation.responseHeaders[String(status)]!.filter(
        (h) => !ctx.response.get(h),
      );
      if (!problem && missing.length > 0) problem = `missing declared header ${missing.join(', ')}`;
    }
    if (problem) report({ method: ctx.method, path: ctx.path, status, problem });
  };
}
