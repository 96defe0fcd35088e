import { expect } from 'chai';
import { sql } from 'kysely';
import pg from 'pg';
import { createDb } from '../../src/db/database';
import { migrate, migrationContext } from '../../src/db/migrate';
import { appFixture, suite, testConfig } from '../support/context';
import {
  as,
  eventsOf,
  givenIssueIn,
  givenMember,
  givenProject,
  givenWorkspace,
} from '../support/factories';
import { holdTransaction, untilALockIsAwaited } from '../support/locks';
import { migrateUpTo, scratchDatabase } from '../upgrade/release-database';

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

  it('is made to hold on upgrade: issues left assigned to former members are unassigned', async function () {
    this.timeout(60_000);
    const scratch = await scratchDatabase('assignee_upgrade');
    const pool = new pg.Pool({ connectionString: scratch.url, max: 2 });
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = createDb(pool, 0);
    try {
      await migrateUpTo(scratch.url, '20261128_1700_live_count_anti_join');
      await sql`
        INSERT INTO users (id, email, name, password_hash) VALUES
          ('u-owner', 'owner@x.test', 'Owner', 'x'), ('u-gone', 'gone@x.test', 'Gone', 'x');
        INSERT INTO workspaces (id, name, plan) VALUES ('w1', 'W', 'FREE');
        INSERT INTO workspace_members (workspace_id, user_id, role) VALUES ('w1', 'u-owner', 'owner');
        INSERT INTO projects (id, workspace_id, name, prefix, last_issue_number, created_by)
        VALUES ('p1', 'w1', 'P', 'P', 2, 'u-owner');
        INSERT INTO issues (id, workspace_id, project_id, number, title, assignee_id, created_by)
        VALUES ('i-gone', 'w1', 'p1', 1, 'Left to a former member', 'u-gone', 'u-owner'),
               ('i-kept', 'w1', 'p1', 2, 'Assigned to a member', 'u-owner', 'u-owner');
      `.execute(db);

      await migrate(scratch.url, suite.log, migrationContext(testConfig()));

      const { rows } = await sql<{ id: string; assigneeId: string | null }>`
        SELECT id, assignee_id FROM issues ORDER BY id`.execute(db);
      expect(rows).to.deep.equal([
        { id: 'i-gone', assigneeId: null },
        { id: 'i-kept', assigneeId: 'u-owner' },
      ]);
      // Removing the member now clears what is still assigned to them.
      await sql`DELETE FROM workspace_members WHERE user_id = 'u-owner'`.execute(db);
      const { rows: after } = await sql<{ assigneeId: string | null }>`
        SELECT assignee_id FROM issues WHERE id = 'i-kept'`.execute(db);
      expect(after).to.deep.equal([{ assigneeId: null }]);
    } finally {
      await db.destroy();
      await scratch.drop();
    }
  });
});
