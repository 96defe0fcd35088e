import { expect } from 'chai';
import type { ResponseObject, SchemaObject } from 'openapi3-ts/oas31';
import { loadSpec } from '../../src/http/spec';
import { createResponseChecker } from '../../src/http/validation';

const { document, operations } = loadSpec();

interface Example {
  where: string;
  schema: SchemaObject;
  value: unknown;
}

/**
 * Every example in the document with the schema it illustrates: media types and
 * parameters (`example`, `examples.*.value`) and schemas' own `examples` arrays.
 */
function examplesIn(node: unknown, where: string, found: Example[] = []): Example[] {
  if (Array.isArray(node)) {
    node.forEach((child, i) => examplesIn(child, `${where}/${i}`, found));
    return found;
  }
  if (!node || typeof node !== 'object') return found;
  const object = node as Record<string, unknown>;
  const schema = object.schema as SchemaObject | undefined;
  if (schema && 'example' in object) {
    found.push({ where: `${where}/example`, schema, value: object.example });
  }
  if (schema && object.examples && typeof object.examples === 'object') {
    for (const [name, example] of Object.entries(object.examples)) {
      const value = (example as { value?: unknown }).value;
      if (value !== undefined) found.push({ where: `${where}/examples/${name}`, schema, value });
    }
  }
  for (const [key, child] of Object.entries(object)) {
    // A schema's own `examples` is an array of instances of that schema.
    if (key === 'examples' && Array.isArray(child) && !schema) {
      child.forEach((value, i) =>
        found.push({ where: `${where}/examples/${i}`, schema: object as SchemaObject, value }),
      );
    } else if (key !== 'example' && key !== 'examples') {
      examplesIn(child, `${where}/${key}`, found);
    }
  }
  return found;
}

// The operations a newcomer calls first, as the README's walk-through does.
const FIRST_STEPS = [
  'register',
  'login',
  'getCurrentUser',
  'listWorkspaces',
  'createWorkspace',
  'getWorkspace',
  'listProjects',
  'createProject',
  'listIssues',
  'createIssue',
  'getIssue',
  'updateIssue',
  'listApiTokens',
  'createApiToken',
  'revokeApiToken',
  'listWebhooks',
  'createWebhook',
  'listWebhookDeliveries',
  'replayWebhookDelivery',
];

function resolvedResponse(operationId: string, status: number): ResponseObject {
  const operation = operations.find((op) => op.id === operationId)!;
  const raw = document.paths![operation.path]![operation.method]!.responses![String(status)] as
    ResponseObject | { $ref: string };
  if (!('$ref' in raw)) return raw;
  return document.components!.responses![raw.$ref.split('/').pop()!] as ResponseObject;
}

describe('the examples in the document', () => {
  const examples = examplesIn(document, '#');

  it('each validate against the schema beside them', () => {
    expect(examples.length).to.be.greaterThan(20);
    const check = createResponseChecker(document);
    const failures = examples
      .map(({ where, schema, value }) => {
        const problem = check(schema, value);
        return problem && `${where}: ${problem}`;
      })
      .filter(Boolean);
    expect(failures).to.deep.equal([]);
  });

  it('are caught when one does not match its schema', () => {
    const check = createResponseChecker(document);
    const issue = examples.find((e) => e.where.includes('/IssueResult/'))!;
    const broken = { ...(issue.value as object), data: { title: 42 } };
    expect(check(issue.schema, broken)).to.be.a('string');
  });

  it('cover the request and the success response of every first-step operation', () => {
    const missing: string[] = [];
    for (const id of FIRST_STEPS) {
      const operation = operations.find((op) => op.id === id);
      if (!operation) {
        missing.push(`${id}: no such operation`);
        continue;
      }
      const item = document.paths![operation.path]![operation.method]!;
      const request = (item.requestBody as { content?: Record<string, { example?: unknown }> })
        ?.content?.['application/json'];
      if (request && request.example === undefined) missing.push(`${id} request`);
      const response = resolvedResponse(id, operation.successStatus).content?.['application/json'];
      if (response && response.example === undefined) missing.push(`${id} response`);
    }
    expect(missing).to.deep.equal([]);
  });
});
