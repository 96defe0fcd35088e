/** A fetch that takes one Request, as openapi-fetch calls it. */
export type Fetch = (request: Request) => Promise<Response>;

export interface RetryOptions {
  maxRetries: number;
  /** Waits this long before a retry; tests and benchmarks may shorten it. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

// Methods that may run twice without a second effect (RFC 9110); POST and PATCH may not.
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);
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

/**
 * How long to wait before retrying this response, or undefined to hand it to the caller.
 * A 429 was refused before anything ran, so every method retries it; other failures retry
 * only idempotent methods, so a POST is never sent twice when its first try may have run.
 */
function retryDelay(method: string, response: Response, attempt: number): number | undefined {
  const { status } = response;
  const idempotent = IDEMPOTENT.has(method);
  if (status !== 429 && !(idempotent && status >= 500)) return undefined;
  const retryAfter = status === 429 || status === 503 ? retryAfterMs(response.headers) : undefined;
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
 * Wraps a fetch with the client's retry rules: 429 (any method) and 503 honour
 * `Retry-After`; network errors and 5xx retry idempotent methods with jittered backoff; at
 * most `maxRetries` retries. An aborted request is never retried.
 */
export function withRetries(fetch: Fetch, options: RetryOptions): Fetch {
  const sleep = options.sleep ?? defaultSleep;
  return async (request) => {
    for (let attempt = 0; ; attempt += 1) {
      const canRetry = attempt < options.maxRetries;
      // A body can be read once: send a copy while another attempt may follow.
      const sent = canRetry ? request.clone() : request;
      let response: Response;
      try {
        response = await fetch(sent);
      } catch (error) {
        if (!canRetry || !IDEMPOTENT.has(request.method) || request.signal.aborted) throw error;
        await sleep(backoff(attempt), request.signal);
        continue;
      }
      const delay = canRetry ? retryDelay(request.method, response, attempt) : undefined;
      if (delay === undefined) return response;
      // Release the connection; not awaited, since a cancel of a tee'd body (a wrapper that
      // cloned the response) settles only when every branch is cancelled.
      response.body?.cancel().catch(() => {});
      await sleep(delay, request.signal);
    }
  };
}
