import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { expect } from 'chai';
import newman, { type NewmanRunSummary } from 'newman';
import { convertV2 } from 'openapi-to-postmanv2';
import { loadSpec } from '../../src/http/spec';
import { buildApp } from '../support/context';
import { givenPat, givenWorkspace } from '../support/factories';
import { WEBHOOK_ENV } from '../support/webhooks';
import { givenOneOfEach } from '../support/world';

// What an integrator does with Postman: import the served document, put their token in,
// point the ids at their own workspace, and send. Nothing else in the collection changes.

interface PostmanItem {
  name: string;
  item?: PostmanItem[];
  request?: {
    method: string;
    url: {
      path: string[];
      query?: { key: string; value: string; disabled?: boolean }[];
      variable?: { key: string; value: string }[];
    };
  };
}

interface PostmanHeader {
  key: string;
  value: string;
}

interface Collection {
  item: PostmanItem[];
  variable: { key: string; value: string }[];
}

/** The document converted as Postman's importer does, with "Parameter generation: Example". */
async function toCollection(document: unknown): Promise<Collection> {
  const result = await promisify(convertV2)(
    { type: 'json', data: document as object },
    { parametersResolution: 'Example' },
  );
  if (!result?.result) throw new Error(`conversion failed: ${result?.reason}`);
  return result.output![0]!.data as Collection;
}

function requestsOf(items: PostmanItem[]): PostmanItem[] {
  return items.flatMap((item) => (item.item ? requestsOf(item.item) : [item]));
}

/** `GET /workspaces/{workspaceId}` for a request whose path is `workspaces/:workspaceId`. */
const routeOf = (item: PostmanItem) =>
  `${item.request!.method} /${item.request!.url.path.map((s) => s.replace(/^:(\w+)$/, '{$1}')).join('/')}`;

describe('the served document imported into Postman', function () {
  this.timeout(60_000);
  let server: Server;
  let baseUrl: string;
  let token: string;
  let ids: Record<string, string>;

  before(async () => {
    server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const app = buildApp({}, { ...WEBHOOK_ENV, BASE_URL: baseUrl });
    server.on('request', app.callback());
    const workspace = await givenWorkspace();
    ids = {
      workspaceId: workspace.id,
      assigneeId: workspace.owner.id,
      ...(await givenOneOfEach(app, workspace)),
    };
    token = (await givenPat(app, workspace)).token;
  });

  after(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers every read request a token may make with 2xx, given only the token and the ids', async () => {
    const document = (await (await fetch(`${baseUrl}/api/openapi.json`)).json()) as {
      paths: Record<
        string,
        { get: { responses: Record<string, { content?: Record<string, unknown> }> } }
      >;
    };
    const collection = await toCollection(document);
    expect(collection.variable).to.deep.include({ key: 'baseUrl', value: `${baseUrl}/api` });

    // The reads a personal access token can make, and the public ones.
    const readable = new Set(
      loadSpec()
        .operations.filter((op) => op.method === 'get')
        .filter((op) => op.anonymous || op.credentials.has('pat'))
        // A redirect (single sign-on's start and callback) sends the browser elsewhere.
        .filter((op) => op.successStatus < 300)
        // A stream of events never ends: Postman and newman wait for a whole response.
        .filter(
          (op) => !document.paths[op.path].get.responses['200']?.content?.['text/event-stream'],
        )
        .map((op) => `GET ${op.path}`),
    );
    const reads = requestsOf(collection.item).filter((item) => readable.has(routeOf(item)));
    expect(reads.map(routeOf)).to.include.members([...readable]);

    // The only edits: each id (in the path or a filter) points at this workspace's entities.
    for (const { request } of reads) {
      for (const param of [...(request!.url.variable ?? []), ...(request!.url.query ?? [])]) {
        if (ids[param.key]) param.value = ids[param.key]!;
      }
    }
    const summary = await promisify<newman.NewmanRunOptions, NewmanRunSummary>(newman.run)({
      collection: {
        ...collection,
        item: reads,
      } as unknown as newman.NewmanRunOptions['collection'],
      envVar: [{ key: 'bearerToken', value: token }],
      reporters: [],
    });

    const answers = summary.run.executions.map((execution) => ({
      request: execution.item.name,
      status: execution.response?.code,
      body:
        execution.response?.code && execution.response.code >= 300
          ? execution.response.stream?.toString().slice(0, 200)
          : undefined,
    }));
    expect(answers).to.have.length(reads.length);
    expect(
      answers.filter((answer) => !(answer.status! >= 200 && answer.status! < 300)),
    ).to.deep.equal([]);
  });

  it('gives every POST a fresh Idempotency-Key ({{$guid}}), never one fixed example', async () => {
    const collection = await toCollection(loadSpec().document);
    const keyed = requestsOf(collection.item)
      .map((item) => item.request as PostmanItem['request'] & { header?: PostmanHeader[] })
      .filter((request) => request.header?.some((header) => header.key === 'Idempotency-Key'));
    expect(keyed.length).to.be.greaterThan(10);
    for (const request of keyed) {
      const header = request.header!.find((candidate) => candidate.key === 'Idempotency-Key')!;
      expect(header.value).to.equal('{{$guid}}');
    }
  });
});
