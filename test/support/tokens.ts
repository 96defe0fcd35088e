import { createId } from '@paralleldrive/cuid2';
import type Koa from 'koa';
import { SCOPES } from '../../src/credentials/scopes';
import type { AgentTier } from '../../src/db/schema';
import { as, client, type TestUser, type TestWorkspace } from './factories';
import { suite } from './context';

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
    .send({ name: `token ${createId()}`, scopes });
  if (res.status !== 201)
    throw new Error(`PAT creation failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { token: res.body.data.token, id: res.body.data.id };
}

/** An agent row in the workspace with a token of the given tier, issued through the API. */
export async function givenAgentToken(app: Koa, workspace: TestWorkspace, tier: AgentTier) {
  const agentId = createId();
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

/** Requests made with a bearer token. */
export function bearer(app: Koa, token: string) {
  return client(app, 'Authorization', `Bearer ${token}`);
}
