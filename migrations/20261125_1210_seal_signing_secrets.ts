import { sql, type Kysely } from 'kysely';

// Frozen in time: never import from src/ here, never edit after it has shipped.
//
// Webhook signing secrets were stored in the clear, in each webhook and in each delivery
// (which keeps the secret of its enqueueing, for retries and replays). From this release
// the service stores them sealed with SECRETS_KEY; this migration seals the rows written
// before it, in batches, with the sealing function the service passes in. Sealed values
// start with `sealed:`, unsealed ones with `whsec_`, so the rows left are easy to find and
// a second run changes nothing. Retries and replays of these deliveries open the sealed
// value and sign with the same secret as before.

export interface MigrationContext {
  sealSecret?: (plaintext: string) => string;
}

const BATCH = 500;

async function sealTable(
  db: Kysely<unknown>,
  table: 'webhooks' | 'webhook_deliveries',
  seal: (plaintext: string) => string,
): Promise<void> {
  for (;;) {
    const { rows } = await sql<{ id: string; secret: string }>`
      SELECT id, secret FROM ${sql.table(table)}
      WHERE secret NOT LIKE 'sealed:%' ORDER BY id LIMIT ${BATCH}
    `.execute(db);
    if (rows.length === 0) return;
    await sql`
      UPDATE ${sql.table(table)} AS t SET secret = s.sealed
      FROM unnest(${rows.map((r) => r.id)}::text[], ${rows.map((r) => seal(r.secret))}::text[])
        AS s (id, sealed)
      WHERE t.id = s.id
    `.execute(db);
  }
}

export async function up(db: Kysely<unknown>, context: MigrationContext = {}): Promise<void> {
  const { sealSecret } = context;
  if (!sealSecret) {
    const { rows } = await sql<{ found: boolean }>`
      SELECT EXISTS (SELECT 1 FROM webhooks) OR EXISTS (SELECT 1 FROM webhook_deliveries)
        AS found
    `.execute(db);
    if (rows[0]!.found) throw new Error('Sealing stored webhook secrets needs SECRETS_KEY');
    return;
  }
  await sealTable(db, 'webhooks', sealSecret);
  await sealTable(db, 'webhook_deliveries', sealSecret);
}

// Nothing to undo in the schema; sealed values need the service's key to open.
export async function down(): Promise<void> {}
