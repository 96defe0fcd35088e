import { randomBytes } from 'node:crypto';
import { newId } from '../../src/db/ids';
import fc from 'fast-check';
import type Koa from 'koa';
import type { OpenAPIObject } from 'openapi3-ts/oas31';
import type { Operation } from '../../src/http/spec';
import { suite } from './context';
import { givenIssue, givenMember, givenPat, type TestWorkspace } from './factories';
import { arbitraryFor } from './schema-arbitrary';
import { emit, givenWebhook } from './webhooks';

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
export function validBody(
  document: OpenAPIObject,
  operation: Operation,
  ids: Record<string, string>,
  seed = 7,
): Record<string, unknown> | undefined {
  if (!operation.bodySchema) return undefined;
  const [sample] = fc.sample(arbitraryFor(document, operation.bodySchema), { seed, numRuns: 1 });
  return pointedAt(operation, sample as Record<string, unknown>, ids);
}

/** A schema-valid body made acceptable to the server too, pointing at the given ids. */
export function pointedAt(
  operation: Operation,
  sample: Record<string, unknown>,
  ids: Record<string, string>,
): Record<string, unknown> {
  const body = { ...sample, ...SERVER_VALID[operation.id] };
  for (const field of Object.keys(body)) if (ids[field]) body[field] = ids[field];
  if (typeof body.startsOn === 'string' && typeof body.endsOn === 'string') {
    [body.startsOn, body.endsOn] = [body.startsOn, body.endsOn].sort();
  }
  if (body.state === 'completed') delete body.error;
  // moveIssue takes one neighbour (`not: {required: [beforeId, afterId]}`).
  if ('beforeId' in body && 'afterId' in body) delete body.afterId;
  return body;
}

/**
 * One entity of every kind in the workspace (project, issue, comment, sprint, pull-request
 * link, member, agent, agent session, token, webhook, delivery), keyed by the path
 * parameter that names it. Needs an app built with WEBHOOK_ENV (local receiver allowed).
 */
export async function givenOneOfEach(
  app: Koa,
  workspace: TestWorkspace,
): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  const db = suite.database.db;
  const member = await givenMember(workspace);
  const issue = await givenIssue(workspace);
  ids.projectId = issue.projectId;
  ids.issueId = issue.issueId;
  ids.userId = member.id;
  ids.commentId = newId();
  await db
    .insertInto('comments')
    .values({
      id: ids.commentId,
      workspaceId: workspace.id,
      issueId: issue.issueId,
      authorId: workspace.owner.id,
      body: 'x',
    })
    .execute();
  ids.sprintId = newId();
  await db
    .insertInto('sprints')
    .values({ id: ids.sprintId, workspaceId: workspace.id, projectId: issue.projectId, name: 'S1' })
    .execute();
  ids.linkId = newId();
  await db
    .insertInto('pullRequestLinks')
    .values({
      id: ids.linkId,
      workspaceId: workspace.id,
      issueId: issue.issueId,
      url: 'https://github.com/o/r/pull/1',
      provider: 'github',
      repository: 'o/r',
      number: 1,
    })
    .execute();
  ids.agentId = newId();
  await db
    .insertInto('agents')
    .values({ id: ids.agentId, workspaceId: workspace.id, name: 'Bot' })
    .execute();
  ids.sessionId = newId();
  await db
    .insertInto('agentSessions')
    .values({ id: ids.sessionId, workspaceId: workspace.id, agentId: ids.agentId })
    .execute();
  ids.notificationId = newId();
  await db
    .insertInto('notifications')
    .values({
      id: ids.notificationId,
      workspaceId: workspace.id,
      userId: workspace.owner.id,
      issueId: issue.issueId,
      reasons: ['watching'],
      eventId: newId(),
      eventName: 'comment.created',
      actorType: 'user',
      actorId: member.id,
      changes: '{}',
      commentId: ids.commentId,
      updatedAt: new Date(),
    })
    .execute();
  ids.integrationId = newId();
  await db
    .insertInto('integrations')
    .values({
      id: ids.integrationId,
      workspaceId: workspace.id,
      name: 'GitHub',
      provider: 'github',
      baseUrl: 'https://github.com',
      secret: 'not a real secret',
    })
    .execute();
  ids.labelId = newId();
  await db
    .insertInto('labels')
    .values({ id: ids.labelId, workspaceId: workspace.id, name: 'bug', color: '#d73a4a' })
    .execute();
  ids.importId = newId();
  await db
    .insertInto('imports')
    .values({
      id: ids.importId,
      workspaceId: workspace.id,
      projectId: issue.projectId,
      format: 'github-json',
      dryRun: true,
      content: '[]',
      total: 0,
    })
    .execute();
  ids.invitationId = newId();
  await db
    .insertInto('oneTimeTokens')
    .values({
      id: ids.invitationId,
      purpose: 'invitation',
      tokenHash: randomBytes(32),
      email: 'invited@example.test',
      workspaceId: workspace.id,
      role: 'member',
      createdBy: workspace.owner.id,
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .execute();
  ids.tokenId = (await givenPat(app, workspace)).id;
  const hook = await givenWebhook(app, workspace, 'http://127.0.0.1:9/hook');
  ids.webhookId = hook.id;
  await emit(workspace.id);
  const delivery = await db
    .selectFrom('webhookDeliveries')
    .select('id')
    .where('webhookId', '=', hook.id)
    .executeTakeFirstOrThrow();
  ids.deliveryId = delivery.id;
  return ids;
}

/** Row counts and update times of a workspace's data: any change shows up here. */
export async function snapshot(workspaceId: string) {
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
    'integrations',
    'labels',
    'imports',
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
    .orderBy('id')
    .execute();
  const invitations = await db
    .selectFrom('oneTimeTokens')
    .select(['id', 'tokenHash', 'expiresAt', 'revokedAt'])
    .where('workspaceId', '=', workspaceId)
    .orderBy('id')
    .execute();
  const hooks = await db
    .selectFrom('webhooks')
    .select(['id', 'updatedAt', 'active'])
    .where('workspaceId', '=', workspaceId)
    .orderBy('id')
    .execute();
  const updated = await db
    .selectFrom('issues')
    .select(['id', 'updatedAt'])
    .where('workspaceId', '=', workspaceId)
    .orderBy('id')
    .execute();
  return { counts, members, tokens, invitations, hooks, updated };
}
