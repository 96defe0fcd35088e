import { ISSUE_PRIORITY_VALUES, ISSUE_STATUS_VALUES } from 'work-tracking-client';
import type { IssuePriority, IssueStatus } from './api';

/** How the list and the dialog name each status and priority. */
export const STATUS_LABELS: Record<IssueStatus, string> = {
  backlog: 'Backlog',
  todo: 'To do',
  in_progress: 'In progress',
  in_review: 'In review',
  done: 'Done',
  cancelled: 'Cancelled',
};

export const PRIORITY_LABELS: Record<IssuePriority, string> = {
  none: 'No priority',
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  urgent: 'Urgent',
};

export const STATUSES = ISSUE_STATUS_VALUES;
export const PRIORITIES = ISSUE_PRIORITY_VALUES;
