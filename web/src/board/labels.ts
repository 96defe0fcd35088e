import { ISSUE_PRIORITY_VALUES, ISSUE_STATUS_VALUES } from 'work-tracking-client';
import type { IssuePriority, IssueStatus } from '../issues/api';

/** The board's columns, in the order the API document lists the statuses. */
export const STATUSES: readonly IssueStatus[] = ISSUE_STATUS_VALUES;
/** Priorities from the most to the least pressing, as the filter lists them. */
export const PRIORITIES: readonly IssuePriority[] = [...ISSUE_PRIORITY_VALUES].reverse();

const STATUS_LABELS: Record<IssueStatus, string> = {
  backlog: 'Backlog',
  todo: 'Todo',
  in_progress: 'In progress',
  in_review: 'In review',
  done: 'Done',
  cancelled: 'Cancelled',
};

const PRIORITY_LABELS: Record<IssuePriority, string> = {
  none: 'No priority',
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  urgent: 'Urgent',
};

export const statusLabel = (status: IssueStatus) => STATUS_LABELS[status];
export const priorityLabel = (priority: IssuePriority) => PRIORITY_LABELS[priority];

/** Who has the issue, by name: "…" while the members load, "Someone" past the first 100. */
export function assigneeLabel(names: Map<string, string> | undefined, userId: string | null) {
  if (!userId) return 'Unassigned';
  if (!names) return '…';
  return names.get(userId) ?? 'Someone';
}
