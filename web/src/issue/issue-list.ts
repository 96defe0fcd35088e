/** Where the list an issue was opened from is kept, for j/k and "Back to list". */
export const ISSUE_LIST_KEY = 'work-tracking:issue-list';

export interface IssueRef {
  projectId: string;
  id: string;
}

/** The list an issue page was opened from: its URL and its issues in order. */
export interface IssueList {
  from: string;
  issues: IssueRef[];
}

function isRef(value: unknown): value is IssueRef {
  const ref = value as IssueRef | null;
  return typeof ref?.projectId === 'string' && typeof ref?.id === 'string';
}

/** The stored list, or undefined when there is none or it is not one we understand. */
export function readIssueList(storage: Pick<Storage, 'getItem'>): IssueList | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(ISSUE_LIST_KEY) ?? 'null');
  } catch {
    return undefined;
  }
  const list = parsed as IssueList | null;
  if (typeof list?.from !== 'string' || !Array.isArray(list.issues)) return undefined;
  if (!list.issues.every(isRef)) return undefined;
  return list;
}

/** The issue's place in the list and its neighbours; undefined when it is not in the list. */
export function placeIn(list: IssueList | undefined, issueId: string) {
  if (!list) return undefined;
  const index = list.issues.findIndex((ref) => ref.id === issueId);
  if (index < 0) return undefined;
  return {
    position: index + 1,
    count: list.issues.length,
    previous: list.issues[index - 1],
    next: list.issues[index + 1],
  };
}
