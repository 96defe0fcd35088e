import { expect } from 'chai';
import { sql } from 'kysely';
import { appFixture, suite } from '../support/context';
import { as, givenIssueIn, givenProject, givenWorkspace } from '../support/factories';

/** Actual per-status counts of a project, straight from `issues`. */
async function actualCounts(projectId: string) {
  const { rows } = await sql<{ status: string; n: number }>`
    SELECT status, count(*)::int AS n FROM issues WHERE project_id = ${projectId} GROUP BY status
  `.execute(suite.database.db);
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}

async function keptCounts(projectId: string) {
  const rows = await suite.database.db
    .selectFrom('issueCounts')
    .select(['status', 'count'])
    .where('projectId', '=', projectId)
    .where('count', '>', 0)
    .execute();
  return Object.fromEntries(rows.map((r) => [r.status, r.count]));
}

describe('issue totals kept by triggers', () => {
  const fixture = appFixture();

  it('stay exact through creates, concurrent opposite status changes and deletes', async () => {
    const workspace = await givenWorkspace();
    const project = await givenProject(fixture.app, workspace);
    const owner = as(fixture.app, workspace.owner);
    const issues = [];
    for (let i = 0; i < 10; i++) {
      issues.push(
        await givenIssueIn(fixture.app, workspace, project.id, { status: i % 2 ? 'todo' : 'done' }),
      );
    }
    // Half move todo→done while the other half move done→todo, all at once: no deadlock.
    const results = await Promise.all(
      issues.map((issue, i) =>
        owner
          .patch(`/api/workspaces/${workspace.id}/projects/${project.id}/issues/${issue.id}`)
          .send({ status: i % 2 ? 'done' : 'todo' }),
      ),
    );
    expect(results.map((r) => r.status)).to.deep.equal(Array(10).fill(200));
    await owner
      .delete(`/api/workspaces/${workspace.id}/projects/${project.id}/issues/${issues[0]!.id}`)
      .expect(204);
    expect(await keptCounts(project.id)).to.deep.equal(await actualCounts(project.id));

    const list = async (query: string) =>
      (await owner.get(`/api/workspaces/${workspace.id}/issues?${query}`).expect(200)).body.data
        .meta.total;
    expect(await list('')).to.equal(9);
    expect(await list(`projectId=${project.id}&status=todo`)).to.equal(4);
    expect(await list('status=done')).to.equal(5);
  });

  it('disappear with their project', async () => {
    const workspace = await givenWorkspace();
    const project = await givenProject(fixture.app, workspace);
    await givenIssueIn(fixture.app, workspace, project.id);
    await as(fixture.app, workspace.owner)
      .delete(`/api/workspaces/${workspace.id}/projects/${project.id}`)
      .expect(204);
    const left = await suite.database.db
      .selectFrom('issueCounts')
      .select('status')
      .where('projectId', '=', project.id)
      .execute();
    expect(left).to.deep.equal([]);
  });
});
