/** What a palette entry does when chosen: go to an address, or run an action of the app. */
export type PaletteTarget = { to: string } | { perform: () => void };

export type GroupName = 'Issues' | 'Projects' | 'Views' | 'Actions' | 'Workspaces';

/** One entry of the palette, as the list shows it. */
export interface PaletteItem {
  id: string;
  group: GroupName;
  label: string;
  /** Shown beside the label, muted: a project's prefix, an issue's status, a view's place. */
  detail?: string;
  /** Other words it is found by ("new" for "Create issue"). */
  keywords?: string;
  /** An issue's key (`WEB-7`), shown before its title. */
  reference?: string;
  /** Keys that do the same outside the palette, for the hint. */
  shortcut?: string;
  target: PaletteTarget;
}

/** The groups in the order they are shown when their best matches score the same. */
const GROUP_ORDER: GroupName[] = ['Issues', 'Projects', 'Views', 'Actions', 'Workspaces'];

/** An issue key as people write it (`WEB-7`, `web-7`), like the API's search reads it. */
export function issueKey(query: string): { prefix: string; number: number } | undefined {
  const match = /^\s*([a-z0-9]{1,10})-(\d{1,9})\s*$/i.exec(query);
  if (!match) return undefined;
  return { prefix: match[1]!.toUpperCase(), number: Number(match[2]) };
}

/** The score an issue named by the query's key gets: above any match of words. */
export const KEY_MATCH = 1000;

/**
 * How well `text` matches the query, higher is better, undefined when it does not:
 * the whole text, its start, the start of one of its words, anywhere in it, then every
 * word of the query somewhere in the text or the keywords.
 */
export function matchScore(text: string, query: string, keywords = ''): number | undefined {
  const q = query.trim().toLowerCase();
  if (!q) return 0;
  const t = text.toLowerCase();
  if (t === q) return 100;
  if (t.startsWith(q)) return 80;
  const at = t.indexOf(q);
  if (at > 0 && /[^a-z0-9]/.test(t[at - 1]!)) return 60;
  if (at > 0) return 40;
  const haystack = `${t} ${keywords.toLowerCase()}`;
  const words = q.split(/\s+/);
  if (words.every((word) => haystack.includes(word))) return 20;
  return undefined;
}

export interface PaletteGroup {
  name: GroupName;
  items: PaletteItem[];
}

/**
 * The entries matching the query, in groups: the group whose best entry matches best comes
 * first, and within a group the better matches first (same score: the order given).
 * `issues` come from the API's search and always match; the one the query names by its key
 * scores above everything, so `web-2` then Enter opens WEB-2.
 */
export function searchPalette(
  items: PaletteItem[],
  issues: PaletteItem[],
  query: string,
): PaletteGroup[] {
  const key = issueKey(query);
  const scored: { item: PaletteItem; score: number }[] = [];
  for (const item of items) {
    const score = matchScore(item.label, query, item.keywords);
    if (score !== undefined) scored.push({ item, score });
  }
  for (const issue of issues) {
    const named = key && issue.reference?.toUpperCase() === `${key.prefix}-${key.number}`;
    // Found by the API in its title or description: ranked by the title, at least 10.
    scored.push({ item: issue, score: named ? KEY_MATCH : (matchScore(issue.label, query) ?? 10) });
  }
  const groups = new Map<GroupName, { item: PaletteItem; score: number }[]>();
  for (const entry of scored) {
    const list = groups.get(entry.item.group) ?? [];
    list.push(entry);
    groups.set(entry.item.group, list);
  }
  const best = (list: { score: number }[]) => Math.max(...list.map((entry) => entry.score));
  return [...groups.entries()]
    .sort(
      ([a, listA], [b, listB]) =>
        best(listB) - best(listA) || GROUP_ORDER.indexOf(a) - GROUP_ORDER.indexOf(b),
    )
    .map(([name, list]) => ({
      name,
      // Array.prototype.sort is stable: equal scores keep the order given.
      items: list.sort((a, b) => b.score - a.score).map((entry) => entry.item),
    }));
}

/** Every entry of the groups, in the order shown: what the arrow keys walk through. */
export function flatten(groups: PaletteGroup[]): PaletteItem[] {
  return groups.flatMap((group) => group.items);
}
