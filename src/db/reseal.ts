import { sql } from 'kysely';
import type { Conn } from './database';
import { isCurrent, keyId, resealSecret } from './secrets';

const BATCH = 500;

/** A column of sealed values, and what each row's value is bound to (`sealSecret`'s purpose). */
export interface SealedColumn {
  table: string;
  column: string;
  /** The column naming what the value is the secret of (`id`, `webhook_id`…). */
  owner: string;
  purpose: (ownerId: string) => string;
}

/**
 * Seals every value of `target` again with the first key, bound to its purpose: afterwards
 * none needs an older key. Runs beside a live service: a value is replaced only if it is
 * still the one read (one rotated meanwhile is already sealed with the first key). A value
 * stored before sealing is sealed; NULLs stay. Answers how many values moved.
 */
export async function resealColumn(
  db: Conn,
  keys: readonly Buffer[],
  { table, column, owner, purpose }: SealedColumn,
): Promise<number> {
  const newest = keys[0];
  if (!newest) throw new Error('No SECRETS_KEY to seal secrets with');
  const current = `sealed:v2:${keyId(newest)}:%`;
  let moved = 0;
  let after = '';
  for (;;) {
    const { rows } = await sql<{ id: string; ownerId: string; secret: string }>`
      SELECT id, ${sql.ref(owner)} AS "ownerId", ${sql.ref(column)} AS secret
      FROM ${sql.table(table)}
      WHERE id > ${after} AND ${sql.ref(column)} NOT LIKE ${current}
      ORDER BY id LIMIT ${BATCH}
    `.execute(db);
    if (rows.length === 0) return moved;
    after = rows.at(-1)!.id;
    const stale = rows.filter((row) => !isCurrent(row.secret, newest));
    const sealed = stale.map((row) => resealSecret(keys, row.secret, purpose(row.ownerId)));
    const result = await sql`
      UPDATE ${sql.table(table)} AS t SET ${sql.ref(column)} = s.sealed
      FROM unnest(${stale.map((r) => r.id)}::text[], ${stale.map((r) => r.secret)}::text[],
                  ${sealed}::text[]) AS s (id, was, sealed)
      WHERE t.id = s.id AND t.${sql.ref(column)} = s.was
    `.execute(db);
    moved += Number(result.numAffectedRows ?? 0);
  }
}
