import { expect } from 'chai';
import { appFixture } from '../support/context';
import {
  as,
  bearer,
  givenIssueIn,
  givenPat,
  givenProject,
  givenWorkspace,
} from '../support/factories';

/** The activity feeds hold what the caller could read through the lists, nothing more. */
describe('activity feeds and a token’s read scopes', () => {
  const fixture = appFixture();

  async function givenDiscussedIssue() {
    const workspace = await givenWorkspace();
    const project = await givenProject(fixture.app, workspace);
    const issue = await givenIssueIn(fixture.app, workspace, project.id);
    const issuePath = `/api/workspaces/${workspace.id}/projects/${project.id}/issues/${issue.id}`;
    const owner = as(fixture.app, workspace.owner);
    const comment = await owner
      .post(`${issuePath}/comments`)
      .send({ body: 'first draft of a secret plan' })
      .expect(201);
    await owner
      .patch(`${issuePath}/comments/${comment.body.data.id}`)
      .send({ body: 'the secret plan, edited' })
      .expect(200);
    await owner.patch(issuePath).send({ priority: 'high' }).expect(200);
    const activity = {
      issue: `${issuePath}/activity`,
      project: `/api/workspaces/${workspace.id}/projects/${project.id}/activity`,
    };
    const withScopes = async (scopes: string[]) =>
      bearer(fixture.app, (await givenPat(fixture.app, workspace, scopes)).token);
    return { owner, activity, withScopes };
  }

  const namesOf = (res: { body: { data: { items: { name: string }[] } } }) =>
    res.body.data.items.map((event) => event.name);

  it('shows an issue’s comment events only to a caller that may read comments', async () => {
    const { owner, activity, withScopes } = await givenDiscussedIssue();

    const issuesOnly = await (await withScopes(['read:issues'])).get(activity.issue).expect(200);
    expect(namesOf(issuesOnly)).to.deep.equal(['issue.updated', 'issue.created']);
    expect(issuesOnly.body.data.meta.total).to.equal(2);
    expect(JSON.stringify(issuesOnly.body)).not.to.contain('secret plan');

    const withComments = await (
      await withScopes(['read:issues', 'read:comments'])
    )
      .get(activity.issue)
      .expect(200);
    expect(namesOf(withComments)).to.deep.equal([
      'issue.updated',
      'comment.updated',
      'comment.created',
      'issue.created',
    ]);
    const bySession = await owner.get(activity.issue).expect(200);
    expect(namesOf(bySession)).to.deep.equal(namesOf(withComments));
  });

  it('shows a project’s issue and comment events only to a caller that may read them', async () => {
    const { owner, activity, withScopes } = await givenDiscussedIssue();

    const projectsOnly = await (
      await withScopes(['read:projects'])
    )
      .get(activity.project)
      .expect(200);
    expect(namesOf(projectsOnly)).to.deep.equal(['project.created']);
    expect(JSON.stringify(projectsOnly.body)).not.to.contain('secret plan');

    const withIssues = await (
      await withScopes(['read:projects', 'read:issues'])
    )
      .get(activity.project)
      .expect(200);
    expect(namesOf(withIssues)).to.deep.equal([
      'issue.updated',
      'issue.created',
      'project.created',
    ]);

    const bySession = await owner.get(`${activity.project}?limit=100`).expect(200);
    expect(namesOf(bySession)).to.have.members([
      'issue.updated',
      'comment.updated',
      'comment.created',
      'issue.created',
      'project.created',
    ]);
  });
});
