import { createId } from '@paralleldrive/cuid2';
import type Koa from 'koa';
import request from 'supertest';
import { hashPassword } from '../../src/auth/passwords';
import { createSession } from '../../src/auth/sessions';
import { insertUser } from '../../src/auth/users';
import type { MemberRole } from '../../src/db/schema';
import type { Plan } from '../../src/workspaces/plans';
import { createWorkspace } from '../../src/workspaces/queries';
import { insertMember } from '../../src/workspaces/members';
import { suite, testConfig } from './context';

export const PASSWORD = 'correct horse battery';
let passwordHash: Promise<string> | undefined;

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
  const email = `${createId()}@example.test`;
  const user = await insertUser(suite.database.db, {
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
      name: `Workspace ${createId()}`,
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

/** Requests that all carry one header (a cookie or a bearer token). */
export function client(app: Koa, name: string, value: string) {
  const server = app.callback();
  return {
    get: (path: string) => request(server).get(path).set(name, value),
    post: (path: string) => request(server).post(path).set(name, value),
    patch: (path: string) => request(server).patch(path).set(name, value),
    put: (path: string) => request(server).put(path).set(name, value),
    delete: (path: string) => request(server).delete(path).set(name, value),
  };
}

/** Requests made as a session user. */
export function as(app: Koa, user: TestUser) {
  return client(app, 'Cookie', user.cookie);
}
