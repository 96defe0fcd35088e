/**
 * `@handle` of a member, in rendered Markdown, as a chip linking to them. It runs on the
 * sanitized tree, on its text only: nothing a person wrote becomes an element, code (spans
 * and blocks) and links are left alone, and a handle nobody in the workspace has stays text.
 */

/** A member a chip can stand for: their handle, their name and where the chip leads. */
export interface MentionTarget {
  handle: string;
  name: string;
  href: string;
}

/** The targets by lower-cased handle, as the renderer looks them up. */
export type MentionTargets = ReadonlyMap<string, MentionTarget>;

interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

// As the server reads mentions (src/notifications/mentions.ts), so a chip is shown exactly
// where someone was notified.
const MENTION = /(?<![\w@.+-])@([a-z0-9](?:[a-z0-9_.-]*[a-z0-9_])?)/gi;
const LEAVE_ALONE = new Set(['code', 'pre', 'a']);

/** A text's pieces: text as it was, and a chip for each member's mention in it. */
function split(value: string, targets: MentionTargets): HastNode[] | undefined {
  const pieces: HastNode[] = [];
  let from = 0;
  for (const match of value.matchAll(MENTION)) {
    const target = targets.get(match[1]!.toLowerCase());
    if (!target) continue;
    if (match.index > from) pieces.push({ type: 'text', value: value.slice(from, match.index) });
    pieces.push({
      type: 'element',
      tagName: 'a',
      properties: {
        href: target.href,
        className: ['mention'],
        title: target.name,
        dataMention: target.handle,
      },
      children: [{ type: 'text', value: match[0] }],
    });
    from = match.index + match[0].length;
  }
  if (pieces.length === 0) return undefined;
  if (from < value.length) pieces.push({ type: 'text', value: value.slice(from) });
  return pieces;
}

/** The rehype plugin: members' mentions become chips. */
export function rehypeMentionChips(targets: MentionTargets | undefined) {
  const visit = (node: HastNode) => {
    if (!node.children || (node.tagName && LEAVE_ALONE.has(node.tagName))) return;
    node.children = node.children.flatMap((child) => {
      if (child.type !== 'text') {
        visit(child);
        return [child];
      }
      return split(child.value ?? '', targets!) ?? [child];
    });
  };
  return () => (tree: HastNode) => {
    if (targets && targets.size > 0) visit(tree);
  };
}

/** Where a chip leads: the workspace's issues assigned to that person (there is no person page). */
export function mentionTargets(
  workspaceId: string,
  members: readonly { userId: string; handle: string; name: string }[],
): MentionTargets {
  return new Map(
    members.map((m) => [
      m.handle.toLowerCase(),
      {
        handle: m.handle,
        name: m.name,
        href: `/w/${workspaceId}/issues?assigneeId=${encodeURIComponent(m.userId)}`,
      },
    ]),
  );
}
