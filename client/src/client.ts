import createOpenApiClient, {
  type ClientPathsWithMethod,
  type MaybeOptionalInit,
  type MethodResponse,
} from 'openapi-fetch';
import { apiErrorFrom } from './errors.js';
import type { paths } from './generated/openapi.js';
import { streamEvents, type StreamEvent, type StreamEventsOptions } from './live.js';
import { withRetries, type Fetch } from './retry.js';

export type { paths };

type RawClient = ReturnType<typeof createOpenApiClient<paths, 'application/json'>>;

/** The HTTP methods the API uses. */
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Document paths that have an operation for `M`. */
export type PathsWith<M extends HttpMethod> = ClientPathsWithMethod<RawClient, M>;

/** The options of one call (`params`, `body`, `headers`, `signal`…), from the document. */
export type RequestInitFor<M extends HttpMethod, P extends PathsWith<M>> = MaybeOptionalInit<
  paths[P],
  M
>;

/** The init argument: optional when the operation needs no path parameter or body. */
export type InitArgs<M extends HttpMethod, P extends PathsWith<M>> =
  undefined extends RequestInitFor<M, P>
    ? [init?: RequestInitFor<M, P>]
    : [init: RequestInitFor<M, P>];

type Unwrap<Body> = Body extends { success: true; data: infer Data } ? Data : Body;

/** What a call resolves to: the success envelope's `data` (undefined for 204). */
export type ResponseData<M extends HttpMethod, P extends PathsWith<M>> = Unwrap<
  MethodResponse<RawClient, M, P>
>;

type Call<M extends HttpMethod> = <P extends PathsWith<M>>(
  path: P,
  ...init: InitArgs<M, P>
) => Promise<ResponseData<M, P>>;

/** A typed API client: one method per HTTP verb, paths and bodies from the document. */
export interface ApiClient {
  GET: Call<'get'>;
  POST: Call<'post'>;
  PUT: Call<'put'>;
  PATCH: Call<'patch'>;
  DELETE: Call<'delete'>;
  /**
   * The workspace's live changes, as an async iterator that reconnects by itself with
   * `Last-Event-ID`; `break` (or `signal`) closes the stream.
   */
  streamEvents(
    workspaceId: string,
    options?: StreamEventsOptions,
  ): AsyncGenerator<StreamEvent, void, undefined>;
}

export interface ClientOptions {
  /** Where the API lives, including `/api`: `https://tracker.example.com/api`, or `/api` in a page. */
  baseUrl: string;
  /** A personal access token (`hsp_…`) or agent token (`hsa_…`). Without one, the cookie session is used. */
  token?: string | undefined;
  /** The fetch to use; defaults to the global one. */
  fetch?: Fetch | undefined;
  /** Retries after 429, 503, other 5xx and network errors (see the README); 0 turns them off. */
  maxRetries?: number | undefined;
  /** Cookie mode only: `include` (default) or `same-origin`. A token always sends `omit`. */
  credentials?: RequestCredentials | undefined;
}

const isEnvelope = (body: unknown): body is { success: true; data: unknown } =>
  typeof body === 'object' && body !== null && (body as { success?: unknown }).success === true;

/**
 * Creates a client. With `token` every request carries `Authorization: Bearer …` and no
 * cookies; without, requests carry the browser's session cookie and no Authorization. The
 * API refuses a request that carries both, so the client never does.
 */
export function createClient(options: ClientOptions): ApiClient {
  const { token, maxRetries = 2 } = options;
  if (token !== undefined && options.credentials !== undefined && options.credentials !== 'omit') {
    throw new TypeError('createClient: a token and cookie credentials cannot be combined');
  }
  if (!Number.isInteger(maxRetries) || maxRetries < 0) {
    throw new TypeError('createClient: maxRetries must be a non-negative integer');
  }
  const baseFetch: Fetch = options.fetch ?? ((request) => globalThis.fetch(request));
  const raw = createOpenApiClient<paths, 'application/json'>({
    baseUrl: options.baseUrl,
    fetch: withRetries(baseFetch, { maxRetries }),
    credentials: token === undefined ? (options.credentials ?? 'include') : 'omit',
    headers: token === undefined ? {} : { Authorization: `Bearer ${token}` },
  });

  const call =
    (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE') =>
    async (path: string, init?: Record<string, unknown>): Promise<unknown> => {
      if (token !== undefined && init?.credentials !== undefined && init.credentials !== 'omit') {
        throw new TypeError('A client with a token never sends cookies');
      }
      const send = raw[method] as (path: string, init?: unknown) => ReturnType<RawClient['GET']>;
      const { data, error, response } = await send(path, init);
      if (!response.ok) throw apiErrorFrom(response, error);
      return isEnvelope(data) ? data.data : data;
    };

  return {
    GET: call('GET'),
    POST: call('POST'),
    PUT: call('PUT'),
    PATCH: call('PATCH'),
    DELETE: call('DELETE'),
    streamEvents: (workspaceId: string, streamOptions?: StreamEventsOptions) =>
      streamEvents(
        {
          baseUrl: options.baseUrl,
          // Reconnection is the stream's own: no request-level retries under it.
          fetch: baseFetch,
          token,
          credentials: token === undefined ? (options.credentials ?? 'include') : 'omit',
        },
        workspaceId,
        streamOptions,
      ),
  } as ApiClient;
}
