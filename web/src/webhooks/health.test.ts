import { describe, expect, it } from 'vitest';
import { healthSummary, inFlightSummary } from './health';

const quiet = {
  attempts24h: 0,
  successRate24h: null,
  p50DurationMs24h: null,
  p95DurationMs24h: null,
  lastSuccessAt: null,
  lastFailureAt: null,
  inFlightAllowance: 4,
  inFlight: 0,
};

describe('healthSummary', () => {
  it('says when there were no attempts', () => {
    expect(healthSummary(quiet)).toBe('No attempts');
  });

  it('sums up attempts, success rate and durations', () => {
    expect(
      healthSummary({
        ...quiet,
        attempts24h: 42,
        successRate24h: 0.9762,
        p50DurationMs24h: 87,
        p95DurationMs24h: 212,
      }),
    ).toBe('42 attempts, 97.6% answered 2xx, p50 87 ms, p95 212 ms');
    expect(
      healthSummary({
        ...quiet,
        attempts24h: 1,
        successRate24h: 1,
        p50DurationMs24h: 5,
        p95DurationMs24h: 5,
      }),
    ).toBe('1 attempt, 100% answered 2xx, p50 5 ms, p95 5 ms');
  });

  it('says how many attempts are in flight of those allowed', () => {
    expect(inFlightSummary({ ...quiet, inFlightAllowance: 12, inFlight: 3 })).toBe(
      '3 in flight of 12 allowed',
    );
  });
});
