import { createId } from '@paralleldrive/cuid2';
import { sql } from 'kysely';
import { suite } from './context';
import type { TestWorkspace } from './factories';

export interface SeededIssue {
  workspaceId: string;
  projectId: string;
  issueId: string;
}

let counter = 0;

/** A project with one issue, inserted directly (for suites that need an issue to exist). */
export async function givenIssue(
  workspace: TestWorkspace,
  projectId?: string,
): Promise<SeededIssue> {
  const db = suite.database.db;
  if (!projectId) {
    projectId = createId();
    await db
      .insertInto('projects')
      .values({
        id: projectId,
        workspaceId: workspace.id,
        name: 'Seeded project',
        prefix: `P${++counter}`,
      })
      .execute();
  }
  const issueId = createId();
  const { lastIssueNumber } = await db
    .updateTable('projects')
    .set((eb) => ({ lastIssueNumber: eb('lastIssueNumber', '+', 1) }))
    .where('id', '=', projectId)
    .returning('lastIssueNumber')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('issues')
    .values({
      id: issueId,
      workspaceId: workspace.id,
      projectId,
      number: lastIssueNumber,
      title: 'Seeded issue',
    })
    .execute();
  return { workspaceId: workspace.id, projectId, issueId };
}

/** Event rows of one entity, oldest first. */
export async function eventsOf(entityId: string) {
  return suite.database.db
    .selectFrom('events')
    .selectAll()
    .where('entityId', '=', entityId)
    .orderBy('createdAt')
    .execute();
}

/**
 * Runs `run` while the events table refuses rows named `eventName`, so the change that
 * records such an event fails at its last step: it must then leave nothing behind.
 */
export async function whileEventsFail(eventName: string, run: () => Promise<void>) {
  const db = suite.database.db;
  const constraint = sql.id(`test_refuse_${createId()}`);
  await sql`ALTER TABLE events ADD CONSTRAINT ${constraint} CHECK (name <> ${sql.lit(eventName)}) NOT VALID`.execute(
    db,
  );
  try {
    await run();
  } finally {
    await sql`ALTER TABLE events DROP CONSTRAINT ${constraint}`.execute(db);
  }
}
