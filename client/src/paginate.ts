import type { ApiClient, InitArgs, PathsWith, ResponseData } from './client.js';

type Page = { items: unknown[]; meta: { hasNext: boolean } };

/** GET paths whose `data` is a page (`items` and `meta`). */
export type ListPath = {
  [P in PathsWith<'get'>]: ResponseData<'get', P> extends Page ? P : never;
}[PathsWith<'get'>];

/** One element of a list path's `items`. */
export type ListItem<P extends ListPath> =
  ResponseData<'get', P> extends { items: (infer Item)[] } ? Item : never;

/**
 * Every item of a list, fetched page by page from `init`'s `page` (default 1) with its
 * `limit` and filters, until the server says `hasNext: false`.
 */
export async function* paginate<P extends ListPath>(
  api: ApiClient,
  path: P,
  ...init: InitArgs<'get', P>
): AsyncGenerator<ListItem<P>, void, undefined> {
  const base = (init[0] ?? {}) as { params?: { query?: { page?: number } } };
  let page = base.params?.query?.page ?? 1;
  const get = api.GET as (path: string, init: unknown) => Promise<Page>;
  for (;;) {
    const params = { ...base.params, query: { ...base.params?.query, page } };
    const data = await get(path, { ...base, params });
    yield* data.items as ListItem<P>[];
    if (!data.meta.hasNext) return;
    page += 1;
  }
}
