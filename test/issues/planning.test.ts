import { expect } from 'chai';
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
import { lockBoard } from '../../src/issues/rank';

describe('due dates, estimates and the board’s order by hand', () => {
  const fixture = appFixture();
  let workspace: TestWorkspace;
  let project: { id: string };
  const owner = () => as(fixture.app, workspace.owner);
  const issues = () => `/api/workspaces/${workspace.id}/issues`;
  const item = (id: string) =>
    `/api/workspaces/${workspace.id}/projects/${project.id}/issues/${id}`;
  const create = (fields: Record<string, unknown> = {}) =>
    givenIssueIn(fixture.app, workspace, project.id, fields);
  /** The column's issue ids, top first. */
  const column = async (status = 'todo') => {
    const res = await owner()
      .get(`${issues()}?projectId=${project.id}&status=${status}&sortBy=rank&sortOrder=asc`)
      .expect(200);
    return (res.body.data.items as { id: string }[]).map((issue) => issue.id);
  };
  const move = (id: string, body: Record<string, unknown>) =>
    owner()
      .post(`${item(id)}/move`)
      .send(body);

  beforeEach(async () => {
    workspace = await givenWorkspace();
    project = await givenProject(fixture.app, workspace);
  });

  it('creates, updates, clears and records due dates and estimates', async () => {
    const created = await owner()
      .post(issues())
      .send({ projectId: project.id, title: 'Ship', dueOn: '2026-12-01', estimate: 5 })
      .expect(201);
    expect(created.body.data).to.include({ dueOn: '2026-12-01', estimate: 5 });
    const id = created.body.data.id as string;
    const updated = await owner().patch(item(id)).send({ dueOn: '2026-12-03', estimate: 8 });
    expect(updated.status).to.equal(200);
    expect(updated.body.data).to.include({ dueOn: '2026-12-03', estimate: 8 });
    expect(updated.body.data.updatedAt > created.body.data.updatedAt).to.equal(true);
    const cleared = await owner().patch(item(id)).send({ dueOn: null, estimate: null });
    expect(cleared.body.data).to.include({ dueOn: null, estimate: null });
    const events = await eventsOf(id);
    expect(events.map((event) => event.changes)).to.deep.include({
      dueOn: { old: '2026-12-01', new: '2026-12-03' },
      estimate: { old: 5, new: 8 },
    });
    await owner().patch(item(id)).send({ estimate: 1001 }).expect(400);
    await owner().patch(item(id)).send({ estimate: 1.5 }).expect(400);
    await owner().patch(item(id)).send({ dueOn: '2026-02-30' }).expect(400);
    const unchanged = await owner().get(item(id)).expect(200);
    expect(unchanged.body.data).to.include({ dueOn: null, estimate: null });
  });

  it('sorts by due date and estimate, those without one last in ascending order', async () => {
    const late = await create({ dueOn: '2026-12-20', estimate: 1 });
    const none = await create({});
    const soon = await create({ dueOn: '2026-12-02', estimate: 8 });
    const byDue = await owner().get(`${issues()}?sortBy=dueOn&sortOrder=asc`).expect(200);
    expect(byDue.body.data.items.map((i: { id: string }) => i.id)).to.deep.equal([
      soon.id,
      late.id,
      none.id,
    ]);
    const byEstimate = await owner().get(`${issues()}?sortBy=estimate&sortOrder=desc`).expect(200);
    expect(byEstimate.body.data.items.map((i: { id: string }) => i.id)).to.deep.equal([
      none.id,
      soon.id,
      late.id,
    ]);
  });

  it('puts a new issue at the top of its column and keeps each move where it was asked', async () => {
    const a = await create({ status: 'todo' });
    const b = await create({ status: 'todo' });
    const c = await create({ status: 'todo' });
    expect(await column()).to.deep.equal([c.id, b.id, a.id]);

    await move(a.id, { beforeId: c.id }).expect(200);
    expect(await column()).to.deep.equal([a.id, c.id, b.id]);
    await move(a.id, { afterId: c.id }).expect(200);
    expect(await column()).to.deep.equal([c.id, a.id, b.id]);
    await move(c.id, { afterId: b.id }).expect(200);
    expect(await column()).to.deep.equal([a.id, b.id, c.id]);
    // Many splits of one gap keep their order.
    for (let i = 0; i < 30; i++) await move(i % 2 ? a.id : b.id, { afterId: i % 2 ? b.id : a.id });
    expect(await column()).to.have.members([a.id, b.id, c.id]);
    expect((await column())[2]).to.equal(c.id);

    // Into another column, between two cards, with the status change recorded.
    const x = await create({ status: 'in_progress' });
    const y = await create({ status: 'in_progress' });
    const moved = await move(c.id, { status: 'in_progress', afterId: y.id }).expect(200);
    expect(moved.body.data.status).to.equal('in_progress');
    expect(await column('in_progress')).to.deep.equal([y.id, c.id, x.id]);
    const [event] = (await eventsOf(c.id)).slice(-1);
    expect(event!.name).to.equal('issue.updated');
    expect(event!.changes).to.have.keys('status', 'rank');
    // To the top when no neighbour is named.
    await move(x.id, {}).expect(200);
    expect(await column('in_progress')).to.deep.equal([x.id, y.id, c.id]);
  });

  it('refuses a neighbour outside the column, the issue itself, or both neighbours, with 400', async () => {
    const a = await create({ status: 'todo' });
    const b = await create({ status: 'done' });
    const before = await column();
    const other = await move(a.id, { beforeId: b.id });
    expect(other.status).to.equal(400);
    expect(other.body.error.details).to.have.key('beforeId');
    await move(a.id, { afterId: a.id }).expect(400);
    await move(a.id, { beforeId: b.id, afterId: b.id }).expect(400);
    expect(await column()).to.deep.equal(before);
    expect((await owner().get(item(a.id))).body.data.status).to.equal('todo');
  });

  it('places two cards dropped into one gap at once one above the other', async () => {
    const top = await create({ status: 'todo' });
    const p = await create({ status: 'backlog' });
    const q = await create({ status: 'backlog' });
    const bottom = await create({ status: 'todo' });
    // [bottom, top] in todo; both cards go right below `bottom` while a move holds the board.
    const held = await holdTransaction((trx) => lockBoard(trx, project.id));
    // A supertest request is sent once something waits for it.
    const first = move(p.id, { status: 'todo', afterId: bottom.id }).then((res) => res);
    await untilALockIsAwaited('the first move waits for the board');
    const second = move(q.id, { status: 'todo', afterId: bottom.id }).then((res) => res);
    await held.commit();
    const results = await Promise.all([first, second]);
    expect(results.map((res) => res.status)).to.deep.equal([200, 200]);
    const order = await column();
    expect(order[0]).to.equal(bottom.id);
    expect(order[3]).to.equal(top.id);
    expect(order.slice(1, 3)).to.have.members([p.id, q.id]);
    const ranks = await suite.database.db
      .selectFrom('issues')
      .select('rank')
      .where('projectId', '=', project.id)
      .where('status', '=', 'todo')
      .execute();
    expect(new Set(ranks.map((row) => row.rank)).size).to.equal(4);
  });

  it('spreads a column whose cards share a rank before placing one between them', async () => {
    const a = await create({ status: 'todo' });
    const b = await create({ status: 'todo' });
    const c = await create({ status: 'todo' });
    await suite.database.db
      .updateTable('issues')
      .set({ rank: '0' })
      .where('projectId', '=', project.id)
      .execute();
    const tied = await column();
    await move(c.id, { afterId: tied[0] === c.id ? tied[1]! : tied[0]! }).expect(200);
    const order = await column();
    const anchor = tied[0] === c.id ? tied[1]! : tied[0]!;
    expect(order.indexOf(c.id)).to.equal(order.indexOf(anchor) + 1);
    expect(order).to.have.members([a.id, b.id, c.id]);
  });
});
