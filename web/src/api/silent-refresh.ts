/** A fetch that takes one Request, as the client calls it. */
export type Fetch = (request: Request) => Promise<Response>;

// Routes that answer 401 for reasons a refresh cannot fix, or that are the refresh itself.
const NO_REFRESH = /\/auth\/(refresh|login|register|logout)$/;

/**
 * Wraps a fetch so that a 401 (the access cookie expired) triggers one call to `refresh`
 * and one retry of the request. Requests that fail together share one refresh: the
 * server rotates the refresh cookie on every call, so each must not start its own.
 */
export function withSilentRefresh(fetch: Fetch, refresh: () => Promise<boolean>): Fetch {
  let inFlight: Promise<boolean> | undefined;
  const refreshOnce = () => {
    inFlight ??= refresh()
      .catch(() => false)
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  };

  return async (request) => {
    if (NO_REFRESH.test(new URL(request.url).pathname)) return fetch(request);
    const retry = request.clone();
    const response = await fetch(request);
    if (response.status !== 401) return response;
    if (!(await refreshOnce())) return response;
    return fetch(retry);
  };
}
