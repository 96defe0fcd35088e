import type { IssuePriority, IssueStatus } from '../issues/api';
import type { PullRequestStatus } from './api';

/** Statuses in the order work moves through them, with the names people read. */
export const STATUSES: { value: IssueStatus; label: string }[] = [
  { value: 'backlog', label: 'Backlog' },
  { value: 'todo', label: 'To do' },
  { value: 'in_progress', label: 'In progress' },
  { value: 'in_review', label: 'In review' },
  { value: 'done', label: 'Done' },
  { value: 'cancelled', label: 'Cancelled' },
];

export const PRIORITIES: { value: IssuePriority; label: string }[] = [
  { value: 'none', label: 'No priority' },
  { value: 'low', label: 'Low' },
  { value: 'medium', label: 'Medium' },
  { value: 'high', label: 'High' },
  { value: 'urgent', label: 'Urgent' },
];

export const PULL_REQUEST_STATUSES: { value: PullRequestStatus; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'draft', label: 'Draft' },
  { value: 'reopened', label: 'Reopened' },
  { value: 'merged', label: 'Merged' },
  { value: 'closed', label: 'Closed' },
];

const labelIn = (options: { value: string; label: string }[]) => (value: string) =>
  options.find((option) => option.value === value)?.label ?? value;

export const statusLabel = labelIn(STATUSES);
export const priorityLabel = labelIn(PRIORITIES);
export const pullRequestStatusLabel = labelIn(PULL_REQUEST_STATUSES);
