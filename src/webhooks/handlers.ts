import { conflict, forbidden, invalidField, notFound } from '../http/errors';
import type { AppServices, HandlersOf, WorkspaceRequest } from '../http/handler';
import { audit, recordAudit } from '../credentials/audit';
import { requireFeature } from '../workspaces/plans';
import { checkReceiverUrl, ReceiverRefused } from './address-guard';
import { enqueueDelivery, findDelivery, listDeliveries, recoverDeadDeliveries } from './deliveries';
import { withHealth } from './health';
import { MAX_WEBHOOKS } from './limits';
import {
  countWebhooksLocked,
  deleteWebhook,
  findWebhook,
  insertWebhook,
  listWebhooks,
  lockWebhook,
  rotateSecret,
  updateWebhook,
} from './queries';
import { standardWebhooksSecret } from './signing';

/** A request on one webhook (`/webhooks/{webhookId}…`). */
type WebhookRequest = WorkspaceRequest & { params: { webhookId: string } };

async function checkUrl(req: AppServices, url: string): Promise<void> {
  try {
    await checkReceiverUrl(url, req.config.webhooks.allowedHosts);
  } catch (error) {
    if (error instanceof ReceiverRefused) throw invalidField('url', error.message);
    throw error;
  }
}

/** The answer that shows a signing secret, once: ours and its Standard Webhooks form. */
function withSecret<W extends object>(webhook: W, secret: string) {
  return { ...webhook, secret, standardWebhooksSecret: standardWebhooksSecret(secret) };
}

async function requireWebhook(req: WebhookRequest) {
  const webhook = await findWebhook(req.db, req.membership.workspaceId, req.params.webhookId);
  if (!webhook) throw notFound('Webhook');
  return webhook;
}

export const webhookHandlers = {
  async listWebhooks(req) {
    const { workspaceId } = req.membership;
    const page = await listWebhooks(req.db, workspaceId, req.list);
    return {
      ...page,
      items: await withHealth(req.db, workspaceId, page.items, req.config.webhooks.maxInFlight),
    };
  },

  async createWebhook(req) {
    const { url, events } = req.body;
    const { workspaceId, plan } = req.membership;
    requireFeature(plan, 'api-access', workspaceId, 'create webhooks');
    await checkUrl(req, url);
    return req.db.transaction().execute(async (trx) => {
      if ((await countWebhooksLocked(trx, workspaceId)) >= MAX_WEBHOOKS) {
        throw forbidden(`At most ${MAX_WEBHOOKS} webhooks per workspace`);
      }
      const { webhook, secret } = await insertWebhook(trx, req.config.secretsKeys, {
        workspaceId,
        url,
        events: [...new Set(events)],
        createdBy: req.principal.userId,
      });
      await audit(
        trx,
        req,
        'webhook.created',
        { type: 'webhook', id: webhook.id },
        { url: webhook.url, events: webhook.events },
      );
      const [withItsHealth] = await withHealth(
        trx,
        workspaceId,
        [webhook],
        req.config.webhooks.maxInFlight,
      );
      return withSecret(withItsHealth!, secret);
    });
  },

  async updateWebhook(req) {
    const patch = req.body;
    if (patch.url !== undefined) {
      // Another workspace's webhook is a 404 whatever the URL; resolving it comes after.
      await requireWebhook(req);
      await checkUrl(req, patch.url);
    }
    const events = patch.events && [...new Set(patch.events)];
    const webhook = await req.db.transaction().execute(async (trx) => {
      const updated = await updateWebhook(trx, req.membership.workspaceId, req.params.webhookId, {
        ...patch,
        events,
      });
      if (!updated) throw notFound('Webhook');
      await audit(
        trx,
        req,
        'webhook.updated',
        { type: 'webhook', id: updated.id },
        { changed: Object.keys(patch), url: updated.url, active: updated.active },
      );
      return updated;
    });
    const [withItsHealth] = await withHealth(
      req.db,
      req.membership.workspaceId,
      [webhook],
      req.config.webhooks.maxInFlight,
    );
    return withItsHealth!;
  },

  async deleteWebhook(req) {
    const { workspaceId } = req.membership;
    // A missing webhook is a 404 at once, not after a wait for a turn.
    if (!(await findWebhook(req.db, workspaceId, req.params.webhookId))) throw notFound('Webhook');
    const deleted = await req.unbounded.run(async (trx) => {
      const gone = await deleteWebhook(trx, workspaceId, req.params.webhookId);
      if (gone)
        await audit(trx, req, 'webhook.deleted', { type: 'webhook', id: req.params.webhookId });
      return gone;
    });
    if (!deleted) throw notFound('Webhook');
  },

  async rotateWebhookSecret(req) {
    const rotated = await req.db.transaction().execute(async (trx) => {
      const done = await rotateSecret(
        trx,
        req.config.secretsKeys,
        req.membership.workspaceId,
        req.params.webhookId,
      );
      // The row says a secret was rotated, never which one.
      if (done)
        await audit(trx, req, 'webhook.secret_rotated', { type: 'webhook', id: done.webhook.id });
      return done;
    });
    if (!rotated) throw notFound('Webhook');
    const [webhook] = await withHealth(
      req.db,
      req.membership.workspaceId,
      [rotated.webhook],
      req.config.webhooks.maxInFlight,
    );
    return withSecret(webhook!, rotated.secret);
  },

  async listWebhookDeliveries(req) {
    await requireWebhook(req);
    const { workspaceId } = req.membership;
    return listDeliveries(req.db, workspaceId, req.params.webhookId, req.list);
  },

  async replayWebhookDelivery(req) {
    const webhook = await requireWebhook(req);
    if (!webhook.active) throw conflict('The webhook is disabled; set it active before replaying');
    const original = await findDelivery(
      req.db,
      req.membership.workspaceId,
      webhook.id,
      req.params.deliveryId,
    );
    if (!original) throw notFound('Delivery');
    // A new attempt at the original payload, signed with the webhook's current secret (a
    // receiver may have dropped the one of the first enqueue); copied sealed, opened to sign.
    const id = await enqueueDelivery(req.db, {
      workspaceId: req.membership.workspaceId,
      webhookId: webhook.id,
      event: original.event,
      payload: original.payload,
      secret: webhook.secret,
      replayOf: original.id,
    });
    return { deliveryId: id, replayOf: original.id, state: 'PENDING' };
  },

  async recoverWebhookDeliveries(req) {
    const { workspaceId } = req.membership;
    const since = new Date(req.body.since).toISOString();
    return req.db.transaction().execute(async (trx) => {
      const webhook = await lockWebhook(trx, workspaceId, req.params.webhookId);
      if (!webhook) throw notFound('Webhook');
      if (!webhook.active) {
        throw conflict('The webhook is disabled; set it active before recovering deliveries');
      }
      const recovered = await recoverDeadDeliveries(
        trx,
        workspaceId,
        webhook.id,
        since,
        req.config.webhooks.maxInFlight,
      );
      await recordAudit(trx, {
        workspaceId,
        actorId: req.principal.userId,
        action: 'webhook.recovered',
        targetType: 'webhook',
        targetId: webhook.id,
        details: { since, recovered },
      });
      return { recovered, since };
    });
  },

  async pingWebhook(req) {
    const webhook = await requireWebhook(req);
    if (!webhook.active) throw conflict('The webhook is disabled; set it active before pinging');
    const id = await enqueueDelivery(req.db, {
      workspaceId: req.membership.workspaceId,
      webhookId: webhook.id,
      event: 'ping',
      payload: { webhookId: webhook.id },
      secret: webhook.secret,
    });
    return { deliveryId: id, replayOf: null, state: 'PENDING' };
  },
} satisfies HandlersOf<'webhooks'>;
