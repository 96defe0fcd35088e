/**
 * What the `@` suggestions work from: where a mention being typed starts, who matches it,
 * and the text once one is picked. The rules follow the server's (src/notifications/
 * mentions.ts): an `@` that does not follow a word character, `@`, `.`, `+` or `-` (so an
 * email address is no mention), and not inside code.
 */

/** Who can be mentioned: a member of the workspace. */
export interface Mentionable {
  userId: string;
  handle: string;
  name: string;
}

/** A mention being typed: its `@` is at `start`, and `query` is what follows, up to the caret. */
export interface MentionQuery {
  start: number;
  query: string;
}

/** At most this many suggestions are listed. */
export const SUGGESTION_LIMIT = 8;

const HANDLE_CHARS = /[A-Za-z0-9_-]/;
const BEFORE_MENTION = /[\w@.+-]/;
const FENCE = /^(```|~~~)/;

/** Whether `before` (the text up to the caret) ends inside a code block or a code span. */
function insideCode(before: string): boolean {
  const lines = before.split('\n');
  let fence: string | undefined;
  for (const line of lines.slice(0, -1)) {
    const opened = FENCE.exec(line)?.[1];
    if (!opened) continue;
    if (!fence) fence = opened;
    else if (line.startsWith(fence)) fence = undefined;
  }
  if (fence) return true;
  const current = lines[lines.length - 1] ?? '';
  return (current.match(/`/g)?.length ?? 0) % 2 === 1;
}

/** The mention being typed at `caret`, if any. */
export function mentionAt(text: string, caret: number): MentionQuery | undefined {
  let start = caret;
  while (start > 0 && HANDLE_CHARS.test(text[start - 1]!)) start -= 1;
  if (text[start - 1] !== '@') return undefined;
  start -= 1;
  if (start > 0 && BEFORE_MENTION.test(text[start - 1]!)) return undefined;
  const query = text.slice(start + 1, caret);
  if (query.length > 38) return undefined;
  if (insideCode(text.slice(0, start))) return undefined;
  return { start, query };
}

const startsWith = (value: string, prefix: string) =>
  value.toLowerCase().startsWith(prefix.toLowerCase());

/**
 * The members whose handle, or name or a word of it, begins with `query` (without regard to
 * case): handles matching first, then by name.
 */
export function matchMembers<M extends Mentionable>(
  members: readonly M[],
  query: string,
  limit = SUGGESTION_LIMIT,
): M[] {
  const byHandle: M[] = [];
  const byName: M[] = [];
  for (const member of members) {
    if (startsWith(member.handle, query)) byHandle.push(member);
    else if (member.name.split(/\s+/).some((word) => startsWith(word, query))) byName.push(member);
  }
  const byNameThenHandle = (a: M, b: M) =>
    a.name.localeCompare(b.name) || a.handle.localeCompare(b.handle);
  return [...byHandle.sort(byNameThenHandle), ...byName.sort(byNameThenHandle)].slice(0, limit);
}

/**
 * The text with the mention at `at` replaced by `@handle ` (the whole word it is in, also
 * what follows the caret), and where the caret goes: after the space.
 */
export function insertMention(
  text: string,
  at: MentionQuery,
  handle: string,
): { text: string; caret: number } {
  let end = at.start + 1;
  while (end < text.length && HANDLE_CHARS.test(text[end]!)) end += 1;
  const before = text.slice(0, at.start);
  const after = text.slice(end).replace(/^ /, '');
  const mention = `@${handle} `;
  return { text: before + mention + after, caret: before.length + mention.length };
}
