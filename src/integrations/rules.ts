/** Per-project rules: the issue status each pull-request event moves a linked issue to. */
import type { Conn } from '../db/database';
import type { IssueStatus, PullRequestRuleEvent } from '../db/schema';

export const RULE_EVENTS: readonly PullRequestRuleEvent[] = [
  'opened',
  'ready_for_review',
  'converted_to_draft',
  'reopened',
  'closed',
  'merged',
];

export type PullRequestRules = Record<PullRequestRuleEvent, IssueStatus | null>;

export async function findRules(
  db: Conn,
  workspaceId: string,
  projectId: string,
): Promise<PullRequestRules> {
  const rows = await db
    .selectFrom('pullRequestRules')
    .select(['prEvent', 'status'])
    .where('workspaceId', '=', workspaceId)
    .where('projectId', '=', projectId)
    .execute();
  const rules = Object.fromEntries(RULE_EVENTS.map((event) => [event, null])) as PullRequestRules;
  for (const row of rows) rules[row.prEvent] = row.status;
  return rules;
}

/** Replaces the project's rules with `rules` (an event left out or null has none). */
export async function replaceRules(
  db: Conn,
  workspaceId: string,
  projectId: string,
  rules: Partial<PullRequestRules>,
): Promise<void> {
  await db
    .deleteFrom('pullRequestRules')
    .where('workspaceId', '=', workspaceId)
    .where('projectId', '=', projectId)
    .execute();
  const rows = RULE_EVENTS.flatMap((prEvent) => {
    const status = rules[prEvent];
    return status ? [{ workspaceId, projectId, prEvent, status }] : [];
  });
  if (rows.length > 0) await db.insertInto('pullRequestRules').values(rows).execute();
}
