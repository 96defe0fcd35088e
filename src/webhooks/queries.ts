import { newId } from '../db/ids';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Conn } from '../db/database';
import { withoutStatementTimeout, type UnboundedTx } from '../db/unbounded';
import type { WebhookEvent } from '../db/schema';
import type { SortColumns } from '../http/operations';
import { fetchPage, type ListQuery } from '../db/paginate';
import { sealSecret } from '../db/secrets';

/** A fresh signing secret: `whsec_` and 32 random bytes in hex. */
export function newSigningSecret(): string {
  return `whsec_${randomBytes(32).toString('hex')}`;
}

/**
 * What a webhook's sealed signing secret is bound to: the webhook. Its deliveries carry a
 * copy of the sealed value, which opens for their webhook only.
 */
export function signingSecretPurpose(webhookId: string): string {
  return `webhook-signing-secret:${webhookId}`;
}

/** Columns a webhook shows; never the secret. */
const webhookColumns = [
  'id',
  'url',
  'events',
  'active',
  'consecutiveFailures',
  'disabledAt',
  'disabledReason',
  'createdAt',
  'updatedAt',
] as const;

/** Locks the workspace's webhook set (cap check) until the transaction ends. */
export async function countWebhooksLocked(db: Conn, workspaceId: string): Promise<number> {
  await db
    .selectFrom('workspaces')
    .select('id')
    .where('id', '=', workspaceId)
    .forUpdate()
    .execute();
  const row = await db
    .selectFrom('webhooks')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('workspaceId', '=', workspaceId)
    .executeTakeFirstOrThrow();
  return row.count;
}

/** Inserts a webhook with a new signing secret, stored sealed; the plaintext is returned once. */
export async function insertWebhook(
  db: Conn,
  secretsKeys: readonly Buffer[],
  input: { workspaceId: string; url: string; events: WebhookEvent[]; createdBy: string | null },
) {
  const secret = newSigningSecret();
  const id = newId();
  const webhook = await db
    .insertInto('webhooks')
    .values({ id, ...input, secret: sealSecret(secretsKeys, secret, signingSecretPurpose(id)) })
    .returning(webhookColumns)
    .executeTakeFirstOrThrow();
  return { webhook, secret };
}

export async function findWebhook(db: Conn, workspaceId: string, webhookId: string) {
  return db
    .selectFrom('webhooks')
    .select([...webhookColumns, 'secret'])
    .where('workspaceId', '=', workspaceId)
    .where('id', '=', webhookId)
    .executeTakeFirst();
}

/** The webhook, its row locked until the transaction ends. */
export async function lockWebhook(db: Conn, workspaceId: string, webhookId: string) {
  return db
    .selectFrom('webhooks')
    .select(['id', 'active'])
    .where('workspaceId', '=', workspaceId)
    .where('id', '=', webhookId)
    .forUpdate()
    .executeTakeFirst();
}

const WEBHOOK_SORT = {
  createdAt: 'createdAt',
  updatedAt: 'updatedAt',
} as const satisfies SortColumns<'listWebhooks'>;

export async function listWebhooks(db: Conn, workspaceId: string, list: ListQuery<'listWebhooks'>) {
  const query = db.selectFrom('webhooks').where('workspaceId', '=', workspaceId);
  const column = WEBHOOK_SORT[list.sortBy];
  return fetchPage(query, (q) => q.select(webhookColumns), { column, tieBreaker: 'id' }, list);
}

/**
 * Applies an update. Setting `active: true` clears the failure streak and the disabled
 * marker (`Webhook.disabledAt`, `disabledReason`); setting it false disables the webhook by hand.
 */
export async function updateWebhook(
  db: Conn,
  workspaceId: string,
  webhookId: string,
  patch: { url?: string; events?: WebhookEvent[]; active?: boolean },
) {
  return db
    .updateTable('webhooks')
    .set({
      ...(patch.url !== undefined ? { url: patch.url } : {}),
      ...(patch.events !== undefined ? { events: patch.events } : {}),
      ...(patch.active === true
        ? { active: true, consecutiveFailures: 0, disabledAt: null, disabledReason: null }
        : {}),
      ...(patch.active === false
        ? {
            active: false,
            disabledAt: sql<string>`coalesce(disabled_at, now())`,
            disabledReason: 'manual',
          }
        : {}),
      // Stamped here, not by the set_updated_at trigger: the dispatcher rewrites `active`.
      updatedAt: sql<string>`now()`,
    })
    .where('workspaceId', '=', workspaceId)
    .where('id', '=', webhookId)
    .returning(webhookColumns)
    .executeTakeFirst();
}

/** Deletes the webhook and, by cascade, its deliveries: after an outage, a great many. */
export async function deleteWebhook(
  trx: UnboundedTx,
  workspaceId: string,
  webhookId: string,
): Promise<boolean> {
  await withoutStatementTimeout(trx);
  const deleted = await trx
    .deleteFrom('webhooks')
    .where('workspaceId', '=', workspaceId)
    .where('id', '=', webhookId)
    .returning('id')
    .executeTakeFirst();
  return deleted !== undefined;
}

/** Replaces the signing secret; deliveries already enqueued keep the one they recorded. */
export async function rotateSecret(
  db: Conn,
  secretsKeys: readonly Buffer[],
  workspaceId: string,
  webhookId: string,
) {
  const secret = newSigningSecret();
  const webhook = await db
    .updateTable('webhooks')
    .set({ secret: sealSecret(secretsKeys, secret, signingSecretPurpose(webhookId)) })
    .where('workspaceId', '=', workspaceId)
    .where('id', '=', webhookId)
    .returning(webhookColumns)
    .executeTakeFirst();
  return webhook && { webhook, secret };
}
