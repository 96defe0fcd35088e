/** A page of rows and its total, for every list query. */
import {
  sql,
  type Compilable,
  type Expression,
  type SelectQueryBuilder,
  type StringReference,
} from 'kysely';
import type { SORT_FIELDS } from '../generated/openapi';
import type { Conn } from './database';

/** A list operation of the document: one with `x-sort-fields`. */
export type ListOperation = keyof typeof SORT_FIELDS;
export type SortField<K extends ListOperation> = (typeof SORT_FIELDS)[K][number];

/** Page, limit, sort and search of a list request, after the document's rules (`readListQuery` in src/http/pagination.ts). */
export interface ListQuery<K extends ListOperation = ListOperation> {
  page: number;
  limit: number;
  offset: number;
  sortBy: SortField<K>;
  sortOrder: 'asc' | 'desc';
  search: string | undefined;
}

/** What a list query returns; `totalExact: false` means `total` is a lower bound. */
export interface PageOf<O> {
  items: O[];
  total: number;
  totalExact?: boolean;
}

/** A query answering `{ total }`, and the count it stops at, if it stops. */
export interface TotalSource {
  query: Compilable & Expression<unknown> & { executeTakeFirstOrThrow(): Promise<unknown> };
  bound?: number;
}

/** A total already counted (see `countTotal`). */
export interface CountedTotal {
  total: number;
  totalExact: boolean;
}

/** Where a bounded count stops, unless the requested page reaches further. */
export const COUNT_BOUND = 1000;

/** Where a list's bounded count stops: `COUNT_BOUND`, or the end of the requested page. */
export function countBound(list: Pick<ListQuery, 'offset' | 'limit'>): number {
  return Math.max(COUNT_BOUND, list.offset + list.limit);
}

/**
 * A count of `filtered` that stops after `countLimit` rows: with `countBound(list) + 1`,
 * a search matching half a million issues then costs what one matching a thousand does,
 * and the page's own `hasNext` stays exact.
 */
export function boundedCount<DB, TB extends keyof DB>(
  db: Conn,
  filtered: SelectQueryBuilder<DB, TB, object>,
  countLimit: number,
  /**
   * An indexed order to count in. It changes no result, but lets the planner stop
   * early along that index when matches are dense instead of gathering them all.
   */
  scanOrder?: StringReference<DB, TB>,
) {
  let capped = filtered.select(sql<number>`1`.as('one')).limit(countLimit);
  if (scanOrder) capped = capped.orderBy(scanOrder, 'desc');
  return db.selectFrom(capped.as('capped')).select((eb) => eb.fn.countAll<number>().as('total'));
}

/** `boundedCount` as a total source, past `countBound(list)` marked inexact. */
export function boundedTotal<DB, TB extends keyof DB>(
  db: Conn,
  filtered: SelectQueryBuilder<DB, TB, object>,
  list: ListQuery,
  scanOrder?: StringReference<DB, TB>,
): TotalSource {
  const bound = countBound(list);
  return { query: boundedCount(db, filtered, bound + 1, scanOrder), bound };
}

/** A counted total held against its bound: past it, the bound, marked inexact. */
function againstBound(counted: number, bound: number | undefined): CountedTotal {
  return bound !== undefined && counted > bound
    ? { total: bound, totalExact: false }
    : { total: counted, totalExact: true };
}

/** Runs a total on its own, before the page, for callers that choose the page's plan by it. */
export async function countTotal(source: TotalSource): Promise<CountedTotal> {
  const { total } = (await source.query.executeTakeFirstOrThrow()) as { total: number };
  return againstBound(Number(total), source.bound);
}

/** The columns a list answers with, added to its filtered query. */
export type Selection<DB, TB extends keyof DB, O> = (
  query: SelectQueryBuilder<DB, TB, object>,
) => SelectQueryBuilder<DB, TB, O>;

/**
 * A list's order: the requested column; for a column whose values many rows share, a
 * column that orders them as a person would (`thenBy`); then the id to break ties.
 */
export interface PageOrder<DB, TB extends keyof DB> {
  /** Rows for which it is true come before all others (an issue named by its key). */
  first?: Expression<boolean>;
  column: StringReference<DB, TB> | Expression<unknown>;
  thenBy?: StringReference<DB, TB>;
  tieBreaker: StringReference<DB, TB>;
}

/** Where a page starts and how it is ordered. */
export type PageWindow = Pick<ListQuery, 'limit' | 'offset' | 'sortOrder'>;

/**
 * One page of a filtered query, ordered by the requested column, `thenBy`, then by
 * `tieBreaker` (the id), so walking pages never repeats or skips a row. With a `count`, each row
 * also carries the total as `pageTotal`: an uncorrelated scalar subquery, computed once,
 * so page and total take one round trip.
 */
export function pageQuery<DB, TB extends keyof DB, O>(
  filtered: SelectQueryBuilder<DB, TB, object>,
  select: Selection<DB, TB, O>,
  order: PageOrder<DB, TB>,
  page: PageWindow,
  count?: Expression<unknown>,
) {
  let query = select(filtered);
  if (count) query = query.select(sql<number>`(${count})`.as('pageTotal')) as typeof query;
  if (order.first) query = query.orderBy(order.first, 'desc');
  query = query.orderBy(order.column, page.sortOrder);
  if (order.thenBy) query = query.orderBy(order.thenBy, page.sortOrder);
  return query.orderBy(order.tieBreaker, page.sortOrder).limit(page.limit).offset(page.offset);
}

/**
 * The page `pageQuery` read with its count. Only a page past the end, which has no row to
 * carry the total, costs a second query (`countAgain`).
 */
export async function countedPage<O>(
  rows: (O & { pageTotal?: number })[],
  list: ListQuery,
  bound: number | undefined,
  countAgain: () => Promise<number>,
): Promise<PageOf<O>> {
  let total = 0;
  if (rows.length > 0) total = Number(rows[0]!.pageTotal);
  else if (list.page > 1) total = Number(await countAgain());
  // The rows are this read's own. `pageTotal` is their last column, and deleting the last
  // property keeps an object's shape fast, where a copy without it serialises slower.
  for (const row of rows) delete row.pageTotal;
  const items = rows as O[];
  return { items, ...againstBound(total, bound) };
}

/** One page of a filtered query and the total it pages through (see `pageQuery`). */
export async function fetchPage<DB, TB extends keyof DB, O>(
  filtered: SelectQueryBuilder<DB, TB, object>,
  select: Selection<DB, TB, O>,
  order: PageOrder<DB, TB>,
  list: ListQuery,
  /** How to count, when not by count(*): kept counts, or a bounded count; or counted. */
  totalSource?: TotalSource | CountedTotal,
): Promise<PageOf<O>> {
  if (totalSource && 'totalExact' in totalSource) {
    return {
      items: (await pageQuery(filtered, select, order, list).execute()) as O[],
      ...totalSource,
    };
  }
  const count = totalSource?.query ?? filtered.select((eb) => eb.fn.countAll<number>().as('total'));
  const rows = await pageQuery(filtered, select, order, list, count).execute();
  return countedPage(rows as (O & { pageTotal: number })[], list, totalSource?.bound, async () => {
    const { total } = (await count.executeTakeFirstOrThrow()) as { total: number };
    return total;
  });
}
