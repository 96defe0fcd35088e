import { describe, expect, it } from 'vitest';
import { insertMention, matchMembers, mentionAt } from './suggest';

const members = [
  { userId: 'u1', handle: 'bob', name: 'Bob Marley' },
  { userId: 'u2', handle: 'ada', name: 'Ada Lovelace' },
  { userId: 'u3', handle: 'grace-h', name: 'Grace Hopper' },
  { userId: 'u4', handle: 'bobby', name: 'Robert Tables' },
  { userId: 'u5', handle: 'zed', name: 'Boris Zed' },
];

describe('mentionAt: where a mention being typed starts', () => {
  it('finds the @ before the caret and what was typed after it', () => {
    expect(mentionAt('Hi @bo', 6)).toEqual({ start: 3, query: 'bo' });
    expect(mentionAt('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionAt('(@gr', 4)).toEqual({ start: 1, query: 'gr' });
    expect(mentionAt('one\n@grace-h', 12)).toEqual({ start: 4, query: 'grace-h' });
  });

  it('reads only up to the caret', () => {
    expect(mentionAt('Hi @bob and', 6)).toEqual({ start: 3, query: 'bo' });
  });

  it('sees no mention in an email address, after a word or once a space is typed', () => {
    expect(mentionAt('ada@exa', 7)).toBeUndefined();
    expect(mentionAt('x.@bo', 5)).toBeUndefined();
    expect(mentionAt('@@bo', 4)).toBeUndefined();
    expect(mentionAt('@bob ', 5)).toBeUndefined();
    expect(mentionAt('no at sign', 10)).toBeUndefined();
  });

  it('sees no mention inside code, spans or fenced blocks', () => {
    expect(mentionAt('run `@bo', 8)).toBeUndefined();
    expect(mentionAt('```\n@bo', 7)).toBeUndefined();
    // Once the span or the block is closed, mentions count again.
    expect(mentionAt('`x` @bo', 7)).toEqual({ start: 4, query: 'bo' });
    expect(mentionAt('```\ncode\n```\n@bo', 16)).toEqual({ start: 13, query: 'bo' });
  });
});

describe('matchMembers: who is suggested', () => {
  it('lists members whose handle begins with what was typed, then those whose name does', () => {
    expect(matchMembers(members, 'bo').map((m) => m.handle)).toEqual(['bob', 'bobby', 'zed']);
  });

  it('matches a word of the name and ignores case', () => {
    expect(matchMembers(members, 'HOP').map((m) => m.handle)).toEqual(['grace-h']);
    expect(matchMembers(members, 'tab').map((m) => m.handle)).toEqual(['bobby']);
  });

  it('lists everyone (up to the limit) for a bare @, and no one for no match', () => {
    expect(matchMembers(members, '', 3)).toHaveLength(3);
    expect(matchMembers(members, 'xyz')).toEqual([]);
  });
});

describe('insertMention: what gets replaced', () => {
  it('replaces the @ and what was typed with @handle and a space, caret after it', () => {
    const text = 'Ask @bo about it';
    expect(insertMention(text, { start: 4, query: 'bo' }, 'bob')).toEqual({
      text: 'Ask @bob about it',
      caret: 9,
    });
  });

  it('replaces the whole word the caret is in, not only up to the caret', () => {
    // The caret was after "@bo" in "@bozo".
    expect(insertMention('@bozo!', { start: 0, query: 'bo' }, 'bobby')).toEqual({
      text: '@bobby !',
      caret: 7,
    });
  });

  it('adds a space at the end of the text', () => {
    expect(insertMention('cc @', { start: 3, query: '' }, 'ada')).toEqual({
      text: 'cc @ada ',
      caret: 8,
    });
  });
});
