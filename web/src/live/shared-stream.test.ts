import type { StreamEvent } from 'work-tracking-client';
import { describe, expect, it } from 'vitest';
import { shareStream, type LiveState, type OpenStream } from './shared-stream';

const change = (id: string): StreamEvent => ({
  kind: 'change',
  id,
  event: 'issue.created',
  data: {
    event: 'issue.created',
    eventId: `e${id}`,
    workspaceId: 'w1',
    payload: { issueId: 'i1' },
    timestamp: '2026-11-25T12:00:00.000Z',
  },
});

/** A tab's view of the shared stream: what it was told, in order. */
function tab(open: OpenStream) {
  const seen: string[] = [];
  const states: LiveState[] = [];
  const stop = shareStream('w1', open, {
    onEvent: (event) => seen.push(event.id),
    onState: (state) => states.push(state),
    onResync: () => seen.push('resync'),
  });
  return { seen, states, stop };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('shareStream', () => {
  it('passes on the events and states of the stream it leads', async () => {
    const open: OpenStream = async function* (_id, options) {
      options.onState?.('open');
      yield change('1-1');
      options.onState?.('reconnecting');
      yield change('2-1');
    };
    const { seen, states, stop } = tab(open);
    await settle();
    stop();
    expect(seen).toEqual(['resync', '1-1', '2-1']);
    expect(states).toEqual(['connecting', 'open', 'reconnecting']);
  });

  it('says live updates stopped when the stream is refused', async () => {
    // eslint-disable-next-line require-yield -- refused before its first event
    const open: OpenStream = async function* () {
      throw new Error('404 Workspace not found');
    };
    const { states, stop } = tab(open);
    await settle();
    stop();
    expect(states.at(-1)).toBe('stopped');
  });
});
