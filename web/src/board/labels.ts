import { ISSUE_PRIORITY_VALUES, ISSUE_STATUS_VALUES } from 'work-tracking-client';
import {
  PRIORITY_LABELS,
  STATUS_LABELS,
  type IssuePriority,
  type IssueStatus,
} from '../issues/api';

/** The board's columns, in the order the API document lists the statuses. */
export const STATUSES: readonly IssueStatus[] = ISSUE_STATUS_VALUES;
/** Priorities from the most to the least pressing, as the filter lists them. */
export const PRIORITIES: readonly IssuePriority[] = [...ISSUE_PRIORITY_VALUES].reverse();

export const statusLabel = (status: IssueStatus) => STATUS_LABELS[status];
export const priorityLabel = (priority: IssuePriority) => PRIORITY_LABELS[priority];

/** Who has the issue, by name: "…" while the members load, "Someone" past the first 100. */
export function assigneeLabel(names: Map<string, string> | undefined, userId: string | null) {
  if (!userId) return 'Unassigned';
  if (!names) return '…';
  return names.get(userId) ?? 'Someone';
}
