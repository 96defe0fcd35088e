import { expect } from 'chai';
import { sql } from 'kysely';
import { appFixture, suite } from '../support/context';
import {
  as,
  eventsOf,
  givenIssueIn,
  givenProject,
  givenWorkspace,
  type TestWorkspace,
} from '../support/factories';
import { holdTransaction, untilALockIsAwaited } from '../support/locks';

describe('completing a sprint', () => {
  const fixture = appFixture();
  let workspace: TestWorkspace;
  let project: { id: string };
  const owner = () => as(fixture.app, workspace.owner);
  const sprints = () => `/api/workspaces/${workspace.id}/projects/${project.id}/sprints`;
  const issuePath = (id: string) =>
    `/api/workspaces/${workspace.id}/projects/${project.id}/issues/${id}`;
  const newSprint = async (fields: Record<string, unknown> = {}) =>
    (
      await owner()
        .post(sprints())
        .send({ name: 'Sprint', ...fields })
        .expect(201)
    ).body.data as {
      id: string;
    };
  const sprintOf = async (id: string) =>
    (await owner().get(issuePath(id)).expect(200)).body.data.sprintId as string | null;

  /** A sprint with two open issues and a done one. */
  async function givenSprintWithWork() {
    const sprint = await newSprint({ state: 'active', startsOn: '2026-11-02' });
    const open = await givenIssueIn(fixture.app, workspace, project.id, {
      sprintId: sprint.id,
      status: 'in_progress',
    });
    const todo = await givenIssueIn(fixture.app, workspace, project.id, {
      sprintId: sprint.id,
      status: 'todo',
    });
    const done = await givenIssueIn(fixture.app, workspace, project.id, {
      sprintId: sprint.id,
      status: 'done',
    });
    return { sprint, open, todo, done };
  }

  beforeEach(async () => {
    workspace = await givenWorkspace();
    project = await givenProject(fixture.app, workspace);
  });

  it('moves the open issues to the next sprint, with an event per moved issue', async () => {
    const { sprint, open, todo, done } = await givenSprintWithWork();
    const next = await newSprint({ name: 'Next' });
    const res = await owner()
      .post(`${sprints()}/${sprint.id}/complete`)
      .send({ moveOpenIssuesTo: 'sprint', sprintId: next.id, endsOn: '2026-11-13' })
      .expect(200);
    expect(res.body.data.sprint).to.include({ state: 'completed', endsOn: '2026-11-13' });
    expect(res.body.data.movedTo.id).to.equal(next.id);
    expect(res.body.data.movedIssueIds).to.have.members([open.id, todo.id]);
    expect(await sprintOf(open.id)).to.equal(next.id);
    expect(await sprintOf(todo.id)).to.equal(next.id);
    expect(await sprintOf(done.id)).to.equal(sprint.id);
    const moved = (await eventsOf(open.id)).filter((event) => event.name === 'issue.updated');
    expect(moved.map((event) => event.changes)).to.deep.equal([
      { sprintId: { old: sprint.id, new: next.id } },
    ]);
    expect((await eventsOf(done.id)).map((event) => event.name)).to.deep.equal(['issue.created']);
  });

  it('moves them to a new sprint, or to the backlog', async () => {
    const first = await givenSprintWithWork();
    const created = await owner()
      .post(`${sprints()}/${first.sprint.id}/complete`)
      .send({
        moveOpenIssuesTo: 'newSprint',
        newSprint: { name: 'Sprint 2', startsOn: '2026-11-16' },
      })
      .expect(200);
    expect(created.body.data.movedTo).to.include({ name: 'Sprint 2', state: 'planned' });
    expect(await sprintOf(first.open.id)).to.equal(created.body.data.movedTo.id);

    const second = await givenSprintWithWork();
    const backlog = await owner()
      .post(`${sprints()}/${second.sprint.id}/complete`)
      .send({ moveOpenIssuesTo: 'backlog' })
      .expect(200);
    expect(backlog.body.data.movedTo).to.equal(null);
    expect(await sprintOf(second.todo.id)).to.equal(null);
    expect(await sprintOf(second.done.id)).to.equal(second.sprint.id);
  });

  it('changes nothing when the destination is refused', async () => {
    const { sprint, open } = await givenSprintWithWork();
    const finished = await newSprint({ state: 'completed' });
    const refusals = [
      { moveOpenIssuesTo: 'sprint' },
      { moveOpenIssuesTo: 'sprint', sprintId: sprint.id },
      { moveOpenIssuesTo: 'sprint', sprintId: finished.id },
      { moveOpenIssuesTo: 'newSprint' },
      { moveOpenIssuesTo: 'backlog', sprintId: finished.id },
      {
        moveOpenIssuesTo: 'newSprint',
        newSprint: { name: 'Bad', startsOn: '2026-11-20', endsOn: '2026-11-10' },
      },
      { moveOpenIssuesTo: 'backlog', endsOn: '2026-11-01' },
    ];
    for (const body of refusals) {
      const res = await owner().post(`${sprints()}/${sprint.id}/complete`).send(body);
      expect(res.status, JSON.stringify(body)).to.equal(400);
    }
    const listed = await owner().get(sprints()).expect(200);
    expect(listed.body.data.items.map((s: { name: string }) => s.name)).not.to.include('Bad');
    const after = await owner().get(`${sprints()}?state=active`).expect(200);
    expect(after.body.data.items.map((s: { id: string }) => s.id)).to.deep.equal([sprint.id]);
    expect(await sprintOf(open.id)).to.equal(sprint.id);
  });

  it('makes a completed sprint read-only: no edits, no second completion, no new issues', async () => {
    const { sprint, open, done } = await givenSprintWithWork();
    await owner()
      .post(`${sprints()}/${sprint.id}/complete`)
      .send({ moveOpenIssuesTo: 'backlog' })
      .expect(200);
    const edit = await owner().patch(`${sprints()}/${sprint.id}`).send({ name: 'Renamed' });
    expect(edit.status).to.equal(409);
    expect(edit.body.message).to.match(/completed/);
    await owner()
      .post(`${sprints()}/${sprint.id}/complete`)
      .send({ moveOpenIssuesTo: 'backlog' })
      .expect(409);
    const added = await owner()
      .post(`/api/workspaces/${workspace.id}/issues`)
      .send({ projectId: project.id, title: 'Late', sprintId: sprint.id });
    expect(added.status).to.equal(409);
    expect(added.body.message).to.match(/completed/);
    const joined = await owner().patch(issuePath(open.id)).send({ sprintId: sprint.id });
    expect(joined.status).to.equal(409);
    expect(await sprintOf(open.id)).to.equal(null);
    // Its issues may still change, and leave it.
    await owner().patch(issuePath(done.id)).send({ title: 'Done, renamed' }).expect(200);
    await owner().patch(issuePath(done.id)).send({ sprintId: null }).expect(200);
  });

  it('completes through updateSprint too, its open issues going to the backlog', async () => {
    const { sprint, open } = await givenSprintWithWork();
    await owner().patch(`${sprints()}/${sprint.id}`).send({ state: 'completed' }).expect(200);
    expect(await sprintOf(open.id)).to.equal(null);
  });

  it('refuses an issue joining a sprint that completes while it is added', async () => {
    const { sprint } = await givenSprintWithWork();
    const loose = await givenIssueIn(fixture.app, workspace, project.id, { status: 'todo' });
    // The completion holds the sprint; the issue's update waits, then sees it completed.
    const held = await holdTransaction(async (trx) => {
      await sql`SELECT 1 FROM sprints WHERE id = ${sprint.id} FOR NO KEY UPDATE`.execute(trx);
      await sql`UPDATE sprints SET state = 'completed' WHERE id = ${sprint.id}`.execute(trx);
    });
    const joining = owner()
      .patch(issuePath(loose.id))
      .send({ sprintId: sprint.id })
      .then((res) => res);
    await untilALockIsAwaited('the update waits for the sprint', ['transactionid', 'tuple']);
    await held.commit();
    expect((await joining).status).to.equal(409);
    expect(await sprintOf(loose.id)).to.equal(null);
  });

  it('draws the scope of a sprint: issues added after the start raise it on that day', async () => {
    const sprint = await newSprint({
      state: 'active',
      startsOn: '2026-11-02',
      endsOn: '2026-11-06',
    });
    const early = await givenIssueIn(fixture.app, workspace, project.id, { sprintId: sprint.id });
    const late = await givenIssueIn(fixture.app, workspace, project.id, {});
    const closed = await givenIssueIn(fixture.app, workspace, project.id, { sprintId: sprint.id });
    // The history as it happened: two issues there from the start, one closed on the 3rd,
    // one created before the sprint and added on the 4th.
    const at = (day: string) => `2026-11-${day}T10:00:00Z`;
    await sql`UPDATE issues SET created_at = ${at('01')} WHERE id IN (${early.id}, ${late.id}, ${closed.id})`.execute(
      suite.database.db,
    );
    await sql`UPDATE issues SET sprint_added_at = ${at('01')} WHERE id IN (${early.id}, ${closed.id})`.execute(
      suite.database.db,
    );
    await sql`UPDATE issues SET status = 'done', closed_at = ${at('03')} WHERE id = ${closed.id}`.execute(
      suite.database.db,
    );
    await sql`UPDATE issues SET sprint_id = ${sprint.id} WHERE id = ${late.id}`.execute(
      suite.database.db,
    );
    await sql`UPDATE issues SET sprint_added_at = ${at('04')} WHERE id = ${late.id}`.execute(
      suite.database.db,
    );
    const res = await owner()
      .get(`/api/workspaces/${workspace.id}/projects/${project.id}/burndown?sprintId=${sprint.id}`)
      .expect(200);
    expect(res.body.data.points).to.deep.equal([
      { date: '2026-11-02', scope: 2, remaining: 2 },
      { date: '2026-11-03', scope: 2, remaining: 1 },
      { date: '2026-11-04', scope: 3, remaining: 2 },
      { date: '2026-11-05', scope: 3, remaining: 2 },
      { date: '2026-11-06', scope: 3, remaining: 2 },
    ]);
  });

  it('stamps when an issue joins a sprint', async () => {
    const sprint = await newSprint();
    const issue = await givenIssueIn(fixture.app, workspace, project.id, {});
    const before = await sql<{
      added: string | null;
    }>`SELECT sprint_added_at AS added FROM issues WHERE id = ${issue.id}`.execute(
      suite.database.db,
    );
    expect(before.rows[0]!.added).to.equal(null);
    await owner().patch(issuePath(issue.id)).send({ sprintId: sprint.id }).expect(200);
    const after = await sql<{
      added: string | null;
    }>`SELECT sprint_added_at AS added FROM issues WHERE id = ${issue.id}`.execute(
      suite.database.db,
    );
    expect(after.rows[0]!.added).to.be.a('string');
  });
});
