import type Koa from 'koa';
import { as, type TestUser, type TestWorkspace } from './factories';

let prefixes = 0;

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
