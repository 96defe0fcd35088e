/** Pairs of equal lines in `a` and `b`, as a longest common subsequence: a index → b index. */
function commonLines(a: string[], b: string[]): Map<number, number> {
  const lengths = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      lengths[i]![j] =
        a[i] === b[j]
          ? lengths[i + 1]![j + 1]! + 1
          : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
    }
  }
  const pairs = new Map<number, number>();
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      pairs.set(i, j);
      i += 1;
      j += 1;
    } else if (lengths[i + 1]![j]! >= lengths[i]![j + 1]!) i += 1;
    else j += 1;
  }
  return pairs;
}

const same = (a: string[], b: string[]) => a.length === b.length && a.every((l, i) => l === b[i]);

export const MINE_MARK = '<<<<<<< Your version';
export const SPLIT_MARK = '=======';
export const THEIRS_MARK = '>>>>>>> Their version';

/**
 * A line-by-line three-way merge of two edits of the same text: what only one side
 * changed is taken from it; where both changed the same lines differently, both versions
 * stay between conflict markers for the person to settle.
 */
export function mergeEdits(
  base: string,
  mine: string,
  theirs: string,
): { text: string; conflicts: number } {
  const [b, m, t] = [base, mine, theirs].map((text) => text.split('\n')) as [
    string[],
    string[],
    string[],
  ];
  const toMine = commonLines(b, m);
  const toTheirs = commonLines(b, t);
  const out: string[] = [];
  let conflicts = 0;
  let [i, j, k] = [0, 0, 0];
  for (let at = 0; at <= b.length; at += 1) {
    const end = at === b.length;
    if (!end && !(toMine.has(at) && toTheirs.has(at))) continue;
    const jEnd = end ? m.length : toMine.get(at)!;
    const kEnd = end ? t.length : toTheirs.get(at)!;
    const [was, ours, their] = [b.slice(i, at), m.slice(j, jEnd), t.slice(k, kEnd)];
    if (same(ours, was)) out.push(...their);
    else if (same(their, was) || same(ours, their)) out.push(...ours);
    else {
      conflicts += 1;
      out.push(MINE_MARK, ...ours, SPLIT_MARK, ...their, THEIRS_MARK);
    }
    if (!end) out.push(b[at]!);
    [i, j, k] = [at + 1, jEnd + 1, kEnd + 1];
  }
  return { text: out.join('\n'), conflicts };
}
