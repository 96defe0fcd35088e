import {
  sql,
  type Compilable,
  type Expression,
  type SelectQueryBuilder,
  type StringReference,
} from 'kysely';
import type { ListQuery } from '../http/pagination';

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
  order: { column: StringReference<DB, TB>; tieBreaker: StringReference<DB, TB> },
  list: ListQuery,
  /** A cheaper way to the same total, when the caller has one (e.g. maintained counts). */
  maintainedTotal?: Compilable &
    Expression<unknown> & { executeTakeFirstOrThrow(): Promise<unknown> },
): Promise<{ items: O[]; total: number }> {
  const count = maintainedTotal ?? filtered.select((eb) => eb.fn.countAll<number>().as('total'));
  const rows = (await select(filtered)
    .select(sql<number>`(${count})`.as('pageTotal'))
    .orderBy(order.column, list.sortOrder)
    .orderBy(order.tieBreaker, list.sortOrder)
    .limit(list.limit)
    .offset(list.offset)
    .execute()) as (O & { pageTotal: number })[];
  const items = rows.map(({ pageTotal: _total, ...item }) => item as O);
  if (rows.length > 0) return { items, total: Number(rows[0]!.pageTotal) };
  if (list.page === 1) return { items, total: 0 };
  const { total } = (await count.executeTakeFirstOrThrow()) as { total: number };
  return { items, total: Number(total) };
}
