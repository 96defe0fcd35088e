import type { components } from './generated/openapi.js';

type ErrorEnvelope = components['schemas']['ErrorEnvelope'];
type ValidationErrorEnvelope = components['schemas']['ValidationErrorEnvelope'];

/** Field name → messages, as sent with `VALIDATION_ERROR`. */
export type ValidationDetails = ValidationErrorEnvelope['error']['details'];

export interface ApiErrorInit {
  status: number;
  message: string;
  code?: string | undefined;
  details?: ValidationDetails | undefined;
  headers: Headers;
}

/** Any non-2xx answer of the API. Subclasses name the common statuses. */
export class ApiError extends Error {
  override name = 'ApiError';
  /** The HTTP status. */
  readonly status: number;
  /** `VALIDATION_ERROR` for validation failures, else the status name the server sent (`Not Found`). */
  readonly code: string | undefined;
  /** Messages by field, for validation failures only. */
  readonly details: ValidationDetails | undefined;
  /** The server's `X-Request-Id`: quote it when reporting a problem. */
  readonly requestId: string | undefined;
  /** All response headers. */
  readonly headers: Headers;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.details = init.details;
    this.headers = init.headers;
    this.requestId = init.headers.get('x-request-id') ?? undefined;
  }
}

/** 400: the request did not match the document (see `details`), or was malformed or ambiguous. */
export class ValidationError extends ApiError {
  override name = 'ValidationError';
}

/** 401: missing, invalid or expired credentials. */
export class AuthenticationError extends ApiError {
  override name = 'AuthenticationError';
}

/** 403: not allowed for this caller, plan, token scope or origin. */
export class PermissionDeniedError extends ApiError {
  override name = 'PermissionDeniedError';
}

/** 404: no such entity, or a workspace the caller does not belong to. */
export class NotFoundError extends ApiError {
  override name = 'NotFoundError';
}

/** 409: a duplicate key or a state that forbids the change. */
export class ConflictError extends ApiError {
  override name = 'ConflictError';
}

/**
 * 412: the `If-Match` sent with a change named a version the entity no longer has: someone
 * changed it since it was read, and nothing was written. Read it again, merge or reapply.
 */
export class PreconditionFailedError extends ApiError {
  override name = 'PreconditionFailedError';
  /** The version the entity has now (`currentVersion`). */
  readonly currentVersion: number | undefined;
  /** Its entity tag now (`ETag`), to send as `If-Match` once the change is reapplied. */
  readonly etag: string | undefined;

  constructor(init: ApiErrorInit & { currentVersion?: number | undefined }) {
    super(init);
    this.currentVersion = init.currentVersion;
    this.etag = init.headers.get('etag') ?? undefined;
  }
}

/** 429: a rate limit was exceeded. */
export class RateLimitError extends ApiError {
  override name = 'RateLimitError';
  /** Seconds to wait before trying again (`Retry-After`). */
  readonly retryAfter: number | undefined;
  /** Size of the token's window (`X-RateLimit-Limit`), on PAT requests. */
  readonly limit: number | undefined;
  /** Requests left in the window (`X-RateLimit-Remaining`). */
  readonly remaining: number | undefined;
  /** Unix time in seconds when the window resets (`X-RateLimit-Reset`). */
  readonly reset: number | undefined;

  constructor(init: ApiErrorInit) {
    super(init);
    const number = (name: string) => {
      const value = init.headers.get(name);
      return value === null || value.trim() === '' || !Number.isFinite(Number(value))
        ? undefined
        : Number(value);
    };
    this.retryAfter = number('retry-after');
    this.limit = number('x-ratelimit-limit');
    this.remaining = number('x-ratelimit-remaining');
    this.reset = number('x-ratelimit-reset');
  }
}

/** 5xx: the server failed or is unavailable; safe requests were already retried. */
export class ServerError extends ApiError {
  override name = 'ServerError';
}

const BY_STATUS: Record<number, typeof ApiError> = {
  400: ValidationError,
  401: AuthenticationError,
  403: PermissionDeniedError,
  404: NotFoundError,
  409: ConflictError,
  412: PreconditionFailedError,
  429: RateLimitError,
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The one place a non-2xx response becomes an error: class by status, fields by envelope. */
export function apiErrorFrom(response: Response, body: unknown): ApiError {
  const init: ApiErrorInit & { currentVersion?: number } = {
    status: response.status,
    message: `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`,
    headers: response.headers,
  };
  if (isObject(body) && isObject(body.error)) {
    // The validation envelope: {success: false, error: {code, message, details}}.
    const { error } = body as ValidationErrorEnvelope;
    init.message = error.message;
    init.code = error.code;
    init.details = error.details;
  } else if (isObject(body) && typeof body.message === 'string') {
    // The default envelope: {message, error, statusCode}.
    const envelope = body as ErrorEnvelope;
    init.message = envelope.message;
    init.code = envelope.error;
    if (typeof body.currentVersion === 'number') init.currentVersion = body.currentVersion;
  }
  const ErrorClass =
    BY_STATUS[response.status] ?? (response.status >= 500 ? ServerError : ApiError);
  return new ErrorClass(init);
}
