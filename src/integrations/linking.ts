/**
 * What a pull-request event does to the workspace: links the issues its keys name, keeps
 * every link's state current, and moves issues (a closing word on merge into the default
 * branch; the project's rules). Each change is recorded with the connection as actor.
 */
import type { Conn } from '../db/database';
import type { IssueStatus, PrStatus, PullRequestRuleEvent } from '../db/schema';
import { recordChange, type ChangeAuthor, type EventSubscriber } from '../events/record';
import { insertLink, pullRequestUrl, setLinkStatus } from '../issues/pull-requests';
import { findIssue, updateIssue } from '../issues/queries';
import { issueSubject } from '../issues/subject';
import { keyName, keysIn } from './keys';
import type { PullRequestEvent } from './providers';
import {
  issuesById,
  issuesByKey,
  lockIssue,
  lockLinksOf,
  ruleTargets,
  type KeyedIssue,
} from './pull-requests';

/** The connection a delivery came through. */
export interface Connection {
  integrationId: string;
  workspaceId: string;
  provider: 'github' | 'gitea' | 'gitlab';
  baseUrl: string;
}

/**
 * A link's state after the event: the pull request's own, except that a reopened one
 * stays `reopened` until it is drafted, merged or closed again.
 */
export function nextState(current: PrStatus | undefined, event: PullRequestEvent): PrStatus {
  if (event.state !== 'open') return event.state;
  if (event.action === 'reopened') return 'reopened';
  return current === 'reopened' && event.action !== 'ready_for_review' ? 'reopened' : 'open';
}

/** Which per-project rule the event triggers, if any. */
function ruleEvent(event: PullRequestEvent): PullRequestRuleEvent | undefined {
  switch (event.action) {
    case 'opened':
      return event.state === 'draft' ? 'converted_to_draft' : 'opened';
    case 'ready_for_review':
    case 'converted_to_draft':
    case 'reopened':
      return event.action;
    case 'closed':
      return event.merged ? 'merged' : 'closed';
    default:
      return undefined;
  }
}

/** True for the event that merges the pull request into its repository's default branch. */
function mergesIntoDefault(event: PullRequestEvent): boolean {
  return event.merged && event.action === 'closed' && event.targetBranch === event.defaultBranch;
}

/** Applies a pull-request event; returns what it did, for the delivery list. */
export async function applyPullRequest(
  trx: Conn,
  connection: Connection,
  event: PullRequestEvent,
  eventSubscribers: readonly EventSubscriber[],
): Promise<string> {
  const { workspaceId } = connection;
  const by: ChangeAuthor = {
    principal: { kind: 'integration', integrationId: connection.integrationId },
    membership: { workspaceId },
    eventSubscribers,
  };
  const url = pullRequestUrl(connection, event.repository, event.number);
  const { named, closing } = keysIn(event);
  const done: string[] = [];

  const existing = await lockLinksOf(trx, workspaceId, url);
  const linkedIssueIds = new Set(existing.map((link) => link.issueId));
  const namedIssues = await issuesByKey(trx, workspaceId, named);
  for (const issue of namedIssues) {
    if (linkedIssueIds.has(issue.id)) continue;
    const link = await insertLink(trx, {
      provider: connection.provider,
      repository: event.repository,
      number: event.number,
      url,
      status: nextState(undefined, event),
      workspaceId,
      issueId: issue.id,
      integrationId: connection.integrationId,
      createdBy: null,
    });
    if (!link) continue;
    linkedIssueIds.add(issue.id);
    await recordChange(trx, by, 'issue.pr_linked', issueSubject(issue, { linkId: link.id }));
    done.push(`linked ${keyName(issue)}`);
  }

  const issues = new Map(namedIssues.map((issue) => [issue.id, issue]));
  const others = [...linkedIssueIds].filter((id) => !issues.has(id));
  for (const issue of await issuesById(trx, workspaceId, others)) issues.set(issue.id, issue);

  for (const link of existing) {
    const status = nextState(link.status, event);
    if (status === link.status) continue;
    await setLinkStatus(trx, workspaceId, link.id, status);
    const issue = issues.get(link.issueId);
    if (!issue) continue;
    await recordChange(
      trx,
      by,
      'issue.pr_status_changed',
      issueSubject(issue, { linkId: link.id }),
      {
        changes: { status: { old: link.status, new: status } },
      },
    );
    done.push(`${keyName(issue)}: ${link.status} → ${status}`);
  }

  const linked = [...linkedIssueIds].flatMap((id) => issues.get(id) ?? []);
  const rule = ruleEvent(event);
  const targets = rule
    ? await ruleTargets(trx, workspaceId, [...new Set(linked.map((i) => i.projectId))], rule)
    : new Map<string, IssueStatus>();
  for (const issue of linked) {
    const target =
      mergesIntoDefault(event) && closing.has(keyName(issue)) ? 'done' : ruleTarget(issue, targets);
    if (!target || target === issue.status) continue;
    if (await moveIssue(trx, by, issue, target)) done.push(`moved ${keyName(issue)} to ${target}`);
  }

  if (done.length > 0) return capitalised(done.join('; '));
  return linked.length > 0
    ? 'Nothing changed'
    : 'No issue of this workspace is named in the title, body or branch';
}

/** A project rule's status for the issue; closed issues (done, cancelled) are left to people. */
function ruleTarget(issue: KeyedIssue, targets: Map<string, IssueStatus>): IssueStatus | undefined {
  if (issue.status === 'done' || issue.status === 'cancelled') return undefined;
  return targets.get(issue.projectId);
}

/** Moves an issue to `status` as `issue.updated`, reading it again under its row lock. */
async function moveIssue(
  trx: Conn,
  by: ChangeAuthor,
  issue: KeyedIssue,
  status: IssueStatus,
): Promise<boolean> {
  const { workspaceId } = by.membership;
  await lockIssue(trx, workspaceId, issue.id);
  const before = await findIssue(trx, workspaceId, issue.projectId, issue.id);
  if (!before || before.status === status) return false;
  const after = await updateIssue(trx, before, workspaceId, { status });
  return recordChange(trx, by, 'issue.updated', issueSubject(after), { before, after });
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
