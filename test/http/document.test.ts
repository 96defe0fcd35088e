import { expect } from 'chai';
import type { LinkObject, ResponseObject } from 'openapi3-ts/oas31';
import { loadSpec, type Operation } from '../../src/http/spec';
import { appFixture } from '../support/context';
import { as, givenProject, givenWorkspace } from '../support/factories';

const { operations, document } = loadSpec();
const byId = new Map(operations.map((operation) => [operation.id, operation]));
const pathParams = (operation: Operation) =>
  [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);

/** The statuses any request to the operation can meet, whatever its handler does. */
function statusesEveryCallerCanMeet(operation: Operation): string[] {
  const statuses = ['400', '401', '429', '503'];
  if (!(operation.method === 'get' && operation.anonymous)) statuses.push('403');
  if (pathParams(operation).length > 0) statuses.push('404');
  if (['post', 'put', 'patch'].includes(operation.method)) statuses.push('413', '415');
  return statuses;
}

function rawResponse(operation: Operation, status: string): ResponseObject {
  const item = document.paths![operation.path]![operation.method]!;
  const response = item.responses![status] as ResponseObject & { $ref?: string };
  if (!response.$ref) return response;
  const name = response.$ref.split('/').pop()!;
  return document.components!.responses![name] as ResponseObject;
}

// Operations that answer 201 without creating something addressable by id.
const CREATES_NOTHING_ADDRESSABLE = new Set(['register', 'rotateAgentToken']);

describe('the document says what the server does', () => {
  it('lists on every operation each status any caller can meet', () => {
    const missing: string[] = [];
    for (const operation of operations) {
      for (const status of statusesEveryCallerCanMeet(operation)) {
        if (!(status in operation.responses)) missing.push(`${operation.id} ${status}`);
      }
    }
    expect(missing).to.deep.equal([]);
  });

  it('declares Retry-After on every 429 and 503', () => {
    for (const operation of operations) {
      for (const status of ['429', '503']) {
        const headers = rawResponse(operation, status).headers ?? {};
        expect(headers, `${operation.id} ${status}`).to.have.property('Retry-After');
      }
    }
  });

  it('links each create operation to the operations on what it created', () => {
    const creates = operations.filter(
      (op) => op.successStatus === 201 && !CREATES_NOTHING_ADDRESSABLE.has(op.id),
    );
    expect(creates.length).to.be.greaterThan(8);
    for (const operation of creates) {
      const links = rawResponse(operation, '201').links as Record<string, LinkObject> | undefined;
      expect(links, operation.id).to.be.an('object');
      for (const [name, link] of Object.entries(links!)) {
        const target = byId.get(link.operationId!);
        expect(target, `${operation.id} ${name}`).to.not.equal(undefined);
        expect(Object.keys(link.parameters ?? {})).to.have.members(pathParams(target!));
      }
    }
  });
});

/** Evaluates an OpenAPI runtime expression against one request and its response. */
function evaluate(expression: string, path: Record<string, string>, body: unknown): string {
  const fromPath = /^\$request\.path\.(\w+)$/.exec(expression);
  if (fromPath) return path[fromPath[1]!]!;
  const pointer = /^\$response\.body#(\/.*)$/.exec(expression);
  if (!pointer) throw new Error(`unsupported expression ${expression}`);
  let value: unknown = body;
  for (const part of pointer[1]!.split('/').slice(1))
    value = (value as Record<string, unknown>)[part];
  return String(value);
}

describe('links lead where they say', () => {
  const fixture = appFixture();

  it('follows createIssue to getIssue, taking projectId from the response body', async () => {
    const workspace = await givenWorkspace();
    const owner = as(fixture.app, workspace.owner);
    const project = await givenProject(fixture.app, workspace);
    const created = await owner
      .post(`/api/workspaces/${workspace.id}/issues`)
      .send({ projectId: project.id, title: 'Linked' })
      .expect(201);
    const issueLinks = rawResponse(byId.get('createIssue')!, '201').links!;
    const get = issueLinks.GetIssue as LinkObject;
    const params = Object.fromEntries(
      Object.entries(get.parameters!).map(([name, expression]) => [
        name,
        evaluate(String(expression), { workspaceId: workspace.id }, created.body),
      ]),
    );
    const target = byId.get(get.operationId!)!;
    const path = target.routePath.replace(/:(\w+)/g, (_m, name: string) => params[name]!);
    const fetched = await owner.get(path).expect(200);
    expect(fetched.body.data.id).to.equal(created.body.data.id);
  });
});
