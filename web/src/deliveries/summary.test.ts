import { describe, expect, it } from 'vitest';
import { byState, lastResult, replayBlocker, type Delivery } from './summary';

function delivery(overrides: Partial<Delivery>): Delivery {
  return {
    id: 'd1',
    webhookId: 'w1',
    event: 'issue.created',
    payload: {},
    state: 'SUCCEEDED',
    attempts: 1,
    replayOf: null,
    nextAttemptAt: '2026-01-01T00:00:00Z',
    createdAt: '2026-01-01T00:00:00Z',
    completedAt: null,
    attemptLog: [],
    ...overrides,
  };
}
const attempt = (statusCode: number | null, error: string | null) => ({
  attempt: 1,
  statusCode,
  error,
  durationMs: 12,
  responseHeaders: null,
  responseBody: null,
  responseBodyCut: false,
  createdAt: '2026-01-01T00:00:00Z',
});

describe('deliveries', () => {
  it('blocks Replay while an automatic retry is pending', () => {
    expect(replayBlocker(delivery({ state: 'RETRYING' }), true)).toBe(
      'An automatic retry is pending',
    );
    expect(replayBlocker(delivery({ state: 'PENDING' }), true)).toBe(
      'An automatic retry is pending',
    );
    expect(replayBlocker(delivery({ state: 'DEAD' }), true)).toBeUndefined();
    expect(replayBlocker(delivery({ state: 'SUCCEEDED' }), true)).toBeUndefined();
  });

  it('blocks Replay to a disabled webhook', () => {
    expect(replayBlocker(delivery({ state: 'DEAD' }), false)).toMatch(/Re-enable/);
  });

  it('describes the newest attempt by status code, else by error', () => {
    expect(lastResult(delivery({}))).toBe('Not tried yet');
    expect(
      lastResult(delivery({ attemptLog: [attempt(500, null), attempt(null, 'timeout')] })),
    ).toBe('timeout');
    expect(lastResult(delivery({ attemptLog: [attempt(204, null)] }))).toBe('HTTP 204');
  });

  it('filters by state, or not at all', () => {
    const all = [delivery({ id: 'a', state: 'DEAD' }), delivery({ id: 'b' })];
    expect(byState(all, 'DEAD').map((d) => d.id)).toEqual(['a']);
    expect(byState(all, '')).toHaveLength(2);
  });
});
