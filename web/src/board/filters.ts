import { readLabelIds } from '../labels/api';
import type { IssuePriority } from '../issues/api';
import type { BoardFilters } from './Board';
import { PRIORITIES } from './labels';

/**
 * The board's filters from its address: `assignee`, `priority`, `sprint`, and `label` repeated
 * for several labels, read as the issue list reads its `labelId`: issues carrying any of them.
 */
export function readBoardFilters(search: URLSearchParams): BoardFilters {
  const priority = search.get('priority');
  const labelIds = readLabelIds(search.getAll('label'));
  return {
    ...(search.get('assignee') ? { assigneeId: search.get('assignee')! } : {}),
    ...(PRIORITIES.includes(priority as IssuePriority)
      ? { priority: priority as IssuePriority }
      : {}),
    ...(search.get('sprint') ? { sprintId: search.get('sprint')! } : {}),
    ...(labelIds.length ? { labelId: labelIds } : {}),
  };
}

/** The address with `name` set to `values`, each as a parameter of its own (none: removed). */
export function withParams(current: URLSearchParams, name: string, values: readonly string[]) {
  const next = new URLSearchParams(current);
  next.delete(name);
  for (const value of values) if (value) next.append(name, value);
  return next;
}
