import { describe, expect, it } from 'vitest';
import { addDays, burndownSeries, burndownSummary } from './burndown';

const points = (remaining: number[], scope?: number[]) =>
  remaining.map((value, index) => ({
    date: addDays('2026-11-20', index),
    remaining: value,
    scope: scope?.[index] ?? value,
  }));

describe('burndownSeries', () => {
  it('draws the ideal from the scope down to none on the last day', () => {
    const days = burndownSeries(points([4, 4, 3, 1, 0]), '2026-12-31');
    expect(days.map((day) => day.ideal)).toEqual([4, 3, 2, 1, 0]);
    expect(days.map((day) => day.remaining)).toEqual([4, 4, 3, 1, 0]);
  });

  it('stops the actual line at today, since later days are not known yet', () => {
    const days = burndownSeries(points([3, 2, 2, 2]), '2026-11-21');
    expect(days.map((day) => day.remaining)).toEqual([3, 2, null, null]);
  });

  it('takes the scope from the busiest day so far, when issues join later', () => {
    const days = burndownSeries(points([0, 2, 6, 5, 9]), '2026-11-23');
    expect(days[0]!.ideal).toBe(6);
    expect(days[4]!.ideal).toBe(0);
  });

  it('starts the ideal from the scope given, such as all the issues of a sprint', () => {
    const days = burndownSeries(points([1, 1, 1]), '2026-11-20', 2);
    expect(days.map((day) => day.ideal)).toEqual([2, 1, 0]);
  });

  it('draws issues added after the start as a step up of the scope, the ideal from it', () => {
    // Three issues at the start, one closed on day 2, two more added on day 3.
    const days = burndownSeries(points([3, 2, 4, 4], [3, 3, 5, 5]), '2026-11-22');
    expect(days.map((day) => day.scope)).toEqual([3, 3, 5, null]);
    expect(days.map((day) => day.remaining)).toEqual([3, 2, 4, null]);
    expect(days[0]!.ideal).toBe(5);
    expect(burndownSummary(days)).toMatch(/The scope grew from 3 to 5 issues\.$/);
  });

  it('keeps a one-day period drawable', () => {
    expect(burndownSeries(points([2]), '2026-11-20')).toEqual([
      { date: '2026-11-20', remaining: 2, scope: 2, ideal: 2 },
    ]);
  });
});

describe('burndownSummary', () => {
  it('says what is open on the latest known day against the ideal', () => {
    const days = burndownSeries(points([4, 4, 3, 1, 0]), '2026-11-22');
    expect(burndownSummary(days)).toBe(
      'From 2026-11-20 to 2026-11-24: 3 issues open on 2026-11-22, 1 more than the ideal 2.',
    );
  });

  it('says when a period has not started', () => {
    const days = burndownSeries(points([1, 1]), '2026-11-01');
    expect(burndownSummary(days)).toBe(
      'From 2026-11-20 to 2026-11-21: the period has not started yet.',
    );
  });

  it('says when the work is ahead of the ideal', () => {
    const days = burndownSeries(points([4, 1, 1, 1, 1]), '2026-11-21');
    expect(burndownSummary(days)).toBe(
      'From 2026-11-20 to 2026-11-24: 1 issue open on 2026-11-21, 2 fewer than the ideal 3.',
    );
  });
});
