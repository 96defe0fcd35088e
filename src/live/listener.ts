import pg from 'pg';
import type { Logger } from 'pino';
import { PERSONAL_CHANNEL } from './personal';

/** Events recorded in a workspace, with their rows when they fit (`parseEventsNotice`). */
export const EVENTS_CHANNEL = 'live_event_rows';
export const ACCESS_CHANNEL = 'live_access';

export interface ListenerHandlers {
  /** An event committed in a workspace (`parseEventsNotice` reads the payload). */
  onEvents(payload: string): void;
  /** Someone's access to a workspace (`w:<id>`) or a user's sessions (`u:<id>`) changed. */
  onAccess(target: string): void;
  /** A message for one person's streams (`personalPayload`). */
  onPersonal(payload: string): void;
  /** Listening (again) after a connection loss: notifications in between are lost. */
  onListening(): void;
}

const RETRY_MIN_MS = 100;
const RETRY_MAX_MS = 5000;

/**
 * The process's one listening connection, outside the pool: a dedicated client that
 * reconnects (with backoff) whenever the connection is lost, a database restart included.
 * Each (re)connection reports `onListening`, since notifications sent while nobody
 * listened are gone: readers then look at the rows.
 */
export function startListener(url: string, log: Logger, handlers: ListenerHandlers) {
  let client: pg.Client | undefined;
  let stopped = false;
  let retryMs = RETRY_MIN_MS;
  let timer: NodeJS.Timeout | undefined;
  let listening = false;

  const schedule = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, retryMs);
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  const connect = async () => {
    const next = new pg.Client({
      connectionString: url,
      application_name: 'work-tracking-service live',
      connectionTimeoutMillis: 5000,
      keepAlive: true,
    });
    client = next;
    next.on('notification', (message) => {
      if (message.channel === EVENTS_CHANNEL) handlers.onEvents(message.payload ?? '');
      else if (message.channel === ACCESS_CHANNEL) handlers.onAccess(message.payload ?? '');
      else if (message.channel === PERSONAL_CHANNEL) handlers.onPersonal(message.payload ?? '');
    });
    const lost = (error?: Error) => {
      if (client !== next) return;
      client = undefined;
      if (listening && !stopped)
        log.warn({ err: error?.message }, 'live updates: listening connection lost, reconnecting');
      listening = false;
      next.removeAllListeners('end');
      next.end().catch(() => undefined);
      schedule();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    try {
      await next.connect();
      await next.query(
        `LISTEN ${EVENTS_CHANNEL}; LISTEN ${ACCESS_CHANNEL}; LISTEN ${PERSONAL_CHANNEL}`,
      );
      if (stopped || client !== next) return void next.end().catch(() => undefined);
      listening = true;
      retryMs = RETRY_MIN_MS;
      handlers.onListening();
    } catch (error) {
      lost(error as Error);
    }
  };

  void connect();
  return {
    /** Whether the connection is up and listening. */
    listening: () => listening,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      const current = client;
      client = undefined;
      listening = false;
      await current?.end().catch(() => undefined);
    },
  };
}
