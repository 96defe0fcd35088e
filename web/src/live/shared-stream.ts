import type { LiveNotification, StreamEvent, StreamEventsOptions } from 'work-tracking-client';

/** Where live updates stand, as the indicator shows it. */
export type LiveState = 'connecting' | 'open' | 'reconnecting' | 'stopped';

/** What tabs of one workspace tell each other. */
type TabMessage =
  | { type: 'event'; event: StreamEvent }
  /** A new entry in this person's inbox (no position). */
  | { type: 'notification'; notification: LiveNotification }
  | { type: 'state'; state: LiveState }
  /** A new leader's stream starts without a position: changes may have been missed. */
  | { type: 'resync' }
  /** A tab that just opened asks the leader where things stand. */
  | { type: 'hello' };

export interface SharedStreamHandlers {
  onEvent(event: StreamEvent): void;
  onNotification(notification: LiveNotification): void;
  onState(state: LiveState): void;
  onResync(): void;
}

export type OpenStream = (
  workspaceId: string,
  options: StreamEventsOptions,
) => AsyncGenerator<StreamEvent, void, undefined>;

/**
 * One stream per browser and workspace, shared by every tab: the tab holding the Web Lock
 * `live-updates:<workspaceId>` opens it and passes each event on over a BroadcastChannel
 * of the same name. A browser allows six HTTP/1.1 connections per host for all its tabs
 * together, so a stream per tab would stall the seventh. When the leader closes, the lock
 * goes to a waiting tab, which resumes after the last event every tab has seen. Without
 * Web Locks or BroadcastChannel each tab holds its own stream. Returns the tab's stop.
 */
export function shareStream(
  workspaceId: string,
  open: OpenStream,
  handlers: SharedStreamHandlers,
): () => void {
  const name = `live-updates:${workspaceId}`;
  const stop = new AbortController();
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(name) : undefined;
  let lastEventId: string | undefined;
  let leaderState: LiveState | undefined;

  const post = (message: TabMessage) => channel?.postMessage(message);
  const deliver = (event: StreamEvent) => {
    lastEventId = event.id;
    handlers.onEvent(event);
  };
  if (channel) {
    channel.onmessage = ({ data }: MessageEvent<TabMessage>) => {
      if (data.type === 'event') deliver(data.event);
      else if (data.type === 'notification') handlers.onNotification(data.notification);
      else if (data.type === 'state') handlers.onState(data.state);
      else if (data.type === 'resync') handlers.onResync();
      else if (data.type === 'hello' && leaderState) post({ type: 'state', state: leaderState });
    };
  }

  const lead = async () => {
    const setState = (state: LiveState) => {
      leaderState = state;
      handlers.onState(state);
      post({ type: 'state', state });
    };
    if (lastEventId === undefined) {
      handlers.onResync();
      post({ type: 'resync' });
    }
    try {
      const onNotification = (notification: LiveNotification) => {
        handlers.onNotification(notification);
        post({ type: 'notification', notification });
      };
      const events = open(workspaceId, {
        lastEventId,
        signal: stop.signal,
        onState: setState,
        onNotification,
      });
      for await (const event of events) {
        deliver(event);
        post({ type: 'event', event });
      }
    } catch {
      // Access refused (signed out, removed from the workspace): keep the lock, so the
      // other tabs do not try in turn, and say live updates stopped.
      if (!stop.signal.aborted) setState('stopped');
    }
    // Held until this tab stops.
    await new Promise((resolve) => stop.signal.addEventListener('abort', resolve, { once: true }));
  };

  handlers.onState('connecting');
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks && channel) {
    post({ type: 'hello' });
    locks.request(name, { signal: stop.signal }, lead).catch(() => {
      // Aborted while waiting for the lock: this tab is closing.
    });
  } else void lead();

  return () => {
    stop.abort();
    channel?.close();
  };
}
