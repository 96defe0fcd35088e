import { describe, expect, it } from 'vitest';
import { boardKey, type Carrying, type FocusedCard } from './keyboard';

const columns = [
  { label: 'Backlog', cards: 0 },
  { label: 'Todo', cards: 3 },
  { label: 'In progress', cards: 1 },
  { label: 'Done', cards: 2 },
];
const card: FocusedCard = { issueId: 'i1', reference: 'ACME-12', column: 1, index: 2 };

/** Presses keys in turn on the same card, from rest; returns every outcome. */
function press(...keys: string[]) {
  let carrying: Carrying | null = null;
  return keys.map((key) => {
    const outcome = boardKey(carrying, key, card, columns);
    carrying = outcome.carrying;
    return outcome;
  });
}

describe('moving a card with the keyboard', () => {
  it('picks up with Space, chooses a column with the arrows and drops with Enter', () => {
    const [up, right, drop] = press(' ', 'ArrowRight', 'Enter');
    expect(up!.carrying).toMatchObject({ from: 1, over: 1 });
    expect(up!.announce).toMatch(/^ACME-12 picked up from Todo\./);
    expect(right!.announce).toBe('ACME-12 over In progress.');
    expect(drop).toMatchObject({ handled: true, carrying: null, drop: { issueId: 'i1', to: 2 } });
  });

  it('picks up with Enter too, and stops at the first and last columns', () => {
    const outcomes = press('Enter', 'ArrowLeft', 'ArrowLeft', 'ArrowLeft', 'End', 'ArrowRight');
    expect(outcomes.map((o) => o.carrying?.over)).toEqual([1, 0, 0, 0, 3, 3]);
    expect(outcomes[1]!.announce).toBe('ACME-12 over Backlog.');
  });

  it('puts the card back on Escape, saying where it stays', () => {
    const [, , cancel] = press(' ', 'ArrowRight', 'Escape');
    expect(cancel).toEqual({
      handled: true,
      carrying: null,
      announce: 'Move cancelled. ACME-12 stays in Todo.',
    });
  });

  it('makes no move when the card is dropped over its own column', () => {
    const [, , , drop] = press(' ', 'ArrowRight', 'ArrowLeft', ' ');
    expect(drop!.drop).toBeUndefined();
    expect(drop!.announce).toBe('ACME-12 dropped where it was, in Todo.');
  });

  it('keeps Up and Down while carrying: a column keeps the board order', () => {
    const [, down] = press(' ', 'ArrowDown');
    expect(down).toMatchObject({ handled: true, carrying: { over: 1 } });
    expect(down!.focus).toBeUndefined();
  });

  it('moves the focus from card to card at rest, skipping empty columns', () => {
    const at = (key: string, from: Partial<FocusedCard> = {}) =>
      boardKey(null, key, { ...card, ...from }, columns);
    expect(at('ArrowUp').focus).toEqual({ column: 1, index: 1 });
    expect(at('ArrowDown').focus).toBeUndefined();
    expect(at('ArrowRight').focus).toEqual({ column: 2, index: 0 });
    expect(at('ArrowLeft').focus).toBeUndefined();
    expect(at('ArrowLeft', { column: 3, index: 1 }).focus).toEqual({ column: 2, index: 0 });
  });

  it('leaves other keys (Tab, letters) to the page', () => {
    expect(press('Tab')[0]!.handled).toBe(false);
    expect(press(' ', 'x')[1]).toMatchObject({ handled: false, carrying: { over: 1 } });
  });
});
