import type http from 'node:http';
import type { OpenAPIObject, ParameterObject, SchemaObject } from 'openapi3-ts/oas31';
import { loadSpec } from '../../src/http/spec';
import { createResponseChecker } from '../../src/http/validation';

/** What a delivery must carry, read from the document's `webhooks` entry of its event. */
function contractOf(document: OpenAPIObject) {
  const check = createResponseChecker(document);
  return (delivery: { headers: http.IncomingHttpHeaders; body: unknown }): string[] => {
    const event = (delivery.body as { event?: unknown } | null)?.event;
    const operation = document.webhooks?.[String(event)]?.post;
    if (!operation || !('requestBody' in operation)) {
      return [`no webhooks entry for event ${JSON.stringify(event)}`];
    }
    const problems: string[] = [];
    if (delivery.headers['content-type'] !== 'application/json') {
      problems.push(`content-type is ${delivery.headers['content-type']}`);
    }
    for (const parameter of (operation.parameters ?? []) as ParameterObject[]) {
      const value = delivery.headers[parameter.name.toLowerCase()];
      if (value === undefined) {
        if (parameter.required) problems.push(`header ${parameter.name} is missing`);
        continue;
      }
      const problem = check(parameter.schema as SchemaObject, value);
      if (problem) problems.push(`header ${parameter.name}: ${problem}`);
    }
    const body = operation.requestBody as { content: Record<string, { schema: SchemaObject }> };
    const problem = check(body.content['application/json']!.schema, delivery.body);
    if (problem) problems.push(`body: ${problem}`);
    if (delivery.headers['x-service-event'] !== event) problems.push('X-Service-Event ≠ event');
    const deliveryId = (delivery.body as { deliveryId?: unknown }).deliveryId;
    if (delivery.headers['x-service-delivery'] !== deliveryId) {
      problems.push('X-Service-Delivery ≠ deliveryId');
    }
    return problems;
  };
}

let cached: ReturnType<typeof contractOf> | undefined;

/**
 * Reads the document and compiles the schemas of every `webhooks` entry, once per process.
 * Receivers do it before they listen: done on the first delivery instead, it held the
 * event loop (a worker's too, in the same process) for 0.7-1.1 s on a loaded machine, and
 * that delivery's attempt, answered past the tests' 1 s timeout, was sent again.
 */
export function prepareDeliveryContract(): void {
  if (cached) return;
  const document = loadSpec().document;
  const contract = contractOf(document);
  for (const [event, entry] of Object.entries(document.webhooks ?? {})) {
    // A value for each of its headers, so that their schemas are compiled too.
    const parameters = (entry.post?.parameters ?? []) as ParameterObject[];
    const headers = Object.fromEntries(parameters.map((p) => [p.name.toLowerCase(), '']));
    contract({ headers, body: { event } });
  }
  cached = contract;
}

/** Problems of one received delivery against its `webhooks` entry; empty when it matches. */
export function deliveryProblems(delivery: {
  headers: http.IncomingHttpHeaders;
  body: unknown;
}): string[] {
  prepareDeliveryContract();
  return cached!(delivery);
}
