/** Issue keys (`WEB-12`) named by a pull request, and those it closes. */

export interface IssueKey {
  /** Upper case, as project prefixes are stored. */
  prefix: string;
  number: number;
}

/** At most this many keys are read from one pull request. */
const MAX_KEYS = 50;

// A key is a whole word: no letter or digit right before the prefix or after the number.
const KEY = '(?<![A-Za-z0-9])([A-Za-z0-9]{1,10})-([0-9]{1,9})(?![A-Za-z0-9])';
const CLOSING_WORDS = 'close[sd]?|fix(?:e[sd])?|resolve[sd]?|complete[sd]?|implement(?:s|ed)?';
/** A closing word, then the key, separated by blanks and an optional colon. */
const CLOSING = new RegExp(`(?<![A-Za-z0-9])(?:${CLOSING_WORDS}):?\\s+${KEY}`, 'gi');
const ANY_KEY = new RegExp(KEY, 'g');

function collect(pattern: RegExp, texts: readonly string[], into: Map<string, IssueKey>) {
  for (const text of texts) {
    for (const match of text.matchAll(pattern)) {
      if (into.size >= MAX_KEYS) return;
      const key = { prefix: match[1]!.toUpperCase(), number: Number(match[2]) };
      into.set(`${key.prefix}-${key.number}`, key);
    }
  }
}

/**
 * The keys in a pull request's title, body and branch (without regard to case), and the
 * ones a closing word precedes in its title or body (`Fixes WEB-12`, `closes: web-3`).
 */
export function keysIn(pr: { title: string; body: string; branch: string }): {
  named: IssueKey[];
  closing: Set<string>;
} {
  const named = new Map<string, IssueKey>();
  collect(ANY_KEY, [pr.title, pr.body, pr.branch], named);
  const closing = new Map<string, IssueKey>();
  collect(CLOSING, [pr.title, pr.body], closing);
  return { named: [...named.values()], closing: new Set(closing.keys()) };
}

export const keyName = (key: IssueKey) => `${key.prefix}-${key.number}`;
