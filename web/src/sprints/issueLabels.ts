import type { IssuePriority, IssueStatus } from '../issues/api';

export const STATUS_NAMES: Record<IssueStatus, string> = {
  backlog: 'Backlog',
  todo: 'Todo',
  in_progress: 'In progress',
  in_review: 'In review',
  done: 'Done',
  cancelled: 'Cancelled',
};

export const PRIORITY_NAMES: Record<IssuePriority, string> = {
  none: 'No priority',
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  urgent: 'Urgent',
};

/**
 * Remembers the list an issue was opened from, so the issue page can step through it with
 * j / k and link back to it.
 */
export function rememberIssueList(from: string, issues: { projectId: string; id: string }[]) {
  sessionStorage.setItem(
    'work-tracking:issue-list',
    JSON.stringify({ from, issues: issues.map(({ projectId, id }) => ({ projectId, id })) }),
  );
}
