import type { SelectQueryBuilder, StringReference } from 'kysely';
import type { ListQuery } from '../http/pagination';

/**
 * One page of a filtered query and the total it pages through, fetched in parallel.
 * Rows are ordered by the requested column, then by `tieBreaker` (the id), so pages are
 * stable: walking them never repeats or skips a row.
 */
export async function fetchPage<DB, TB extends keyof DB, O>(
  filtered: SelectQueryBuilder<DB, TB, object>,
  select: (query: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, O>,
  order: { column: StringReference<DB, TB>; tieBreaker: StringReference<DB, TB> },
  list: ListQuery,
): Promise<{ items: O[]; total: number }> {
  const [items, count] = await Promise.all([
    select(filtered)
      .orderBy(order.column, list.sortOrder)
      .orderBy(order.tieBreaker, list.sortOrder)
      .limit(list.limit)
      .offset(list.offset)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number((count as { total: number }).total) };
}
