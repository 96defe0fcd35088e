import type { ListOperation, ListQuery, SortField } from '../db/paginate';

export interface PageMeta {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
  hasNext: boolean;
  hasPrev: boolean;
  /** False when `total` is a lower bound: the count stopped (see `boundedTotal`). */
  totalExact: boolean;
}

export interface Page<T> {
  items: T[];
  meta: PageMeta;
}

export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 100;

/**
 * Reads the list parameters of an already-validated query. `sortFields` is the
 * operation's allowlist from the spec (`x-sort-fields` of operation `K`); an unknown
 * `sortBy` falls back to its first entry.
 */
export function readListQuery<K extends ListOperation = ListOperation>(
  query: Record<string, unknown>,
  sortFields: readonly string[],
): ListQuery<K> {
  const page = (query.page as number | undefined) ?? 1;
  const limit = Math.min((query.limit as number | undefined) ?? DEFAULT_LIMIT, MAX_LIMIT);
  const requested = query.sortBy as string | undefined;
  const search = (query.search as string | undefined)?.trim();
  return {
    page,
    limit,
    offset: (page - 1) * limit,
    sortBy: (requested && sortFields.includes(requested)
      ? requested
      : sortFields[0]!) as SortField<K>,
    sortOrder: query.sortOrder === 'asc' ? 'asc' : 'desc',
    search: search || undefined,
  };
}

export function toPage<T>(items: T[], total: number, list: ListQuery, totalExact = true): Page<T> {
  const totalPages = Math.ceil(total / list.limit);
  return {
    items,
    meta: {
      page: list.page,
      limit: list.limit,
      total,
      totalPages,
      // Past a bounded count there are more rows than `total` says.
      hasNext: list.page < totalPages || !totalExact,
      hasPrev: list.page > 1,
      totalExact,
    },
  };
}
