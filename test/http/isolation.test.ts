import { createId } from '@paralleldrive/cuid2';
import { expect } from 'chai';
import fc from 'fast-check';
import request from 'supertest';
import { loadSpec, type Operation } from '../../src/http/spec';
import { appFixture, FIRST_PARTY, suite } from '../support/context';
import {
  givenIssue,
  givenMember,
  givenPat,
  givenWorkspace,
  type TestWorkspace,
} from '../support/factories';
import { arbitraryFor } from '../support/schema-arbitrary';
import { emit, givenWebhook, WEBHOOK_ENV } from '../support/webhooks';

/** Field values the schema allows but the server judges further (URLs it can parse). */
const SERVER_VALID: Record<string, Record<string, unknown>> = {
  linkPullRequest: { url: 'https://github.com/octo/repo/pull/7' },
  // An operator-allowed host (WEBHOOK_ENV): the address check needs no DNS.
  updateWebhook: { url: 'http://127.0.0.1:9/in' },
};

/**
 * A body the operation accepts, drawn from its schema with a fixed seed, pointing at the
 * given ids wherever a field names one, with rules the schema only describes applied.
 */
function validBody(
  document: ReturnType<typeof loadSpec>['document'],
  operation: Operation,
  ids: Record<string, string>,
): Record<string, unknown> | undefined {
  if (!operation.bodySchema) return undefined;
  const [sample] = fc.sample(arbitraryFor(document, operation.bodySchema), { seed: 7, numRuns: 1 });
  const body = { ...(sample as Record<string, unknown>), ...SERVER_VALID[operation.id] };
  for (const field of Object.keys(body)) if (ids[field]) body[field] = ids[field];
  if (typeof body.startsOn === 'string' && typeof body.endsOn === 'string') {
    [body.startsOn, body.endsOn] = [body.startsOn, body.endsOn].sort();
  }
  if (body.state === 'completed') delete body.error;
  return body;
}

/**
 * Every operation under /workspaces/{workspaceId}, called by the owner of workspace A
 * with the ids of workspace B's entities and a body it would accept, must answer exactly
 * 404 and change nothing: each query is scoped by workspace in SQL, and validation never
 * stands in for the lookup. Walks the document, so a new route is covered at once.
 */
describe('tenant isolation of every workspace route', () => {
  const fixture = appFixture({}, WEBHOOK_ENV);
  const { operations, document } = loadSpec();
  let mine: TestWorkspace;
  let theirs: TestWorkspace;
  const ids: Record<string, string> = {};

  before(async () => {
    mine = await givenWorkspace();
    theirs = await givenWorkspace();
    const db = suite.database.db;
    const member = await givenMember(theirs);
    const issue = await givenIssue(theirs);
    ids.projectId = issue.projectId;
    ids.issueId = issue.issueId;
    ids.userId = member.id;
    ids.commentId = createId();
    await db
      .insertInto('comments')
      .values({
        id: ids.commentId,
        workspaceId: theirs.id,
        issueId: issue.issueId,
        authorId: theirs.owner.id,
        body: 'x',
      })
      .execute();
    ids.sprintId = createId();
    await db
      .insertInto('sprints')
      .values({ id: ids.sprintId, workspaceId: theirs.id, projectId: issue.projectId, name: 'S1' })
      .execute();
    ids.linkId = createId();
    await db
      .insertInto('pullRequestLinks')
      .values({
        id: ids.linkId,
        workspaceId: theirs.id,
        issueId: issue.issueId,
        url: 'https://github.com/o/r/pull/1',
        provider: 'github',
        repository: 'o/r',
        number: 1,
      })
      .execute();
    ids.agentId = createId();
    await db
      .insertInto('agents')
      .values({ id: ids.agentId, workspaceId: theirs.id, name: 'Bot' })
      .execute();
    ids.sessionId = createId();
    await db
      .insertInto('agentSessions')
      .values({ id: ids.sessionId, workspaceId: theirs.id, agentId: ids.agentId })
      .execute();
    ids.tokenId = (await givenPat(fixture.app, theirs)).id;
    const hook = await givenWebhook(fixture.app, theirs, 'http://127.0.0.1:9/hook');
    ids.webhookId = hook.id;
    await emit(theirs.id);
    const delivery = await db
      .selectFrom('webhookDeliveries')
      .select('id')
      .where('webhookId', '=', hook.id)
      .executeTakeFirstOrThrow();
    ids.deliveryId = delivery.id;
  });

  const scoped = operations.filter(
    (op) => op.path.includes('{workspaceId}') && /\{(?!workspaceId)\w+\}/.test(op.path),
  );
  for (const operation of scoped) {
    it(`${operation.method.toUpperCase()} ${operation.path} answers 404 for another workspace's ids`, async () => {
      const path = operation.routePath
        .replace(':workspaceId', mine.id)
        .replace(/:(\w+)/g, (_m, name: string) => {
          if (!ids[name]) throw new Error(`no seeded id for ${name}`);
          return ids[name]!;
        });
      const before = await snapshot(theirs.id);
      const body = validBody(document, operation, ids);
      const client = request(fixture.server);
      const res = await client[operation.method](path)
        .set('Cookie', mine.owner.cookie)
        .set('Origin', FIRST_PARTY)
        .send(body);
      expect(res.status, `${path} ${JSON.stringify(body)}: ${JSON.stringify(res.body)}`).to.equal(
        404,
      );
      expect(await snapshot(theirs.id)).to.deep.equal(before);
    });
  }

  it('answers 404 to a non-member on every workspace route', async () => {
    for (const operation of operations.filter((op) => op.path.includes('{workspaceId}'))) {
      const path = operation.routePath
        .replace(':workspaceId', theirs.id)
        .replace(/:(\w+)/g, (_m, n: string) => ids[n]!);
      const client = request(fixture.server);
      const res = await client[operation.method](path)
        .set('Cookie', mine.owner.cookie)
        .set('Origin', FIRST_PARTY)
        .send(validBody(document, operation, ids));
      expect(res.status, `${operation.id}`).to.equal(404);
    }
  });
});

/** Row counts and update times of a workspace's data: any change shows up here. */
async function snapshot(workspaceId: string) {
  const db = suite.database.db;
  const tables = [
    'projects',
    'issues',
    'comments',
    'sprints',
    'pullRequestLinks',
    'agents',
    'agentSessions',
    'webhooks',
    'events',
  ] as const;
  const counts: Record<string, unknown> = {};
  for (const table of tables) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('workspaceId', '=', workspaceId)
      .executeTakeFirstOrThrow();
    counts[table] = row.n;
  }
  const members = await db
    .selectFrom('workspaceMembers')
    .select(['userId', 'role'])
    .where('workspaceId', '=', workspaceId)
    .orderBy('userId')
    .execute();
  const tokens = await db
    .selectFrom('apiTokens')
    .select(['id', 'revokedAt'])
    .where('workspaceId', '=', workspaceId)
    .execute();
  const hooks = await db
    .selectFrom('webhooks')
    .select(['id', 'updatedAt', 'active'])
    .where('workspaceId', '=', workspaceId)
    .execute();
  const updated = await db
    .selectFrom('issues')
    .select(['id', 'updatedAt'])
    .where('workspaceId', '=', workspaceId)
    .execute();
  return { counts, members, tokens, hooks, updated };
}
