import { expect } from 'chai';
import { Client } from 'pg';
import { appFixture, suite } from '../support/context';
import {
  as,
  givenIssueIn,
  givenProject,
  givenWorkspace,
  type TestWorkspace,
} from '../support/factories';
import { untilALockIsAwaited } from '../support/locks';

describe('a request PostgreSQL ends to break a deadlock', () => {
  const fixture = appFixture();
  let workspace: TestWorkspace;
  let project: { id: string };

  beforeEach(async () => {
    workspace = await givenWorkspace();
    project = await givenProject(fixture.app, workspace);
  });

  it('answers 503 with Retry-After, writes nothing, and passes when made again', async () => {
    const issue = await givenIssueIn(fixture.app, workspace, project.id);
    const path = `/api/workspaces/${workspace.id}/projects/${project.id}/issues/${issue.id}`;
    // Another transaction holds the project's issue counts, which a status change updates
    // after it has written the issue; then it asks for the issue. Its own deadlock check
    // waits longer than the request's, so PostgreSQL ends the request's transaction.
    const other = new Client({ connectionString: suite.database.url });
    await other.connect();
    try {
      await other.query('BEGIN');
      await other.query(`SET LOCAL deadlock_timeout = '60s'`);
      await other.query('SELECT 1 FROM issue_counts WHERE project_id = $1 FOR UPDATE', [
        project.id,
      ]);
      const moved = as(fixture.app, workspace.owner)
        .patch(path)
        .send({ status: 'done' })
        .then((res) => res);
      await untilALockIsAwaited('the status change to wait for the counts');
      // Waits for the request's transaction, which waits for this one: a deadlock.
      await other.query('UPDATE issues SET title = title WHERE id = $1', [issue.id]);
      const res = await moved;
      expect(res.status).to.equal(503);
      expect(res.headers['retry-after']).to.equal('1');
      expect(res.body).to.include({ statusCode: 503, error: 'Service Unavailable' });
      expect(res.body.message).to.match(/concurrent request/);
    } finally {
      await other.query('ROLLBACK').catch(() => undefined);
      await other.end();
    }
    const { rows } = await suite.database.pool.query(
      `SELECT (SELECT status::text FROM issues WHERE id = $1) AS status,
              (SELECT count(*)::int FROM events WHERE issue_id = $1 AND name = 'issue.updated') AS events`,
      [issue.id],
    );
    expect(rows[0]).to.deep.equal({ status: 'backlog', events: 0 });

    await as(fixture.app, workspace.owner).patch(path).send({ status: 'done' }).expect(200);
  });
});
