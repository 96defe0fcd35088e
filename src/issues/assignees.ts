import type { Conn } from '../db/database';
import { recordChange, type ChangeAuthor } from '../events/record';
import { unassignIssuesOf } from './queries';
import { issueSubject } from './subject';

/**
 * An issue is assigned only to a member of its workspace (the assignee's foreign key is
 * the membership), so a member's removal unassigns their issues there, in the removal's
 * own transaction and before the membership row goes. Each unassigned issue records the
 * `issue.updated` event an update of its assignee would (same changes, subject and
 * subscribers: activity, webhooks, live streams), with whoever removed the member as its
 * actor.
 */
export async function unassignIssuesOfRemovedMember(
  trx: Conn,
  by: ChangeAuthor,
  userId: string,
): Promise<void> {
  const unassigned = await unassignIssuesOf(trx, by.membership.workspaceId, userId);
  // recordChange writes one event (and its subscribers' rows) per statement.
  for (const issue of unassigned) {
    await recordChange(trx, by, 'issue.updated', issueSubject(issue), {
      changes: { assigneeId: { old: userId, new: null } },
    });
  }
}
