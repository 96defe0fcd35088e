/** Labels a list or the board filters by at most: listIssues takes up to 20 `labelId` values. */
export const MAX_LABEL_FILTER = 20;

const ID = /^[a-z][a-z0-9]{1,39}$/;

/**
 * The labels to filter by, from an address's repeated parameter: each well-formed id once, in
 * the order given, at most MAX_LABEL_FILTER. Issues carrying any of them match (listIssues'
 * repeated `labelId`).
 */
export function readLabelIds(given: readonly string[]): string[] {
  return [...new Set(given)].filter((labelId) => ID.test(labelId)).slice(0, MAX_LABEL_FILTER);
}
