import { describe, expect, it } from 'vitest';
import { MINE_MARK, mergeEdits, THEIRS_MARK } from './merge';

describe('mergeEdits', () => {
  const base = 'Intro\n\nStep one\nStep two\n\nOutro';

  it('keeps both edits when they touch different lines', () => {
    const mine = 'Intro, edited by me\n\nStep one\nStep two\n\nOutro';
    const theirs = 'Intro\n\nStep one\nStep two\nStep three\n\nOutro';
    expect(mergeEdits(base, mine, theirs)).toEqual({
      text: 'Intro, edited by me\n\nStep one\nStep two\nStep three\n\nOutro',
      conflicts: 0,
    });
  });

  it('takes an edit both made the same way once', () => {
    const both = 'Intro\n\nStep 1\nStep two\n\nOutro';
    expect(mergeEdits(base, both, both)).toEqual({ text: both, conflicts: 0 });
  });

  it('keeps both versions between markers where both changed the same line', () => {
    const merged = mergeEdits('Text', 'Text by Ada', 'Text by Bob');
    expect(merged.conflicts).toBe(1);
    expect(merged.text).toBe(`${MINE_MARK}\nText by Ada\n=======\nText by Bob\n${THEIRS_MARK}`);
  });

  it('merges into an empty text and from one', () => {
    expect(mergeEdits('', '', 'Bob wrote this').text).toBe('Bob wrote this');
    expect(mergeEdits('', 'Ada wrote this', '').text).toBe('Ada wrote this');
  });
});
