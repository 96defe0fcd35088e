import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { parse } from 'yaml';
import { breakingChanges, check, snapshot } from '../../scripts/openapi-compat';

type Json = Record<string, unknown>;

/** A small document: create and get an issue, and one webhook event. */
function document(): Json {
  return {
    openapi: '3.1.0',
    info: { title: 'Tiny', version: '1.0.0' },
    paths: {
      '/issues': {
        post: {
          operationId: 'createIssue',
          parameters: [{ name: 'dryRun', in: 'query', schema: { type: 'boolean' } }],
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  additionalProperties: false,
                  required: ['title'],
                  properties: {
                    title: { type: 'string', maxLength: 500 },
                    priority: { $ref: '#/components/schemas/Priority' },
                    estimate: { type: ['integer', 'null'] },
                  },
                },
              },
            },
          },
          responses: {
            '201': {
              description: 'Created',
              content: {
                'application/json': { schema: { $ref: '#/components/schemas/IssueEnvelope' } },
              },
            },
            '400': { description: 'Bad request' },
          },
        },
      },
      '/issues/{issueId}': {
        parameters: [{ name: 'issueId', in: 'path', required: true, schema: { type: 'string' } }],
        get: {
          operationId: 'getIssue',
          responses: {
            '200': {
              description: 'The issue',
              content: {
                'application/json': { schema: { $ref: '#/components/schemas/IssueEnvelope' } },
              },
            },
          },
        },
      },
    },
    webhooks: {
      'issue.created': {
        post: {
          operationId: 'webhookIssueCreated',
          requestBody: {
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['issueId'],
                  properties: { issueId: { type: 'string' } },
                },
              },
            },
          },
          responses: { '200': { description: 'Received' } },
        },
      },
    },
    components: {
      schemas: {
        Priority: { type: 'string', enum: ['low', 'high'] },
        Issue: {
          type: 'object',
          required: ['id', 'title', 'priority', 'closedAt'],
          properties: {
            id: { type: 'string' },
            title: { type: 'string' },
            priority: { $ref: '#/components/schemas/Priority' },
            closedAt: { type: ['string', 'null'] },
          },
        },
        IssueEnvelope: {
          type: 'object',
          required: ['success', 'data'],
          properties: { success: { const: true }, data: { $ref: '#/components/schemas/Issue' } },
        },
      },
    },
  };
}

/** The document after `change`, compared with the original. */
function breaksWhen(change: (doc: Json & { paths: Json; components: Json }) => void): string[] {
  const current = document() as Json & { paths: Json; components: Json };
  change(current);
  return breakingChanges(document(), current);
}

// Short paths into the tiny document.
const create = (doc: Json) => (doc.paths as Json)['/issues'] as { post: Json };
const createBody = (doc: Json) =>
  (
    ((create(doc).post.requestBody as Json).content as Json)['application/json'] as {
      schema: { properties: Json; required: string[] };
    }
  ).schema;
const schemas = (doc: Json) => (doc.components as { schemas: Record<string, Json> }).schemas;
const issue = (doc: Json) => schemas(doc).Issue as { properties: Json; required: string[] };

describe('the breaking-change guard', () => {
  it('finds nothing between a document and itself', () => {
    expect(breakingChanges(document(), document())).to.deep.equal([]);
  });

  it('finds nothing in the service document compared with itself', () => {
    const service = parse(readFileSync('openapi/openapi.yaml', 'utf8')) as Json;
    expect(breakingChanges(service, service)).to.deep.equal([]);
  });

  it('passes additive changes: new operation, optional field, response field, response enum value', () => {
    const problems = breaksWhen((doc) => {
      (doc.paths as Json)['/issues/{issueId}/watch'] = {
        post: { operationId: 'watch', responses: { '204': { description: 'ok' } } },
      };
      createBody(doc).properties.sprintId = { type: 'string' };
      issue(doc).properties.sprintId = { type: ['string', 'null'] };
      (schemas(doc).Priority as { enum: string[] }).enum.push('urgent');
      create(doc).post.parameters = [
        { name: 'dryRun', in: 'query', schema: { type: 'boolean' } },
        { name: 'notify', in: 'query', schema: { type: 'boolean' } },
      ];
      createBody(doc).properties.title = { type: 'string', maxLength: 1000 };
    });
    // A new request enum value is additive; the same enum in the response is tolerated too.
    expect(problems).to.deep.equal([]);
  });

  it('catches a removed operation', () => {
    const problems = breaksWhen((doc) => delete (doc.paths as Json)['/issues/{issueId}']);
    expect(problems).to.deep.equal(['GET /issues/{} (getIssue): operation removed']);
  });

  it('ignores a renamed path parameter but catches a removed query parameter', () => {
    expect(
      breaksWhen((doc) => {
        const paths = doc.paths as Json;
        const item = paths['/issues/{issueId}'] as { parameters: Json[] };
        item.parameters[0]!.name = 'id';
        paths['/issues/{id}'] = item;
        delete paths['/issues/{issueId}'];
      }),
    ).to.deep.equal([]);
    const problems = breaksWhen((doc) => (create(doc).post.parameters = []));
    expect(problems).to.deep.equal(['POST /issues (createIssue): parameter query dryRun removed']);
  });

  it('catches a removed response field and one no longer always present', () => {
    expect(breaksWhen((doc) => delete issue(doc).properties.closedAt)).to.include(
      'POST /issues (createIssue) 201.data.closedAt: response field removed',
    );
    expect(breaksWhen((doc) => (issue(doc).required = ['id', 'title', 'priority']))).to.include(
      'GET /issues/{} (getIssue) 200.data.closedAt: response field no longer always present',
    );
  });

  it('catches a narrowed request type and enum, and a widened response type', () => {
    expect(
      breaksWhen((doc) => (createBody(doc).properties.estimate = { type: 'integer' })),
    ).to.deep.equal([
      'POST /issues (createIssue) request.estimate: type narrowed, no longer accepts null',
    ]);
    const enumNarrowed = breaksWhen((doc) => (schemas(doc).Priority!.enum = ['high']));
    expect(enumNarrowed).to.include(
      'POST /issues (createIssue) request.priority: enum narrowed, no longer accepts low',
    );
    expect(
      breaksWhen((doc) => (issue(doc).properties.title = { type: ['string', 'null'] })),
    ).to.include('GET /issues/{} (getIssue) 200.data.title: type widened, may now be null');
  });

  it('reads a nullable enum written as anyOf [enum, null] as the same values', () => {
    const nullableEnum = { type: ['string', 'null'], enum: ['low', 'high', null] };
    const asUnion = { anyOf: [{ type: 'string', enum: ['low', 'high'] }, { type: 'null' }] };
    const rewritten = (field: Json) => (doc: Json) => {
      createBody(doc).properties.level = field;
      issue(doc).properties.level = field;
    };
    const base = document();
    rewritten(nullableEnum)(base);
    const current = document();
    rewritten(asUnion)(current);
    expect(breakingChanges(base, current)).to.deep.equal([]);
    const narrowed = document();
    rewritten({ anyOf: [{ type: 'string', enum: ['low'] }, { type: 'null' }] })(narrowed);
    expect(breakingChanges(base, narrowed)).to.deep.equal([
      'POST /issues (createIssue) request.level: enum narrowed, no longer accepts high',
    ]);
    const widened = document();
    rewritten({ anyOf: [{ type: 'string', enum: ['low', 'high'] }, { type: 'integer' }] })(widened);
    expect(breakingChanges(base, widened)).to.include(
      'GET /issues/{} (getIssue) 200.data.level: type widened, may now be integer',
    );
  });

  it('catches a new required request field and a new required parameter', () => {
    expect(
      breaksWhen((doc) => {
        createBody(doc).properties.projectId = { type: 'string' };
        createBody(doc).required.push('projectId');
      }),
    ).to.deep.equal(['POST /issues (createIssue) request.projectId: new required request field']);
    expect(
      breaksWhen((doc) =>
        (create(doc).post.parameters as Json[]).push({
          name: 'projectId',
          in: 'query',
          required: true,
          schema: { type: 'string' },
        }),
      ),
    ).to.deep.equal(['POST /issues (createIssue): new required parameter query projectId']);
  });

  it('catches a tightened bound on a request field', () => {
    expect(
      breaksWhen((doc) => (createBody(doc).properties.title = { type: 'string', maxLength: 200 })),
    ).to.deep.equal(['POST /issues (createIssue) request.title: maxLength tightened to 200']);
  });

  it('catches a changed or removed success status', () => {
    const problems = breaksWhen((doc) => {
      const responses = create(doc).post.responses as Json;
      responses['200'] = responses['201'];
      delete responses['201'];
    });
    expect(problems).to.deep.equal([
      'POST /issues (createIssue): success status 201 removed or changed',
    ]);
  });

  it('catches a removed webhook event and a removed payload field', () => {
    expect(breaksWhen((doc) => delete (doc.webhooks as Json)['issue.created'])).to.deep.equal([
      'webhook issue.created: removed',
    ]);
    const payload = (doc: Json) =>
      (
        (
          ((doc.webhooks as Json)['issue.created'] as { post: { requestBody: Json } }).post
            .requestBody.content as Json
        )['application/json'] as { schema: { properties: Json } }
      ).schema;
    expect(breaksWhen((doc) => delete payload(doc).properties.issueId)).to.deep.equal([
      'webhook issue.created payload.issueId: response field removed',
    ]);
  });
});

describe('the breaking-change check against snapshots', () => {
  let dir: string;
  const lines: string[] = [];
  const log = (line: string) => lines.push(line);
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'openapi-published-'));
    lines.length = 0;
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const withVersion = (doc: Json, version: string) => ({
    ...doc,
    info: { ...(doc.info as Json), version },
  });
  const withoutGetIssue = () => {
    const doc = document();
    delete (doc.paths as Json)['/issues/{issueId}'];
    return doc;
  };

  it('fails on a breaking change under the same major, and names the way out', () => {
    snapshot(document(), dir);
    expect(check(withVersion(withoutGetIssue(), '1.1.0'), dir, log)).to.equal(1);
    expect(lines.join('\n'))
      .to.include('operation removed')
      .and.include('raise info.version to 2.0.0');
  });

  it('fails on a new major without its snapshot, and passes once the snapshot is added', () => {
    snapshot(document(), dir);
    const next = withVersion(withoutGetIssue(), '2.0.0');
    expect(check(next, dir, log)).to.equal(1);
    expect(lines.join('\n')).to.include('new major');
    snapshot(next, dir);
    expect(check(next, dir, log)).to.equal(0);
  });

  it('compares with the newest snapshot, not the oldest', () => {
    snapshot(document(), dir);
    snapshot(withVersion(withoutGetIssue(), '2.0.0'), dir);
    writeFileSync(path.join(dir, 'notes.txt'), 'not a snapshot');
    expect(check(withVersion(withoutGetIssue(), '2.1.0'), dir, log)).to.equal(0);
  });

  it('never rewrites a published snapshot', () => {
    snapshot(document(), dir);
    expect(() => snapshot(document(), dir)).to.throw('is published');
  });
});
