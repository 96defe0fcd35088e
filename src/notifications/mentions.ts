/**
 * `@handle` mentions in Markdown, as the dashboard renders them: not inside code (fenced
 * blocks or inline spans), not part of an email address or a word, compared without case.
 */
const FENCED = /^(```|~~~)[^\n]*\n[\s\S]*?(?:^\1[^\n]*$|(?![\s\S]))/gm;
const INLINE_CODE = /(`+)[^`][\s\S]*?\1/g;
const MENTION = /(?<![\w@.+-])@([a-z0-9](?:[a-z0-9_.-]*[a-z0-9_])?)/gi;

/** The handles mentioned in `text`, lower-cased, each once. */
export function mentionedHandles(text: string | null | undefined): string[] {
  if (!text) return [];
  const prose = text.replace(FENCED, ' ').replace(INLINE_CODE, ' ');
  const handles = new Set<string>();
  for (const match of prose.matchAll(MENTION)) handles.add(match[1]!.toLowerCase());
  return [...handles];
}

/** The handles mentioned in `after` and not already in `before`: an edit notifies only those. */
export function newlyMentioned(
  before: string | null | undefined,
  after: string | null | undefined,
) {
  const known = new Set(mentionedHandles(before));
  return mentionedHandles(after).filter((handle) => !known.has(handle));
}
