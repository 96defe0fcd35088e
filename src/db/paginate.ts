import {
  sql,
  type Compilable,
  type Expression,
  type SelectQueryBuilder,
  type StringReference,
} from 'kysely';
import type { ListQuery } from '../http/pagination';
import type { Conn } from './database';

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

/**
 * A count of `filtered` that stops after `COUNT_BOUND` rows or the end of the requested
 * page, whichever is further: a search matching half a million issues then costs what
 * one matching a thousand does, and the page's own `hasNext` stays exact.
 */
export function boundedTotal<DB, TB extends keyof DB>(
  db: Conn,
  filtered: SelectQueryBuilder<DB, TB, object>,
  list: ListQuery,
  /**
   * An indexed order to count in. It changes no result, but lets the planner stop
   * early along that index when matches are dense instead of gathering them all.
   */
  scanOrder?: StringReference<DB, TB>,
): TotalSource {
  const bound = Math.max(COUNT_BOUND, list.offset + list.limit);
  let capped = filtered.select(sql<number>`1`.as('one')).limit(bound + 1);
  if (scanOrder) capped = capped.orderBy(scanOrder, 'desc');
  return {
    query: db.selectFrom(capped.as('capped')).select((eb) => eb.fn.countAll<number>().as('total')),
    bound,
  };
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

/**
 * One page of a filtered query and the total it pages through, in one round trip: the
 * count rides along as an uncorrelated scalar subquery (computed once). Only a page past
 * the end, which has no row to carry it, costs a second query. Rows are ordered by the
 * requested column, then by `tieBreaker` (the id), so walking pages never repeats or
 * skips a row.
 */
export async function fetchPage<DB, TB extends keyof DB, O>(
  filtered: SelectQueryBuilder<DB, TB, object>,
  select: (query: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, O>,
  order: {
    column: StringReference<DB, TB> | Expression<unknown>;
    tieBreaker: StringReference<DB, TB>;
  },
  list: ListQuery,
  /** How to count, when not by count(*): kept counts, or a bounded count; or counted. */
  totalSource?: TotalSource | CountedTotal,
): Promise<PageOf<O>> {
  const paged = <R>(query: SelectQueryBuilder<DB, TB, R>) =>
    query
      .orderBy(order.column, list.sortOrder)
      .orderBy(order.tieBreaker, list.sortOrder)
      .limit(list.limit)
      .offset(list.offset);
  if (totalSource && 'totalExact' in totalSource) {
    return { items: (await paged(select(filtered)).execute()) as O[], ...totalSource };
  }
  const count = totalSource?.query ?? filtered.select((eb) => eb.fn.countAll<number>().as('total'));
  const rows = (await paged(
    select(filtered).select(sql<number>`(${count})`.as('pageTotal')),
  ).execute()) as (O & { pageTotal: number })[];
  const items = rows.map(({ pageTotal: _total, ...item }) => item as O);
  let total = 0;
  if (rows.length > 0) total = Number(rows[0]!.pageTotal);
  else if (list.page > 1) {
    total = Number(((await count.executeTakeFirstOrThrow()) as { total: number }).total);
  }
  return { items, ...againstBound(total, totalSource?.bound) };
}
