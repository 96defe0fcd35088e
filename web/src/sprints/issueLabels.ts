import { PRIORITY_LABELS, STATUS_LABELS } from '../issues/api';

export const STATUS_NAMES = STATUS_LABELS;

export const PRIORITY_NAMES = PRIORITY_LABELS;

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
