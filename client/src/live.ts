import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { apiErrorFrom } from './errors.js';
import type { components } from './generated/openapi.js';
import type { Fetch } from './retry.js';

/** The `data` of a change on the stream: ids only, as a webhook carries them. */
export type LiveEventData = components['schemas']['LiveEvent'];
/** The `data` of a `notification.created` message: a new entry in the person's inbox. */
export type LiveNotification = components['schemas']['LiveNotification'];
/** The `data` of the stream's own messages. */
export type LiveControl = components['schemas']['LiveControl'];
/** A stream position: an event's `id`, or what `GET …/events/position` answers. */
export type EventPosition = components['schemas']['EventPosition'];

/** One message of the stream, as `streamEvents` yields it. */
export type StreamEvent =
  | {
      kind: 'change';
      /** The position: pass it as `lastEventId` to resume after this event. */
      id: string;
      /** The event name, e.g. `issue.updated`. */
      event: string;
      data: LiveEventData;
    }
  | {
      /** The requested position could not be resumed: refetch what you show. */
      kind: 'reset';
      id: string;
      data: LiveControl;
    };

/** Where the stream stands, for an indicator. */
export type StreamState = 'connecting' | 'open' | 'reconnecting';

export interface StreamEventsOptions {
  /** Resume after this position (an event's `id`); without it the stream starts now. */
  lastEventId?: string | undefined;
  /** Ends the iteration (as `break` in the `for await` does). */
  signal?: AbortSignal | undefined;
  /** Told when the stream connects, opens, or waits to reconnect. */
  onState?: ((state: StreamState) => void) | undefined;
  /**
   * Told of each new or renewed entry in the caller's own inbox (`notification.created`):
   * a hint to refetch `listNotifications`; such messages have no position and are not
   * replayed when the stream resumes.
   */
  onNotification?: ((notification: LiveNotification) => void) | undefined;
  /** First wait before reconnecting (doubles up to 30 s); 1 s by default. */
  reconnectDelayMs?: number | undefined;
}

/** How the client reaches the API, from `createClient`. */
export interface StreamTransport {
  baseUrl: string;
  fetch: Fetch;
  token: string | undefined;
  credentials: RequestCredentials;
}

const MAX_DELAY_MS = 30_000;
const OWN_MESSAGES = new Set(['ready', 'reset', 'closing']);

/** Statuses worth another try: the service is busy, starting or unreachable for a moment. */
const retryable = (status: number) => status === 429 || status >= 500;

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}

function toStreamEvent(message: EventSourceMessage): StreamEvent | undefined {
  if (message.event === 'reset') {
    return { kind: 'reset', id: message.id!, data: JSON.parse(message.data) as LiveControl };
  }
  if (!message.event || OWN_MESSAGES.has(message.event) || !message.id) return undefined;
  const data = JSON.parse(message.data) as LiveEventData;
  return { kind: 'change', id: message.id, event: message.event, data };
}

function closingReason(message: EventSourceMessage): string | undefined {
  try {
    return (JSON.parse(message.data) as LiveControl).reason;
  } catch {
    return undefined;
  }
}

/**
 * The workspace's changes as they are committed, for as long as the caller iterates:
 * `GET /workspaces/{workspaceId}/events/stream`, reconnecting after a dropped connection,
 * a restart or a 429/5xx with `Last-Event-ID` (so nothing is skipped or repeated); a stream
 * the service ends at its lifetime (`closing: lifetime`) is resumed at once, without a
 * `reconnecting` state in between. Other
 * errors (401, 403, 404: access lost) end the iteration by throwing the client's `ApiError`.
 */
export async function* streamEvents(
  transport: StreamTransport,
  workspaceId: string,
  options: StreamEventsOptions = {},
): AsyncGenerator<StreamEvent, void, undefined> {
  const firstDelay = options.reconnectDelayMs ?? 1000;
  const stop = new AbortController();
  const onAbort = () => stop.abort();
  options.signal?.addEventListener('abort', onAbort, { once: true });
  if (options.signal?.aborted) stop.abort();
  const url = `${transport.baseUrl.replace(/\/$/, '')}/workspaces/${encodeURIComponent(workspaceId)}/events/stream`;
  let lastEventId = options.lastEventId;
  let delay = firstDelay;
  let connected = false;
  /** The service ended a stream that reached its lifetime: resume at once, still `open`. */
  let renew = false;
  try {
    while (!stop.signal.aborted) {
      if (!renew) options.onState?.(connected ? 'reconnecting' : 'connecting');
      renew = false;
      const headers = new Headers({ Accept: 'text/event-stream' });
      if (transport.token !== undefined) headers.set('Authorization', `Bearer ${transport.token}`);
      if (lastEventId !== undefined) headers.set('Last-Event-ID', lastEventId);
      let response: Response | undefined;
      try {
        response = await transport.fetch(
          new Request(url, { headers, signal: stop.signal, credentials: transport.credentials }),
        );
      } catch {
        // Unreachable for now: wait, then try again.
      }
      if (response && !response.ok) {
        if (!retryable(response.status)) {
          const body: unknown = await response.json().catch(() => undefined);
          throw apiErrorFrom(response, body);
        }
        await response.body?.cancel().catch(() => undefined);
        const retryAfter = Number(response.headers.get('retry-after'));
        if (retryAfter > 0) delay = Math.max(delay, retryAfter * 1000);
      }
      if (response?.ok && response.body) {
        connected = true;
        const pending: EventSourceMessage[] = [];
        const parser = createParser({
          onEvent: (message) => pending.push(message),
          onRetry: (ms) => (delay = ms),
        });
        const decoder = new TextDecoder();
        try {
          for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
            parser.feed(decoder.decode(chunk, { stream: true }));
            for (const message of pending.splice(0)) {
              if (message.id) lastEventId = message.id;
              if (message.event === 'closing') renew = closingReason(message) === 'lifetime';
              if (message.event === 'ready') {
                delay = firstDelay;
                options.onState?.('open');
              }
              if (message.event === 'notification.created') {
                options.onNotification?.(JSON.parse(message.data) as LiveNotification);
                continue;
              }
              const event = toStreamEvent(message);
              if (event) yield event;
            }
          }
        } catch {
          // The connection dropped: reconnect from the last id.
        }
      }
      if (stop.signal.aborted) return;
      if (renew) continue;
      options.onState?.('reconnecting');
      await sleep(delay * (0.8 + Math.random() * 0.4), stop.signal);
      delay = Math.min(delay * 2, MAX_DELAY_MS);
    }
  } finally {
    options.signal?.removeEventListener('abort', onAbort);
    stop.abort();
  }
}
