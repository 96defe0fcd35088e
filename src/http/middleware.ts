import { randomUUID } from 'node:crypto';
import type { Context, Next } from 'koa';
import type { Logger } from 'pino';
import {
  CONFLICT_RETRY_AFTER_SECONDS,
  connectionErrorFields,
  isDatabaseUnavailable,
  isStatementCancelled,
  isTransactionConflict,
  UNAVAILABLE_RETRY_AFTER_SECONDS,
} from '../db/unavailable';
import { UnboundedTransactionsBusy } from '../db/unbounded';
import { AppError, errorBody, ValidationError } from './errors';

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * What a request carries through the middleware (`ctx.state`): its id, and its logger,
 * a child of the service's made on first use; a request that logs nothing beyond its
 * own line (every successful read) never makes one.
 */
class RequestState {
  #log: Logger | undefined;
  [key: string]: unknown;

  constructor(
    private readonly parent: Logger,
    readonly requestId: string,
  ) {}

  get log(): Logger {
    return (this.#log ??= this.parent.child({ requestId: this.requestId }));
  }

  set log(log: Logger) {
    this.#log = log;
  }

  /** The request's own line: through its logger if one was made, else with the id as a field. */
  logLine(fields: Record<string, unknown>, message: string): void {
    if (this.#log) this.#log.info(fields, message);
    else this.parent.info({ requestId: this.requestId, ...fields }, message);
  }
}

/** Assigns a request id (the caller's `X-Request-Id` when sane), echoes it, logs one line. */
export function requestContext(log: Logger) {
  return async (ctx: Context, next: Next) => {
    const started = performance.now();
    const incoming = ctx.get('x-request-id');
    const requestId = REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const state = new RequestState(log, requestId);
    ctx.state = state;
    ctx.set('X-Request-Id', requestId);
    try {
      await next();
    } finally {
      if (log.isLevelEnabled('info')) {
        const ms = performance.now() - started;
        state.logLine(
          { method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(ms * 10) / 10 },
          'request',
        );
      }
    }
  };
}

/** Body-parser and router errors that carry a client status (http-errors style). */
function clientStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown; expose?: unknown })?.status;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

const CLIENT_MESSAGES: Record<number, string> = {
  400: 'Malformed request body',
  405: 'Method not allowed',
  501: 'Method not implemented',
  413: 'Request body too large',
  415: 'Unsupported media type: send application/json',
};

/** 503 with `Retry-After`: nothing was done, and the same request may pass after `seconds`. */
function retryLater(ctx: Context, seconds: number, reason: string) {
  ctx.status = 503;
  ctx.set('Retry-After', String(seconds));
  ctx.body = errorBody(503, `${reason}; retry shortly`);
}

/** The one place errors become responses: `ErrorEnvelope` bodies, never a stack or SQL. */
export function errorHandler() {
  return async (ctx: Context, next: Next) => {
    try {
      await next();
      if (ctx.body === undefined || ctx.body === null) {
        // The router answers these statuses without a body; give them the envelope.
        if (ctx.status === 404) throw new AppError(404, 'Route not found');
        if (ctx.status === 405 || ctx.status === 501) {
          ctx.body = errorBody(ctx.status, CLIENT_MESSAGES[ctx.status]!);
        }
      }
    } catch (error) {
      if (error instanceof ValidationError) {
        ctx.status = 400;
        ctx.body = {
          success: false,
          error: { code: 'VALIDATION_ERROR', message: error.message, details: error.details },
        };
        return;
      }
      if (error instanceof AppError) {
        ctx.status = error.status;
        ctx.set(error.headers);
        ctx.body = { ...errorBody(error.status, error.message), ...error.fields };
        return;
      }
      const code = (error as { code?: unknown }).code;
      // A unique index caught a race the handler's own check could not: 409 `Conflict`.
      if (code === '23505') {
        ctx.status = 409;
        ctx.body = errorBody(409, 'A record with the same unique value already exists');
        return;
      }
      // A row the request refers to was deleted between the handler's check and its write
      // (the write reads without locking): 409 `Conflict`, nothing written.
      if (code === '23503') {
        ctx.status = 409;
        ctx.body = errorBody(409, 'A record this request refers to was deleted meanwhile');
        return;
      }
      // A rule the database keeps refused the change (SQLSTATE WT409, raised with a message
      // written for the client): 409 `Conflict` saying which, nothing written.
      if (code === 'WT409') {
        ctx.status = 409;
        ctx.body = errorBody(409, (error as Error).message);
        return;
      }
      // Text PostgreSQL cannot store (e.g. a NUL in a path segment, before validation ran).
      if (code === '22021' || code === '22P05') {
        ctx.status = 400;
        ctx.body = errorBody(400, 'The request contains characters that cannot be stored');
        return;
      }
      const status = clientStatus(error);
      if (status) {
        ctx.status = status;
        ctx.body = errorBody(status, CLIENT_MESSAGES[status] ?? 'Bad request');
        return;
      }
      // PostgreSQL ended the transaction to let a concurrent one through (a deadlock):
      // nothing was written, and the same request made again is likely to pass.
      if (isTransactionConflict(error)) {
        (ctx.state.log as Logger).warn({ code }, 'transaction ended by a concurrent one');
        retryLater(
          ctx,
          CONFLICT_RETRY_AFTER_SECONDS,
          'A concurrent request conflicted with this one',
        );
        return;
      }
      // A statement ran past the statement timeout (a lock held too long, or a query far
      // slower than it should be): the connection goes back to serve other requests.
      if (isStatementCancelled(error)) {
        (ctx.state.log as Logger).warn({ code }, 'statement cancelled by the database');
        retryLater(ctx, UNAVAILABLE_RETRY_AFTER_SECONDS, 'The database did not answer in time');
        return;
      }
      // Every turn for a transaction without the statement timeout (a deletion) stayed
      // taken: nothing was done, and other requests keep their pool connections.
      if (error instanceof UnboundedTransactionsBusy) {
        (ctx.state.log as Logger).warn('no turn for a transaction without the statement timeout');
        retryLater(ctx, error.retryAfterSeconds, 'Too many deletions are running at once');
        return;
      }
      if (isDatabaseUnavailable(error)) {
        (ctx.state.log as Logger).warn(connectionErrorFields(error), 'database unavailable');
        retryLater(ctx, UNAVAILABLE_RETRY_AFTER_SECONDS, 'The service is temporarily unavailable');
        return;
      }
      (ctx.state.log as Logger).error({ err: error }, 'unhandled error');
      ctx.status = 500;
      ctx.body = errorBody(500, 'Internal server error');
    }
  };
}
