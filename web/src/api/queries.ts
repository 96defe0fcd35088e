import {
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { ApiError, PathsWith, ResponseData } from 'work-tracking-client';
import { api } from './client';

type GetPath = PathsWith<'get'>;
type Params = { path?: Record<string, string>; query?: Record<string, unknown> };

/** Server state is cached under its path and parameters, like the API names it. */
export function keyOf(path: string, params?: Params): QueryKey {
  return params ? [path, params] : [path];
}

/** GET a path; cached under `[path, params]`. */
export function useApiQuery<P extends GetPath>(
  path: P,
  params: Params | undefined,
  options: Pick<
    UseQueryOptions<ResponseData<'get', P>, ApiError>,
    'enabled' | 'refetchInterval'
  > = {},
) {
  const get = api.GET as (path: string, init?: unknown) => Promise<unknown>;
  return useQuery<ResponseData<'get', P>, ApiError>({
    queryKey: keyOf(path, params),
    queryFn: ({ signal }) => get(path, { params, signal }) as Promise<ResponseData<'get', P>>,
    ...options,
  });
}

/**
 * A change to the API; on success, or when refused as stale (412), every query under the
 * `invalidates` paths (any parameters) is fetched again.
 */
export function useApiMutation<Input, Output>(
  mutationFn: (input: Input) => Promise<Output>,
  invalidates: string[],
) {
  const queryClient = useQueryClient();
  return useMutation<Output, ApiError, Input>({
    mutationFn,
    onSuccess: () =>
      Promise.all(invalidates.map((path) => queryClient.invalidateQueries({ queryKey: [path] }))),
    // 412: someone changed it meanwhile; what is shown is stale, so it is read again.
    onError: (error) =>
      error.status === 412
        ? Promise.all(
            invalidates.map((path) => queryClient.invalidateQueries({ queryKey: [path] })),
          )
        : undefined,
  });
}
