/** A code host as the tests play it: connections, signed deliveries, the payloads they carry. */
import { createHmac, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import examples from '@octokit/webhooks-examples';
import type Koa from 'koa';
import request from 'supertest';
import { suite } from '../support/context';
import { as, type TestWorkspace } from '../support/factories';
import { waitFor } from '../support/receiver';

export interface TestIntegration {
  id: string;
  provider: 'github' | 'gitea' | 'gitlab';
  baseUrl: string;
  webhookUrl: string;
  secret: string;
}

export async function givenIntegration(
  app: Koa,
  workspace: TestWorkspace,
  fields: { provider: 'github' | 'gitea' | 'gitlab'; baseUrl?: string; name?: string },
): Promise<TestIntegration> {
  const res = await as(app, workspace.owner)
    .post(`/api/workspaces/${workspace.id}/integrations`)
    .send({ name: `${fields.provider} connection`, ...fields });
  if (res.status !== 201) throw new Error(`integration: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

const sign = async (secret: string, body: string) =>
  (await import('@octokit/webhooks-methods')).sign(secret, body);

/** The path of a connection's endpoint, from its absolute `webhookUrl`. */
export const hookPath = (integration: TestIntegration) => new URL(integration.webhookUrl).pathname;

export interface Delivery {
  event?: string;
  body: unknown;
  /** The delivery id; a new one by default. */
  id?: string;
  /** The secret to sign with; the connection's by default. */
  secret?: string;
  headers?: Record<string, string>;
}

/** POSTs a delivery as the connection's code host would: signed, with its event headers. */
export async function deliver(app: Koa, integration: TestIntegration, delivery: Delivery) {
  const body =
    typeof delivery.body === 'string' || Buffer.isBuffer(delivery.body)
      ? delivery.body
      : JSON.stringify(delivery.body);
  const id = delivery.id ?? randomUUID();
  const secret = delivery.secret ?? integration.secret;
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (integration.provider === 'gitlab') {
    Object.assign(headers, {
      'X-Gitlab-Event': delivery.event ?? 'Merge Request Hook',
      'X-Gitlab-Event-UUID': id,
      'X-Gitlab-Token': secret,
    });
  } else {
    const name = integration.provider === 'github' ? 'GitHub' : 'Gitea';
    Object.assign(headers, {
      [`X-${name}-Event`]: delivery.event ?? 'pull_request',
      [`X-${name}-Delivery`]: id,
      // Bytes that are not text are signed as they are, as a code host signs what it sends.
      'X-Hub-Signature-256': Buffer.isBuffer(body)
        ? `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`
        : await sign(secret, body),
    });
  }
  const req = request(app.callback())
    .post(hookPath(integration))
    .set({ ...headers, ...delivery.headers });
  if (!Buffer.isBuffer(body)) return req.send(body);
  // As bytes: supertest would serialise a Buffer given to send() as JSON.
  req.write(body);
  return req;
}

export async function deliveriesOf(integrationId: string) {
  return suite.database.db
    .selectFrom('integrationDeliveries')
    .selectAll()
    .where('integrationId', '=', integrationId)
    .orderBy('receivedAt')
    .execute();
}

/** Waits until the worker has processed every delivery of the connection; returns them. */
export async function settled(integrationId: string) {
  return waitFor(
    async () => {
      const rows = await deliveriesOf(integrationId);
      return rows.every((row) => row.outcome !== 'pending') && rows;
    },
    15_000,
    'deliveries processed',
  );
}

// Payloads are the code hosts' JSON, written into at any depth by the tests.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

/** Every `pull_request` example payload of @octokit/webhooks-examples. */
export function githubPullRequestExamples(): Json[] {
  const group = (examples as { name: string; examples: Json[] }[]).find(
    (e) => e.name === 'pull_request',
  );
  return group!.examples;
}

const clone = <T>(value: T): T => structuredClone(value);

/** A GitHub `pull_request` payload from the examples, for `repository` and `number`. */
export function githubPullRequest(
  action: string,
  pr: { number: number; title?: string; body?: string; branch?: string; base?: string },
  changes: { merged?: boolean; state?: 'open' | 'closed'; draft?: boolean } = {},
): Json {
  const opened = githubPullRequestExamples().find((e) => e.action === 'opened')!;
  const payload = clone(opened);
  payload.action = action;
  payload.number = pr.number;
  Object.assign(payload.pull_request, {
    number: pr.number,
    title: pr.title ?? 'A change',
    body: pr.body ?? null,
    state: changes.state ?? 'open',
    merged: changes.merged ?? false,
    draft: changes.draft ?? false,
  });
  payload.pull_request.head.ref = pr.branch ?? 'a-branch';
  payload.pull_request.base.ref = pr.base ?? payload.repository.default_branch;
  return payload;
}

function fixture(name: string): Json {
  return JSON.parse(readFileSync(path.join(__dirname, '../fixtures/code-hosts', name), 'utf8'));
}

/** A GitLab `Merge Request Hook` payload (GitLab's documented shape) with the given fields. */
export function gitlabMergeRequest(attributes: Json, changes: Json = {}, project: Json = {}): Json {
  const payload = fixture('gitlab-merge-request.json');
  Object.assign(payload.object_attributes, attributes);
  Object.assign(payload.project, project);
  payload.changes = changes;
  return payload;
}

/** A Gitea/Forgejo `pull_request` payload (Gitea's documented shape) with the given fields. */
export function giteaPullRequest(action: string, pullRequest: Json = {}): Json {
  const payload = fixture('gitea-pull-request.json');
  payload.action = action;
  Object.assign(payload.pull_request, pullRequest);
  if (pullRequest.number) payload.number = pullRequest.number;
  return payload;
}
