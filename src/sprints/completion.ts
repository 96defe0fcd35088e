/** Completing a sprint: where its open issues go, in the transaction that completes it. */
import { sql } from 'kysely';
import type { Conn } from '../db/database';
import { recordChange, type ChangeAuthor } from '../events/record';
import type { EventSubject } from '../events/record';
import { invalidField } from '../http/errors';
import type { RequestBody } from '../http/operations';
import { issueSubject } from '../issues/subject';
import { findSprint, insertSprint } from './queries';

type Destination = RequestBody<'completeSprint'>;
type Sprint = NonNullable<Awaited<ReturnType<typeof findSprint>>>;

/**
 * The sprint that receives a completing sprint's open issues, created when the request
 * asks for a new one; null for the backlog. A receiving sprint is held (`FOR NO KEY
 * UPDATE`) until the transaction ends, so it cannot complete before they arrive.
 */
export async function receivingSprint(
  trx: Conn,
  by: ChangeAuthor,
  projectId: string,
  completing: Sprint,
  destination: Destination,
): Promise<Sprint | null> {
  const { moveOpenIssuesTo: to, sprintId, newSprint } = destination;
  if (to !== 'sprint' && sprintId !== undefined)
    throw invalidField('sprintId', 'is only for moveOpenIssuesTo “sprint”');
  if (to !== 'newSprint' && newSprint !== undefined)
    throw invalidField('newSprint', 'is only for moveOpenIssuesTo “newSprint”');
  const workspaceId = by.membership.workspaceId;
  if (to === 'sprint') {
    if (sprintId === undefined) throw invalidField('sprintId', 'is required to move to a sprint');
    if (sprintId === completing.id)
      throw invalidField('sprintId', 'must be another sprint than the one completing');
    const target = await findSprint(trx, workspaceId, projectId, sprintId, { forUpdate: true });
    if (!target) throw invalidField('sprintId', 'is not a sprint of this project');
    if (target.state === 'completed')
      throw invalidField('sprintId', 'is a completed sprint, which takes no issues');
    return target;
  }
  if (to === 'newSprint') {
    if (newSprint === undefined)
      throw invalidField('newSprint', 'is required to move to a new sprint');
    if (newSprint.startsOn && newSprint.endsOn && newSprint.endsOn < newSprint.startsOn)
      throw invalidField('newSprint', 'must not end before it starts');
    const created = await insertSprint(trx, {
      ...newSprint,
      name: newSprint.name.trim(),
      workspaceId,
      projectId,
    });
    await recordChange(trx, by, 'sprint.created', sprintSubject(projectId, created.id));
    return created;
  }
  return null;
}

/**
 * Moves the sprint's open issues (not done, not cancelled) to `targetId` (null: the
 * backlog) in one statement, and records `issue.updated` for each; returns their ids.
 */
export async function moveOpenIssues(
  trx: Conn,
  by: ChangeAuthor,
  projectId: string,
  sprintId: string,
  targetId: string | null,
): Promise<string[]> {
  const { rows } = await sql<{ id: string; parentId: string | null }>`
    UPDATE issues SET sprint_id = ${targetId}
    WHERE workspace_id = ${by.membership.workspaceId} AND project_id = ${projectId}
      AND sprint_id = ${sprintId} AND status NOT IN ('done', 'cancelled')
    RETURNING id, parent_id
  `.execute(trx);
  for (const issue of rows) {
    await recordChange(trx, by, 'issue.updated', issueSubject({ id: issue.id, projectId }), {
      changes: { sprintId: { old: sprintId, new: targetId } },
    });
  }
  return rows.map((issue) => issue.id);
}

/** What a sprint's event is about: the sprint, its project, and the ids a receiver gets. */
export function sprintSubject(projectId: string, sprintId: string): EventSubject {
  return {
    entityType: 'sprint',
    entityId: sprintId,
    projectId,
    payload: { projectId, sprintId },
  };
}
