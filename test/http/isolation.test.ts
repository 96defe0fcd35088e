import { createId } from '@paralleldrive/cuid2';
import { expect } from 'chai';
import request from 'supertest';
import { loadSpec } from '../../src/http/spec';
import { appFixture, suite } from '../support/context';
import { givenMember, givenWorkspace, type TestWorkspace } from '../support/factories';
import { givenIssue } from '../support/seed-b';
import { emit, givenWebhook, WEBHOOK_ENV } from '../support/webhooks';
import { givenPat } from '../support/tokens';

/**
 * Every operation under /workspaces/{workspaceId}, called by the owner of workspace A
 * with the ids of workspace B's entities, must answer 404 and change nothing: each query
 * is scoped by workspace in SQL. Walks the document, so a new route is covered at once.
 */
describe('tenant isolation of every workspace route', () => {
  const fixture = appFixture({}, WEBHOOK_ENV);
  const { operations } = loadSpec();
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
      const client = request(fixture.server);
      const res = await client[operation.method](path).set('Cookie', mine.owner.cookie).send({});
      // 400 is acceptable only when the body is invalid before any lookup happens.
      expect(res.status, `${path}: ${JSON.stringify(res.body)}`).to.be.oneOf([404, 400]);
      if (res.status === 400) expect(res.body.error?.code).to.equal('VALIDATION_ERROR');
      expect(await snapshot(theirs.id)).to.deep.equal(before);
    });
  }

  it('answers 404 to a non-member on every workspace route', async () => {
    for (const operation of operations.filter((op) => op.path.includes('{workspaceId}'))) {
      const path = operation.routePath
        .replace(':workspaceId', theirs.id)
        .replace(/:(\w+)/g, (_m, n: string) => ids[n]!);
      const client = request(fixture.server);
      const res = await client[operation.method](path).set('Cookie', mine.owner.cookie).send({});
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
