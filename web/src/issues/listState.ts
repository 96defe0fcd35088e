import { ISSUE_PRIORITY_VALUES, ISSUE_STATUS_VALUES, SORT_FIELDS } from 'work-tracking-client';
import { readLabelIds } from '../labels/api';
import type { IssuePriority, IssuesQuery, IssueStatus } from './api';

export type SortField = (typeof SORT_FIELDS.listIssues)[number];
export type SortOrder = 'asc' | 'desc';

/** Rows a page of the list shows; the API caps a page at 100. */
export const PAGE_SIZE = 50;
export const SORT_FIELDS_OF_ISSUES: readonly SortField[] = SORT_FIELDS.listIssues;
/** The API's default sort: the first of the document's `x-sort-fields`, newest first. */
export const DEFAULT_SORT: SortField = SORT_FIELDS.listIssues[0];
export const DEFAULT_ORDER: SortOrder = 'desc';

/** How "My issues" relates the issues to the person: assigned, created or watched. */
export const RELATIONS = ['assigned', 'created', 'watching'] as const;
export type Relation = (typeof RELATIONS)[number];

/** Everything that decides which issues a list shows, as its address carries it. */
export interface ListState {
  /** Any of these statuses (none: any status). */
  status: IssueStatus[];
  /** Any of these priorities (none: any priority). */
  priority: IssuePriority[];
  assigneeId?: string;
  sprintId?: string;
  projectId?: string;
  /** Issues carrying any of these labels (none: any labels or none). */
  labelIds: string[];
  search?: string;
  sortBy: SortField;
  sortOrder: SortOrder;
  page: number;
}

const ID = /^[a-z][a-z0-9]{1,39}$/;
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.includes(value as T) ? (value as T) : undefined;
const id = (value: string | null) => (value && ID.test(value) ? value : undefined);

/** Each known value of a repeated parameter once, in the document's order. */
const someOf = <T extends string>(values: readonly T[], given: string[]): T[] =>
  values.filter((value) => given.includes(value));

/** The list's state from its query string; anything unknown or malformed falls back. */
export function readListState(params: URLSearchParams): ListState {
  const page = Number(params.get('page'));
  const search = params.get('search')?.slice(0, 200);
  return {
    status: someOf(ISSUE_STATUS_VALUES, params.getAll('status')),
    priority: someOf(ISSUE_PRIORITY_VALUES, params.getAll('priority')),
    assigneeId: id(params.get('assigneeId')),
    sprintId: id(params.get('sprintId')),
    projectId: id(params.get('projectId')),
    labelIds: readLabelIds(params.getAll('labelId')),
    search: search?.trim() ? search : undefined,
    sortBy: oneOf(SORT_FIELDS.listIssues, params.get('sortBy')) ?? DEFAULT_SORT,
    sortOrder: oneOf(['asc', 'desc'] as const, params.get('sortOrder')) ?? DEFAULT_ORDER,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The query string for a state: only what differs from the defaults, in a stable order. */
export function writeListState(state: ListState): URLSearchParams {
  const params = new URLSearchParams();
  const set = (key: string, value: string | undefined) => value && params.set(key, value);
  set('projectId', state.projectId);
  for (const status of state.status) params.append('status', status);
  for (const priority of state.priority) params.append('priority', priority);
  set('assigneeId', state.assigneeId);
  set('sprintId', state.sprintId);
  for (const labelId of state.labelIds) params.append('labelId', labelId);
  set('search', state.search);
  if (state.sortBy !== DEFAULT_SORT) params.set('sortBy', state.sortBy);
  if (state.sortOrder !== DEFAULT_ORDER) params.set('sortOrder', state.sortOrder);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/**
 * A change to the list. Changing what is shown (a filter, the search, the sort) starts again
 * at page 1; changing the project forgets the sprint, which belongs to a project.
 */
export function changeListState(state: ListState, change: Partial<ListState>): ListState {
  const next = { ...state, ...change };
  if (!('page' in change)) next.page = 1;
  if ('projectId' in change && change.projectId !== state.projectId) next.sprintId = undefined;
  return next;
}

/**
 * The API query for a state; a project's own list always filters by that project, and
 * "My issues" by the person's relation to them.
 */
export function issuesQuery(state: ListState, projectId?: string, mine?: Relation): IssuesQuery {
  const query: IssuesQuery = {
    page: state.page,
    limit: PAGE_SIZE,
    sortBy: state.sortBy,
    sortOrder: state.sortOrder,
  };
  const project = projectId ?? state.projectId;
  if (project) query.projectId = project;
  if (state.status.length) query.status = state.status;
  if (state.priority.length) query.priority = state.priority;
  if (state.assigneeId) query.assigneeId = state.assigneeId;
  if (mine === 'assigned') query.assigneeId = 'me';
  if (mine === 'created') query.createdBy = 'me';
  if (mine === 'watching') query.watching = true;
  if (state.sprintId) query.sprintId = state.sprintId;
  if (state.labelIds.length) query.labelId = state.labelIds;
  if (state.search) query.search = state.search;
  return query;
}
