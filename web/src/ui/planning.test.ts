import { describe, expect, it } from 'vitest';
import { estimateLabel, isOverdue, today } from './planning';

describe('due dates and estimates', () => {
  it('calls an open issue past its due day overdue, never a closed one or one due today', () => {
    expect(isOverdue({ dueOn: '2026-11-27', status: 'todo' }, '2026-11-28')).toBe(true);
    expect(isOverdue({ dueOn: '2026-11-28', status: 'todo' }, '2026-11-28')).toBe(false);
    expect(isOverdue({ dueOn: '2026-11-27', status: 'done' }, '2026-11-28')).toBe(false);
    expect(isOverdue({ dueOn: null, status: 'todo' }, '2026-11-28')).toBe(false);
  });

  it('writes today as a date field does, and counts points', () => {
    expect(today(new Date(2026, 0, 5))).toBe('2026-01-05');
    expect(estimateLabel(1)).toBe('1 point');
    expect(estimateLabel(5)).toBe('5 points');
  });
});
