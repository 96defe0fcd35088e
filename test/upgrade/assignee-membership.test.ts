import { expect } from 'chai';
import { sql } from 'kysely';
import pg from 'pg';
import { createDb } from '../../src/db/database';
import { migrate, migrationContext } from '../../src/db/migrate';
import { suite, testConfig } from '../support/context';
import { migrateUpTo, scratchDatabase } from './release-database';

describe('upgrading to the assignee kept to members of the workspace', () => {
  it('unassigns issues left to former members, then clears a removed member’s assignments', async function () {
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
