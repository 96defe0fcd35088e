import { sql, type Kysely } from 'kysely';

// Frozen in time: never import from src/ here, never edit after it has shipped.
//
// Sealed webhook signing secrets become bound to their webhook: sealed again (`sealed:v2:`,
// with the first key of SECRETS_KEY) with `webhook-signing-secret:<webhookId>` as the
// associated data of AES-GCM, so a sealed value copied onto another webhook's row no longer
// opens. A delivery's copy is bound to its webhook too, and a code-host connection's secret
// and previous secret to the connection (`integration-secret:<integrationId>`). The service
// passes the resealing function (it opens with any listed key); values still `sealed:v1:`
// are the ones left, so a second run changes nothing. Values not sealed at all (none after
// the sealing migrations) are left as they are.

export interface MigrationContext {
  resealSecret?: (stored: string, purpose: string) => string;
}

const BATCH = 500;

/** A column of sealed values, and what each row's value is bound to. */
interface Target {
  table: string;
  column: string;
  owner: string;
  purpose: (ownerId: string) => string;
}

const TARGETS: Target[] = [
  ...['webhooks', 'webhook_deliveries'].map((table) => ({
    table,
    column: 'secret',
    owner: table === 'webhooks' ? 'id' : 'webhook_id',
    purpose: (webhookId: string) => `webhook-signing-secret:${webhookId}`,
  })),
  ...['secret', 'previous_secret'].map((column) => ({
    table: 'integrations',
    column,
    owner: 'id',
    purpose: (integrationId: string) => `integration-secret:${integrationId}`,
  })),
];

async function bind(
  db: Kysely<unknown>,
  { table, column, owner, purpose }: Target,
  reseal: (stored: string, purpose: string) => string,
): Promise<void> {
  for (;;) {
    const { rows } = await sql<{ id: string; ownerId: string; secret: string }>`
      SELECT id, ${sql.ref(owner)} AS "ownerId", ${sql.ref(column)} AS secret
      FROM ${sql.table(table)}
      WHERE ${sql.ref(column)} LIKE 'sealed:v1:%' ORDER BY id LIMIT ${BATCH}
    `.execute(db);
    if (rows.length === 0) return;
    const sealed = rows.map((r) => reseal(r.secret, purpose(r.ownerId)));
    await sql`
      UPDATE ${sql.table(table)} AS t SET ${sql.ref(column)} = s.sealed
      FROM unnest(${rows.map((r) => r.id)}::text[], ${sealed}::text[]) AS s (id, sealed)
      WHERE t.id = s.id
    `.execute(db);
  }
}

export async function up(db: Kysely<unknown>, context: MigrationContext = {}): Promise<void> {
  const { resealSecret } = context;
  if (!resealSecret) {
    for (const { table, column } of TARGETS) {
      const { rows } = await sql<{ found: boolean }>`
        SELECT EXISTS (SELECT 1 FROM ${sql.table(table)}
                       WHERE ${sql.ref(column)} LIKE 'sealed:v1:%') AS found
      `.execute(db);
      if (rows[0]!.found) throw new Error('Binding sealed secrets needs SECRETS_KEY');
    }
    return;
  }
  for (const target of TARGETS) await bind(db, target, resealSecret);
}

// Bound values open only with their purpose; an earlier release cannot read them.
export async function down(): Promise<void> {}
