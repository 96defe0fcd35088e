import { newId } from '../../src/db/ids';
import type Koa from 'koa';
import request from 'supertest';
import { hashPassword } from '../../src/auth/passwords';
import { createSession } from '../../src/auth/sessions';
import { createUser } from '../../src/auth/users';
import { SCOPES } from '../../src/credentials/scopes';
import type { AgentTier, MemberRole } from '../../src/db/schema';
import type { Plan } from '../../src/workspaces/plans';
import { createWorkspace } from '../../src/workspaces/queries';
import { insertMember } from '../../src/workspaces/members';
import { FIRST_PARTY, suite, testConfig } from './context';

// The one module of test factories: users, workspaces, members, tokens, projects, issues.
// Rows a test only needs to exist are inserted directly; the rest go through the API.

export const PASSWORD = 'correct horse battery';
let passwordHash: Promise<string> | undefined;
let prefixes = 0;

export interface TestUser {
  id: string;
  email: string;
  name: string;
  /** `Cookie` header value carrying a live session. */
  cookie: string;
}

/** A registered user with a live session, made directly in the database. */
export async function givenUser(name = 'Test User'): Promise<TestUser> {
  passwordHash ??= hashPassword(PASSWORD);
  const email = `${newId()}@example.test`;
  const user = await createUser(suite.database.db, {
    email,
    name,
    passwordHash: await passwordHash,
  });
  const tokens = await createSession(suite.database.db, user!.id, testConfig().session);
  return { id: user!.id, email, name, cookie: `service_access=${tokens.accessToken}` };
}

export interface TestWorkspace {
  id: string;
  owner: TestUser;
}

export async function givenWorkspace(
  options: { plan?: Plan; owner?: TestUser } = {},
): Promise<TestWorkspace> {
  const owner = options.owner ?? (await givenUser('Owner'));
  const workspace = await suite.database.db.transaction().execute((trx) =>
    createWorkspace(trx, {
      name: `Workspace ${newId()}`,
      plan: options.plan ?? 'PRO',
      ownerId: owner.id,
    }),
  );
  return { id: workspace.id, owner };
}

export async function givenMember(
  workspace: TestWorkspace,
  role: MemberRole = 'member',
): Promise<TestUser> {
  const user = await givenUser(`A ${role}`);
  await insertMember(suite.database.db, workspace.id, user.id, role);
  return user;
}

/** Requests that all carry the given headers (a credential, and an Origin for cookies). */
export function client(app: Koa, headers: Record<string, string>) {
  const server = app.callback();
  return {
    get: (path: string) => request(server).get(path).set(headers),
    post: (path: string) => request(server).post(path).set(headers),
    patch: (path: string) => request(server).patch(path).set(headers),
    put: (path: string) => request(server).put(path).set(headers),
    delete: (path: string) => request(server).delete(path).set(headers),
  };
}

/** Requests made as a session user, from the first-party dashboard (CSRF rule). */
export function as(app: Koa, user: TestUser) {
  return client(app, { Cookie: user.cookie, Origin: FIRST_PARTY });
}

/** Requests made with a bearer token. */
export function bearer(app: Koa, token: string) {
  return client(app, { Authorization: `Bearer ${token}` });
}

export interface TestPat {
  token: string;
  id: string;
}

/** Issues a PAT through the API, as the given member (the workspace owner by default). */
export async function givenPat(
  app: Koa,
  workspace: TestWorkspace,
  scopes: readonly string[] = SCOPES,
  user: TestUser = workspace.owner,
): Promise<TestPat> {
  const res = await as(app, user)
    .post(`/api/workspaces/${workspace.id}/api-tokens`)
    .send({ name: `token ${newId()}`, scopes });
  if (res.status !== 201)
    throw new Error(`PAT creation failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { token: res.body.data.token, id: res.body.data.id };
}

/** An agent row in the workspace with a token of the given tier, issued through the API. */
export async function givenAgentToken(app: Koa, workspace: TestWorkspace, tier: AgentTier) {
  const agentId = newId();
  await suite.database.db
    .insertInto('agents')
    .values({
      id: agentId,
      workspaceId: workspace.id,
      name: `agent ${agentId}`,
      description: null,
      createdBy: null,
    })
    .execute();
  const res = await as(app, workspace.owner)
    .post(`/api/workspaces/${workspace.id}/agents/${agentId}/token`)
    .send({ tier });
  if (res.status !== 201)
    throw new Error(`agent token failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { agentId, token: res.body.data.token as string };
}

/** A project created through the API, with a fresh prefix. */
export async function givenProject(
  app: Koa,
  workspace: TestWorkspace,
  fields: Record<string, unknown> = {},
) {
  const res = await as(app, workspace.owner)
    .post(`/api/workspaces/${workspace.id}/projects`)
    .send({
      name: 'Project',
      prefix: `P${Date.now() % 100000}${++prefixes}`.slice(0, 10),
      ...fields,
    });
  if (res.status !== 201) throw new Error(`project: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as { id: string; prefix: string };
}

/** An issue created through the API. */
export async function givenIssueIn(
  app: Koa,
  workspace: TestWorkspace,
  projectId: string,
  fields: Record<string, unknown> = {},
  user: TestUser = workspace.owner,
) {
  const res = await as(app, user)
    .post(`/api/workspaces/${workspace.id}/issues`)
    .send({ projectId, title: 'An issue', ...fields });
  if (res.status !== 201) throw new Error(`issue: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as {
    id: string;
    number: number;
    projectId: string;
    parentId: string | null;
  };
}

export interface SeededIssue {
  workspaceId: string;
  projectId: string;
  issueId: string;
}

/** A project with one issue, inserted directly (for suites that need an issue to exist). */
export async function givenIssue(
  workspace: TestWorkspace,
  projectId?: string,
): Promise<SeededIssue> {
  const db = suite.database.db;
  if (!projectId) {
    projectId = newId();
    await db
      .insertInto('projects')
      .values({
        id: projectId,
        workspaceId: workspace.id,
        name: 'Seeded project',
        prefix: `S${++prefixes}`,
      })
      .execute();
  }
  const issueId = newId();
  const { lastIssueNumber } = await db
    .updateTable('projects')
    .set((eb) => ({ lastIssueNumber: eb('lastIssueNumber', '+', 1) }))
    .where('id', '=', projectId)
    .returning('lastIssueNumber')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('issues')
    .values({
      id: issueId,
      workspaceId: workspace.id,
      projectId,
      number: lastIssueNumber,
      title: 'Seeded issue',
    })
    .execute();
  return { workspaceId: workspace.id, projectId, issueId };
}

/** Event rows of one entity, oldest first. */
export async function eventsOf(entityId: string) {
  return suite.database.db
    .selectFrom('events')
    .selectAll()
    .where('entityId', '=', entityId)
    .orderBy('createdAt')
    .execute();
}

/**
 * Joins `user` to the workspace the way people do: `inviter` (the owner by default)
 * invites their email, and they accept with the invitation link's token. Returns the
 * acceptance's answer (the workspace, or the error).
 */
export async function joinByInvitation(
  app: Koa,
  workspace: TestWorkspace,
  user: TestUser,
  role: MemberRole = 'member',
  inviter: TestUser = workspace.owner,
) {
  const invited = await as(app, inviter)
    .post(`/api/workspaces/${workspace.id}/invitations`)
    .send({ email: user.email, role });
  if (invited.status !== 201)
    throw new Error(`invitation: ${invited.status} ${JSON.stringify(invited.body)}`);
  const token = new URL(invited.body.data.url as string).searchParams.get('token')!;
  return as(app, user).post('/api/invitations/accept').send({ token });
}
