import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { ISSUE_PRIORITY_VALUES, type components } from 'work-tracking-client';
import {
  ISSUES,
  type Issue,
  type IssuePriority,
  type IssuesQuery,
  type IssueStatus,
} from '../issues/api';

export type IssuePage = { items: Issue[]; meta: components['schemas']['PageMeta'] };
export type ColumnData = InfiniteData<IssuePage, number>;

/** What one column asks the issues list for: its project and status, the board's filters. */
export type ColumnQuery = Required<Pick<IssuesQuery, 'sortBy' | 'sortOrder'>> & {
  projectId: string;
  status: IssueStatus;
  limit: number;
  assigneeId?: string;
  priority?: IssuePriority;
  sprintId?: string;
  labelId?: string[];
};

// Marks the board's paged caches apart from plain queries of the same list, while
// `[ISSUES]` (how every change to an issue refreshes its views) still reaches them.
export const BOARD_COLUMN = 'board-column';

export function columnKey(workspaceId: string, query: ColumnQuery) {
  return [ISSUES, { path: { workspaceId }, query }, BOARD_COLUMN] as const;
}

const PRIORITY_RANK = Object.fromEntries(ISSUE_PRIORITY_VALUES.map((p, rank) => [p, rank]));

/** The list's order for two issues: negative when `a` comes first, as the API sorts. */
export function compareInColumn(a: Issue, b: Issue, query: ColumnQuery): number {
  const key = (issue: Issue): string | number => {
    switch (query.sortBy) {
      case 'priority':
        return PRIORITY_RANK[issue.priority]!;
      case 'number':
        return issue.number;
      case 'updatedAt':
        return issue.updatedAt;
      case 'createdAt':
        return issue.createdAt;
      case 'title':
        return issue.title;
      case 'dueOn':
        return issue.dueOn ?? '';
      case 'estimate':
        return issue.estimate ?? -1;
      default:
        return issue.status;
    }
  };
  const compare = (x: string | number, y: string | number) => (x < y ? -1 : x > y ? 1 : 0);
  // Issues that share a priority, a status or a title go by creation, then by id.
  const shared =
    query.sortBy === 'priority' || query.sortBy === 'status' || query.sortBy === 'title';
  const ascending =
    compare(key(a), key(b)) ||
    (shared ? compare(a.createdAt, b.createdAt) : 0) ||
    compare(a.id, b.id);
  return query.sortOrder === 'asc' ? ascending : -ascending;
}

/** Whether the issue is one the column lists (its project, status and the board's filters). */
export function belongsTo(issue: Issue, query: ColumnQuery): boolean {
  return (
    issue.projectId === query.projectId &&
    issue.status === query.status &&
    (!query.assigneeId || issue.assigneeId === query.assigneeId) &&
    (!query.priority || issue.priority === query.priority) &&
    (!query.sprintId || issue.sprintId === query.sprintId) &&
    (!query.labelId?.length || issue.labels.some((label) => query.labelId!.includes(label.id)))
  );
}

const withTotal = (page: IssuePage, change: number): IssuePage => ({
  ...page,
  meta: { ...page.meta, total: Math.max(0, page.meta.total + change) },
});

function without(data: ColumnData, issueId: string): ColumnData {
  if (!data.pages.some((page) => page.items.some((item) => item.id === issueId))) return data;
  return {
    ...data,
    pages: data.pages.map((page) =>
      withTotal({ ...page, items: page.items.filter((item) => item.id !== issueId) }, -1),
    ),
  };
}

/**
 * Where the card goes among a page's cards: by the sort, or in the board's order by hand
 * next to the card it was placed at (the top when none); -1 when it goes further down.
 */
function positionIn(items: Issue[], issue: Issue, query: ColumnQuery, place: Place): number {
  if (query.sortBy !== 'rank') {
    return items.findIndex((item) => compareInColumn(issue, item, query) < 0);
  }
  const neighbour = place.beforeId ?? place.afterId;
  if (neighbour === undefined) return 0;
  const at = items.findIndex((item) => item.id === neighbour);
  return at < 0 ? -1 : place.afterId ? at + 1 : at;
}

/** The issue in its place among the loaded cards (after them if it sorts further down). */
function inserted(data: ColumnData, issue: Issue, query: ColumnQuery, place: Place): ColumnData {
  let placed = false;
  const pages = data.pages.map((page, index) => {
    if (placed) return withTotal(page, 1);
    const at = positionIn(page.items, issue, query, place);
    const last = index === data.pages.length - 1;
    if (at < 0 && !last) return withTotal(page, 1);
    placed = true;
    const items = [...page.items];
    items.splice(at < 0 ? items.length : at, 0, issue);
    return withTotal({ ...page, items }, 1);
  });
  return { ...data, pages };
}

/** Where a card goes in the board's order by hand: above or below another, or the top. */
export interface Place {
  beforeId?: string;
  afterId?: string;
}

export interface Move {
  issue: Issue;
  to: IssueStatus;
  /** Where it goes in the board's order by hand (the top of its column when not said). */
  place?: Place;
  /** Where it was in that order, to put it back there if the API refuses. */
  from?: Place;
}

/**
 * Shows a move at once: the card leaves every cached column of the workspace's boards and
 * joins the ones it now belongs to.
 */
export function applyMove(
  client: QueryClient,
  workspaceId: string,
  { issue, to, place: at = {} }: Move,
  now = new Date(),
): void {
  const changed = to !== issue.status;
  place(
    client,
    workspaceId,
    { ...issue, status: to, updatedAt: changed ? now.toISOString() : issue.updatedAt },
    at,
  );
}

/**
 * Takes back a move the API refused: the card returns, as it was, to the columns it
 * belongs to. Only that card: another move made meanwhile stays on screen (putting back
 * whole columns as they were before this move would have undone it too).
 */
export function undoMove(client: QueryClient, workspaceId: string, { issue, from }: Move): void {
  place(client, workspaceId, issue, from ?? {});
}

/** The card out of every cached column of the workspace's boards, and into its own. */
function place(client: QueryClient, workspaceId: string, card: Issue, at: Place): void {
  const columns = client.getQueriesData<ColumnData>({
    queryKey: [ISSUES, { path: { workspaceId } }],
    predicate: (query) => query.queryKey[2] === BOARD_COLUMN,
  });
  for (const [key, data] of columns) {
    if (!data) continue;
    const query = (key as ReturnType<typeof columnKey>)[1].query;
    let next = without(data, card.id);
    if (belongsTo(card, query)) next = inserted(next, card, query, at);
    if (next !== data) client.setQueryData(key, next);
  }
}

/** A column's cards in order, each once (a page fetched after a move may repeat one). */
export function cardsOf(data: ColumnData | undefined): Issue[] {
  const seen = new Set<string>();
  return (data?.pages ?? [])
    .flatMap((page) => page.items)
    .filter((issue) => !seen.has(issue.id) && seen.add(issue.id));
}
