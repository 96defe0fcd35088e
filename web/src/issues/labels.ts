import { ISSUE_PRIORITY_VALUES, ISSUE_STATUS_VALUES, type components } from 'work-tracking-client';

// From the document, not from ./api: api.ts re-exports these names for other features.
type IssueStatus = components['schemas']['IssueStatus'];
type IssuePriority = components['schemas']['IssuePriority'];

/** How the dashboard names each status and priority, everywhere (list, board, sprints, palette, settings). */
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
