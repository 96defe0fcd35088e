import { expect } from 'chai';
import { Client } from 'pg';
import { appFixture, suite } from '../support/context';
import {
  as,
  bearer,
  eventsOf,
  givenAgentToken,
  givenIssue,
  givenMember,
  givenPat,
  givenWorkspace,
  type SeededIssue,
  type TestWorkspace,
} from '../support/factories';
import { whileEventsFail } from '../support/faults';
import { untilALockIsAwaited } from '../support/locks';

function commentsPath(issue: SeededIssue) {
  return `/api/workspaces/${issue.workspaceId}/projects/${issue.projectId}/issues/${issue.issueId}/comments`;
}

describe('comments', () => {
  const fixture = appFixture();
  let workspace: TestWorkspace;
  let issue: SeededIssue;

  beforeEach(async () => {
    workspace = await givenWorkspace();
    issue = await givenIssue(workspace);
  });

  async function postComment(body = 'First!', user = workspace.owner) {
    const res = await as(fixture.app, user).post(commentsPath(issue)).send({ body }).expect(201);
    return res.body.data as { id: string; body: string; updatedAt: string };
  }

  it('creates a comment authored by the caller and records comment.created', async () => {
    const member = await givenMember(workspace);
    const res = await as(fixture.app, member)
      .post(commentsPath(issue))
      .send({ body: '  Looks good  ' })
      .expect(201);
    expect(res.body.data).to.include({
      issueId: issue.issueId,
      projectId: issue.projectId,
      body: '  Looks good  ',
      authorId: member.id,
      authorAgentId: null,
    });
    const events = await eventsOf(res.body.data.id);
    expect(events).to.have.length(1);
    expect(events[0]).to.include({
      name: 'comment.created',
      workspaceId: workspace.id,
      actorType: 'user',
      actorId: member.id,
      entityType: 'comment',
      projectId: issue.projectId,
      issueId: issue.issueId,
    });
    expect(events[0]!.payload).to.deep.equal({
      projectId: issue.projectId,
      issueId: issue.issueId,
      commentId: res.body.data.id,
    });
  });

  it('lists comments of the issue only, newest first, paginated', async () => {
    const other = await givenIssue(workspace, issue.projectId);
    const first = await postComment('one');
    const second = await postComment('two');
    await as(fixture.app, workspace.owner)
      .post(commentsPath(other))
      .send({ body: 'elsewhere' })
      .expect(201);
    const res = await as(fixture.app, workspace.owner).get(commentsPath(issue)).expect(200);
    expect(res.body.data.items.map((c: { id: string }) => c.id)).to.deep.equal([
      second.id,
      first.id,
    ]);
    expect(res.body.data.meta).to.deep.include({ total: 2, page: 1, hasNext: false });
    const asc = await as(fixture.app, workspace.owner)
      .get(`${commentsPath(issue)}?sortOrder=asc&limit=1`)
      .expect(200);
    expect(asc.body.data.items.map((c: { id: string }) => c.id)).to.deep.equal([first.id]);
    expect(asc.body.data.meta).to.deep.include({ total: 2, totalPages: 2, hasNext: true });
  });

  it('refuses empty, blank, too long and extra bodies', async () => {
    for (const body of [{}, { body: '' }, { body: '   ' }, { body: 'x'.repeat(10001) }]) {
      const res = await as(fixture.app, workspace.owner)
        .post(commentsPath(issue))
        .send(body)
        .expect(400);
      expect(res.body.error.details).to.have.property('body');
    }
    const extra = await as(fixture.app, workspace.owner)
      .post(commentsPath(issue))
      .send({ body: 'ok', authorId: workspace.owner.id })
      .expect(400);
    expect(extra.body.error.details).to.have.property('authorId');
    await as(fixture.app, workspace.owner)
      .post(commentsPath(issue))
      .send({ body: 'x'.repeat(10000) })
      .expect(201);
  });

  it('lets only the author edit, and records comment.updated with the change', async () => {
    const admin = await givenMember(workspace, 'admin');
    const comment = await postComment('before');
    const path = `${commentsPath(issue)}/${comment.id}`;
    await as(fixture.app, admin).patch(path).send({ body: 'hijack' }).expect(403);
    const res = await as(fixture.app, workspace.owner)
      .patch(path)
      .send({ body: 'after' })
      .expect(200);
    expect(res.body.data).to.include({
      id: comment.id,
      body: 'after',
      authorId: workspace.owner.id,
    });
    expect(new Date(res.body.data.updatedAt).getTime()).to.be.at.least(
      new Date(comment.updatedAt).getTime(),
    );
    const events = await eventsOf(comment.id);
    expect(events.map((e) => e.name)).to.deep.equal(['comment.created', 'comment.updated']);
    expect(events[1]!.changes).to.deep.equal({ body: { old: 'before', new: 'after' } });
    expect(events[1]!.payload).to.deep.equal({
      projectId: issue.projectId,
      issueId: issue.issueId,
      commentId: comment.id,
    });
    // An edit that changes nothing is not an event.
    await as(fixture.app, workspace.owner).patch(path).send({ body: 'after' }).expect(200);
    expect(await eventsOf(comment.id)).to.have.length(2);
    await as(fixture.app, workspace.owner).patch(path).send({ body: '' }).expect(400);
  });

  it('lets the author or an admin delete, not another member', async () => {
    const author = await givenMember(workspace);
    const bystander = await givenMember(workspace);
    const admin = await givenMember(workspace, 'admin');
    const mine = await postComment('mine', author);
    const moderated = await postComment('spam', author);

    await as(fixture.app, bystander)
      .delete(`${commentsPath(issue)}/${mine.id}`)
      .expect(403);
    expect((await eventsOf(mine.id)).map((e) => e.name)).to.deep.equal(['comment.created']);
    await as(fixture.app, author)
      .delete(`${commentsPath(issue)}/${mine.id}`)
      .expect(204);
    await as(fixture.app, admin)
      .delete(`${commentsPath(issue)}/${moderated.id}`)
      .expect(204);
    await as(fixture.app, author)
      .delete(`${commentsPath(issue)}/${mine.id}`)
      .expect(404);

    const list = await as(fixture.app, author).get(commentsPath(issue)).expect(200);
    expect(list.body.data.items).to.deep.equal([]);
    const deleted = await eventsOf(moderated.id);
    expect(deleted.map((e) => e.name)).to.deep.equal(['comment.created', 'comment.deleted']);
    expect(deleted[1]).to.include({ actorId: admin.id, issueId: issue.issueId });
    expect(deleted[1]!.payload).to.deep.equal({
      projectId: issue.projectId,
      issueId: issue.issueId,
      commentId: moderated.id,
    });
  });

  it('answers 404 for an issue outside the project or the workspace, on every route', async () => {
    const comment = await postComment();
    const otherProjectIssue = await givenIssue(workspace);
    const foreign = await givenIssue(await givenWorkspace());
    const wrong: SeededIssue[] = [
      // The issue exists, but not in this project.
      { ...issue, projectId: otherProjectIssue.projectId },
      // Another workspace's project and issue under this workspace.
      { ...foreign, workspaceId: workspace.id },
      { ...issue, issueId: 'doesnotexist123' },
    ];
    for (const path of wrong.map(commentsPath)) {
      const owner = as(fixture.app, workspace.owner);
      const res = await owner.get(path).expect(404);
      expect(res.body.message).to.equal('Issue not found');
      await owner.post(path).send({ body: 'x' }).expect(404);
      await owner.patch(`${path}/${comment.id}`).send({ body: 'x' }).expect(404);
      await owner.delete(`${path}/${comment.id}`).expect(404);
    }
    // The comment id of another issue, or of another workspace, is not found either.
    const sibling = await givenIssue(workspace, issue.projectId);
    const elsewhere = await givenWorkspace();
    const foreignIssue = await givenIssue(elsewhere);
    const foreignComment = await as(fixture.app, elsewhere.owner)
      .post(commentsPath(foreignIssue))
      .send({ body: 'theirs' })
      .expect(201);
    const misplaced = [
      `${commentsPath(sibling)}/${comment.id}`,
      `${commentsPath(issue)}/${foreignComment.body.data.id}`,
    ];
    for (const path of misplaced) {
      const res = await as(fixture.app, workspace.owner)
        .patch(path)
        .send({ body: 'x' })
        .expect(404);
      expect(res.body.message).to.equal('Comment not found');
      await as(fixture.app, workspace.owner).delete(path).expect(404);
    }
    expect(await eventsOf(comment.id)).to.have.length(1);
  });

  it('hides another workspace’s comments from its non-members', async () => {
    const comment = await postComment();
    const outsider = (await givenWorkspace()).owner;
    const path = commentsPath(issue);
    await as(fixture.app, outsider).get(path).expect(404);
    await as(fixture.app, outsider).post(path).send({ body: 'x' }).expect(404);
    await as(fixture.app, outsider).patch(`${path}/${comment.id}`).send({ body: 'x' }).expect(404);
    await as(fixture.app, outsider).delete(`${path}/${comment.id}`).expect(404);
  });

  it('refuses a comment on an issue deleted while it is written, and records nothing', async () => {
    // The issue's deletion holds its row, uncommitted, while the comment is posted: the
    // handler still reads the issue, then its write waits on that row and fails.
    const deleter = new Client({ connectionString: suite.database.url });
    await deleter.connect();
    try {
      await deleter.query('BEGIN');
      await deleter.query('DELETE FROM issues WHERE id = $1', [issue.issueId]);
      const posted = as(fixture.app, workspace.owner)
        .post(commentsPath(issue))
        .send({ body: 'too late' })
        .then((res) => res);
      await untilALockIsAwaited('the comment to wait for the deletion');
      await deleter.query('COMMIT');
      const res = await posted;
      expect(res.status).to.equal(409);
      expect(res.body.message).to.match(/deleted meanwhile/);
    } finally {
      await deleter.end();
    }
    const { rows } = await suite.database.pool.query(
      `SELECT (SELECT count(*)::int FROM comments WHERE issue_id = $1) AS comments,
              (SELECT count(*)::int FROM events WHERE issue_id = $1 AND name = 'comment.created') AS events`,
      [issue.issueId],
    );
    expect(rows[0]).to.deep.equal({ comments: 0, events: 0 });
  });

  it('rolls the change back when its event cannot be recorded', async () => {
    await whileEventsFail('comment.created', async () => {
      await as(fixture.app, workspace.owner)
        .post(commentsPath(issue))
        .send({ body: 'lost' })
        .expect(500);
    });
    const comment = await postComment('kept');
    await whileEventsFail('comment.deleted', async () => {
      await as(fixture.app, workspace.owner)
        .delete(`${commentsPath(issue)}/${comment.id}`)
        .expect(500);
    });
    const list = await as(fixture.app, workspace.owner).get(commentsPath(issue)).expect(200);
    expect(list.body.data.items.map((c: { body: string }) => c.body)).to.deep.equal(['kept']);
  });

  describe('with tokens', () => {
    it('accepts a PAT with the comment scopes and records the user as author', async () => {
      const pat = await givenPat(fixture.app, workspace, ['read:comments', 'write:comments']);
      const res = await bearer(fixture.app, pat.token)
        .post(commentsPath(issue))
        .send({ body: 'from a script' })
        .expect(201);
      expect(res.body.data).to.include({ authorId: workspace.owner.id, authorAgentId: null });
      await bearer(fixture.app, pat.token).get(commentsPath(issue)).expect(200);
      const readOnly = await givenPat(fixture.app, workspace, ['read:comments']);
      await bearer(fixture.app, readOnly.token)
        .post(commentsPath(issue))
        .send({ body: 'x' })
        .expect(403);
    });

    it('lets an agent comment, edit and delete its own comments only', async () => {
      const { agentId, token } = await givenAgentToken(fixture.app, workspace, 'SESSION');
      const agent = bearer(fixture.app, token);
      const res = await agent.post(commentsPath(issue)).send({ body: 'agent note' }).expect(201);
      expect(res.body.data).to.include({ authorId: null, authorAgentId: agentId });
      const events = await eventsOf(res.body.data.id);
      expect(events[0]).to.include({ actorType: 'agent', actorId: agentId });

      const human = await postComment('human note');
      await agent
        .patch(`${commentsPath(issue)}/${human.id}`)
        .send({ body: 'x' })
        .expect(403);
      await agent.delete(`${commentsPath(issue)}/${human.id}`).expect(403);
      await as(fixture.app, workspace.owner)
        .patch(`${commentsPath(issue)}/${res.body.data.id}`)
        .send({ body: 'x' })
        .expect(403);
      await agent
        .patch(`${commentsPath(issue)}/${res.body.data.id}`)
        .send({ body: 'edited by agent' })
        .expect(200);
      await agent.delete(`${commentsPath(issue)}/${res.body.data.id}`).expect(204);

      const reader = await givenAgentToken(fixture.app, workspace, 'READ');
      await bearer(fixture.app, reader.token).get(commentsPath(issue)).expect(200);
      await bearer(fixture.app, reader.token)
        .post(commentsPath(issue))
        .send({ body: 'x' })
        .expect(403);
    });
  });
});
