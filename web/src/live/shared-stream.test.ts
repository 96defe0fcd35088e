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
    onNotification: (notification) => seen.push(`notified ${notification.notificationId}`),
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

  it('passes on the notifications of the stream it leads, between its events', async () => {
    const open: OpenStream = async function* (_id, options) {
      yield change('1-1');
      options.onNotification?.({
        event: 'notification.created',
        workspaceId: 'w1',
        notificationId: 'n1',
        issueId: 'i1',
        timestamp: '2026-11-25T12:00:00.000Z',
      });
      yield change('2-1');
    };
    const { seen, stop } = tab(open);
    await settle();
    stop();
    expect(seen).toEqual(['resync', '1-1', 'notified n1', '2-1']);
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
