/** A fetch that takes one Request, as openapi-fetch calls it. */
export type Fetch = (request: Request) => Promise<Response>;

export interface RetryOptions {
  maxRetries: number;
  /** Waits this long before a retry; tests and benchmarks may shorten it. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

// Methods that may run twice without a second effect (RFC 9110); POST and PATCH may not,
// except a POST that carries an `Idempotency-Key`, which the service runs at most once.
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);
const KEY_HEADER = 'Idempotency-Key';
/** Public operations (register, login, refresh, logout): the service ignores keys there. */
const PUBLIC_POST = /\/auth\/[a-z]+$/;
/** A `Retry-After` longer than this is not waited for: the error reaches the caller. */
const MAX_RETRY_AFTER_MS = 60_000;
const BACKOFF_BASE_MS = 500;
const BACKOFF_MAX_MS = 8_000;

/** Exponential backoff with jitter: attempt 0 waits 250–500 ms, then doubles up to 8 s. */
function backoff(attempt: number): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** attempt);
  return ceiling / 2 + Math.random() * (ceiling / 2);
}

/** `Retry-After` in ms: delta seconds or an HTTP date; undefined when absent or invalid. */
function retryAfterMs(headers: Headers): number | undefined {
  const value = headers.get('retry-after');
  if (value === null) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

/** A version 4 UUID; `crypto.randomUUID` exists only in secure contexts. */
function newKey(): string {
  if (typeof globalThis.crypto.randomUUID === 'function') return globalThis.crypto.randomUUID();
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The request as sent: a POST to an operation that needs a credential gets a fresh
 * `Idempotency-Key` unless the caller gave one. Every retry reuses the same key.
 */
function withKey(request: Request): Request {
  if (request.method !== 'POST' || request.headers.has(KEY_HEADER)) return request;
  if (PUBLIC_POST.test(new URL(request.url).pathname)) return request;
  const headers = new Headers(request.headers);
  headers.set(KEY_HEADER, newKey());
  return new Request(request, { headers });
}

/** Whether the request may run twice without a second effect. */
const retriable = (request: Request) =>
  IDEMPOTENT.has(request.method) || request.headers.has(KEY_HEADER);

/**
 * How long to wait before retrying this response, or undefined to hand it to the caller.
 * A 429 was refused before anything ran, so every request retries it; other failures retry
 * only requests that may run twice (idempotent methods, POSTs with a key), so a POST without
 * a key is never sent twice when its first try may have run. A 409 with `Retry-After` on a
 * keyed POST means its first try is still running: the retry then gets that try's answer.
 */
function retryDelay(request: Request, response: Response, attempt: number): number | undefined {
  const { status } = response;
  const safe = retriable(request);
  const keyRunning =
    status === 409 && request.headers.has(KEY_HEADER) && response.headers.has('retry-after');
  if (status !== 429 && !(safe && status >= 500) && !keyRunning) return undefined;
  const retryAfter =
    status === 429 || status === 503 || keyRunning ? retryAfterMs(response.headers) : undefined;
  if (retryAfter === undefined) return backoff(attempt);
  return retryAfter <= MAX_RETRY_AFTER_MS ? retryAfter : undefined;
}

function defaultSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Wraps a fetch with the client's retry rules: POSTs that need a credential carry an
 * `Idempotency-Key`; 429 (any method) and 503 honour `Retry-After`; network errors and 5xx
 * retry idempotent methods and keyed POSTs with jittered backoff; at most `maxRetries`
 * retries. An aborted request is never retried.
 */
export function withRetries(fetch: Fetch, options: RetryOptions): Fetch {
  const sleep = options.sleep ?? defaultSleep;
  return async (original) => {
    const request = withKey(original);
    for (let attempt = 0; ; attempt += 1) {
      const canRetry = attempt < options.maxRetries;
      // A body can be read once: send a copy while another attempt may follow.
      const sent = canRetry ? request.clone() : request;
      let response: Response;
      try {
        response = await fetch(sent);
      } catch (error) {
        if (!canRetry || !retriable(request) || request.signal.aborted) throw error;
        await sleep(backoff(attempt), request.signal);
        continue;
      }
      const delay = canRetry ? retryDelay(request, response, attempt) : undefined;
      if (delay === undefined) return response;
      // Release the connection; not awaited, since a cancel of a tee'd body (a wrapper that
      // cloned the response) settles only when every branch is cancelled.
      response.body?.cancel().catch(() => {});
      await sleep(delay, request.signal);
    }
  };
}
