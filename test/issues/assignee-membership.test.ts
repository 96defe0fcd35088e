import { expect } from 'chai';
import { appFixture, suite } from '../support/context';
import {
  as,
  eventsOf,
  givenIssueIn,
  givenMember,
  givenProject,
  givenWorkspace,
} from '../support/factories';
import { holdTransaction, untilALockIsAwaited } from '../support/locks';

describe('an issue’s assignee is a member of its workspace', () => {
  const fixture = appFixture();

  const issueUrl = (workspaceId: string, issue: { id: string; projectId: string }) =>
    `/api/workspaces/${workspaceId}/projects/${issue.projectId}/issues/${issue.id}`;

  async function givenAssignable() {
    const workspace = await givenWorkspace();
    const project = await givenProject(fixture.app, workspace);
    const member = await givenMember(workspace);
    const issue = await givenIssueIn(fixture.app, workspace, project.id);
    return { workspace, member, issue };
  }

  it('is enforced by the database, whatever writes the issue', async () => {
    const { issue } = await givenAssignable();
    // A user of the service who belongs to another workspace only.
    const outsider = (await givenWorkspace()).owner;

    const error = await suite.database.db
      .updateTable('issues')
      .set({ assigneeId: outsider.id })
      .where('id', '=', issue.id)
      .execute()
      .then(
        () => undefined,
        (caught: unknown) => caught,
      );

    expect(error).to.have.property('code', '23503');
    const row = await suite.database.db
      .selectFrom('issues')
      .select('assigneeId')
      .where('id', '=', issue.id)
      .executeTakeFirstOrThrow();
    expect(row.assigneeId).to.equal(null);
  });

  it('refuses, 409 and nothing written, an assignment checked while the member was being removed', async () => {
    const { workspace, member, issue } = await givenAssignable();
    // The removal mid-way: the membership deleted, not yet committed. The assignment's own
    // check still sees the member; its write waits on the membership row.
    const removal = await holdTransaction((trx) =>
      trx
        .deleteFrom('workspaceMembers')
        .where('workspaceId', '=', workspace.id)
        .where('userId', '=', member.id)
        .execute(),
    );
    const assigning = as(fixture.app, workspace.owner)
      .patch(issueUrl(workspace.id, issue))
      .send({ assigneeId: member.id })
      .then((res) => res);
    await untilALockIsAwaited('the assignment waiting on the membership being removed');
    await removal.commit();

    const res = await assigning;
    expect(res.status).to.equal(409);
    const after = await as(fixture.app, workspace.owner)
      .get(issueUrl(workspace.id, issue))
      .expect(200);
    expect(after.body.data.assigneeId).to.equal(null);
    expect((await eventsOf(issue.id)).map((e) => e.name)).to.deep.equal(['issue.created']);
  });
});
