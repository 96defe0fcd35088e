/**
 * The list an issue was opened from, for the issue page's j / k and "Back to list": the
 * list's address and its issues in the order shown.
 */
export const LIST_CONTEXT_KEY = 'work-tracking:issue-list';

export interface ListContext {
  from: string;
  issues: { projectId: string; id: string }[];
}

export function rememberList(from: string, issues: { projectId: string; id: string }[]): void {
  const context: ListContext = {
    from,
    issues: issues.map(({ projectId, id }) => ({ projectId, id })),
  };
  try {
    sessionStorage.setItem(LIST_CONTEXT_KEY, JSON.stringify(context));
  } catch {
    // Storage full or disabled: the issue page simply offers no j / k.
  }
}
