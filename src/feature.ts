/** What a feature contributes to the service; src/features.ts lists the features. */
import type { TaskList } from 'graphile-worker';
import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import type { Config } from './config';
import type { Db } from './db/database';
import type { EventSubscriber } from './events/record';
import type { HandlerMap } from './http/handler';
import type { LoadedSpec } from './http/spec';
import type { LiveHub } from './live/hub';

/** What a feature's handlers may need when the app builds them. */
export interface HandlerContext {
  spec: LoadedSpec;
  /** The process's live streams, where it serves them. */
  live?: LiveHub;
  /** The app's configuration and logger, when a running app builds the handlers. */
  config?: Config;
  log?: Logger;
}

/** What a feature's tasks and sweeps get in the worker process. */
export interface WorkerContext {
  db: Db;
  config: Config;
  log: Logger;
  /**
   * True once the worker is stopping, or its runner was declared dead: long tasks stop
   * taking more work.
   */
  stopping: () => boolean;
  /** Runs `close` when the worker has stopped (sockets, timers a task holds). */
  onStop: (close: () => void) => void;
  /** What reacts to events a task records (src/features.ts's `eventSubscribers`). */
  eventSubscribers: readonly EventSubscriber[];
}

/** What a feature's routes outside the document get when the app mounts them. */
export interface RouteContext {
  db: Db;
  config: Config;
  log: Logger;
}

/** Work the worker repeats on a timer, outside the job queue, while its runner is running. */
export interface Sweep {
  intervalMs: number;
  run: () => Promise<void>;
  /** Logged (with the error) when a run fails; the next run retries. */
  failure: string;
}

export interface Feature {
  name: string;
  /** Its operations' handlers, by operationId. */
  handlers?: (context: HandlerContext) => Partial<HandlerMap>;
  /** Reacts to every recorded event, inside the statement that records it. */
  subscribers?: readonly EventSubscriber[];
  /**
   * Requests the document does not describe, answered before the body parser and the
   * router (a code host's webhook, checked on its raw body).
   */
  routes?: (context: RouteContext) => Middleware;
  /** Its graphile-worker tasks, by name. */
  tasks?: (context: WorkerContext) => TaskList;
  /** Crontab lines naming its tasks. */
  cron?: readonly string[];
  sweeps?: (context: WorkerContext) => Sweep[];
}
