/** Code-host connections: their rows, sealed secrets and the rotation grace. */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Conn } from '../db/database';
import { newId } from '../db/ids';
import { fetchPage, type ListQuery } from '../db/paginate';
import type { IntegrationProvider } from '../db/schema';
import { sealSecret } from '../db/secrets';
import type { SortColumns } from '../http/operations';

const integrationColumns = [
  'id',
  'name',
  'provider',
  'baseUrl',
  'previousSecretExpiresAt',
  'createdAt',
  'updatedAt',
] as const;

/**
 * What a connection's sealed secrets (current and previous) are bound to: the connection,
 * so a sealed value copied onto another connection's row does not open there.
 */
export function integrationSecretPurpose(integrationId: string): string {
  return `integration-secret:${integrationId}`;
}

/** A secret for a code host's webhook settings: 192 random bits, hex. */
function newIntegrationSecret(): string {
  return randomBytes(24).toString('hex');
}

export async function insertIntegration(
  db: Conn,
  secretsKeys: readonly Buffer[],
  input: {
    workspaceId: string;
    name: string;
    provider: IntegrationProvider;
    baseUrl: string;
    createdBy: string | null;
  },
) {
  const secret = newIntegrationSecret();
  const id = newId();
  const sealed = sealSecret(secretsKeys, secret, integrationSecretPurpose(id));
  const integration = await db
    .insertInto('integrations')
    .values({ id, ...input, secret: sealed })
    .returning(integrationColumns)
    .executeTakeFirstOrThrow();
  return { integration, secret };
}

const INTEGRATION_SORT = {
  createdAt: 'createdAt',
} as const satisfies SortColumns<'listIntegrations'>;

export async function listIntegrations(
  db: Conn,
  workspaceId: string,
  list: ListQuery<'listIntegrations'>,
) {
  const query = db.selectFrom('integrations').where('workspaceId', '=', workspaceId);
  return fetchPage(
    query,
    (q) => q.select(integrationColumns),
    { column: INTEGRATION_SORT[list.sortBy], tieBreaker: 'id' },
    list,
  );
}

export async function findIntegration(db: Conn, workspaceId: string, integrationId: string) {
  return db
    .selectFrom('integrations')
    .select(integrationColumns)
    .where('workspaceId', '=', workspaceId)
    .where('id', '=', integrationId)
    .executeTakeFirst();
}

/**
 * Replaces the secret; the one replaced stays accepted for `graceSeconds` (the config's
 * `integrations.secretGraceSeconds`, 24 hours). A secret still in its grace from an
 * earlier rotation is dropped: only the last two work.
 */
export async function rotateIntegrationSecret(
  db: Conn,
  secretsKeys: readonly Buffer[],
  workspaceId: string,
  integrationId: string,
  graceSeconds: number,
) {
  const secret = newIntegrationSecret();
  const integration = await db
    .updateTable('integrations')
    .set((eb) => ({
      secret: sealSecret(secretsKeys, secret, integrationSecretPurpose(integrationId)),
      previousSecret: eb.ref('secret'),
      previousSecretExpiresAt: sql<string>`now() + make_interval(secs => ${graceSeconds})`,
    }))
    .where('workspaceId', '=', workspaceId)
    .where('id', '=', integrationId)
    .returning(integrationColumns)
    .executeTakeFirst();
  return integration && { integration, secret };
}

export async function deleteIntegration(db: Conn, workspaceId: string, integrationId: string) {
  return db
    .deleteFrom('integrations')
    .where('workspaceId', '=', workspaceId)
    .where('id', '=', integrationId)
    .returning(['id', 'name', 'provider', 'baseUrl'])
    .executeTakeFirst();
}

/**
 * What the webhook endpoint needs to check a delivery: the connection and the secrets it
 * accepts now (the previous one only inside its grace). Looked up by id alone: the id in
 * the URL is the only thing a code host sends that names the workspace.
 */
export async function findReceiver(db: Conn, integrationId: string) {
  return db
    .selectFrom('integrations')
    .select([
      'id',
      'workspaceId',
      'provider',
      'baseUrl',
      'secret',
      sql<string | null>`CASE WHEN previous_secret_expires_at > now() THEN previous_secret END`.as(
        'previousSecret',
      ),
    ])
    .where('id', '=', integrationId)
    .executeTakeFirst();
}
