import type { Config } from '../config';
import { recordAudit } from '../credentials/audit';
import { invalidField, notFound } from '../http/errors';
import type { HandlersOf } from '../http/handler';
import type { IntegrationProvider } from '../db/schema';
import { findProject, lockProject } from '../projects/queries';
import { listDeliveries } from './deliveries';
import {
  deleteIntegration,
  findIntegration,
  insertIntegration,
  listIntegrations,
  rotateIntegrationSecret,
} from './queries';
import { findRules, replaceRules } from './rules';

/** The public hosts a provider means when no `baseUrl` is given. */
const DEFAULT_BASE_URLS: Partial<Record<IntegrationProvider, string>> = {
  github: 'https://github.com',
  gitlab: 'https://gitlab.com',
};

/** A code host's address as stored: origin and path, no trailing slash. */
function normalisedBaseUrl(provider: IntegrationProvider, raw: string | undefined): string {
  const given = raw ?? DEFAULT_BASE_URLS[provider];
  if (!given) throw invalidField('baseUrl', 'is required for Gitea and Forgejo');
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    throw invalidField('baseUrl', 'must be an http or https address');
  }
  if (url.username || url.password || url.search || url.hash) {
    throw invalidField('baseUrl', 'must not carry credentials, a query or a fragment');
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** The connection as the API shows it: with the URL its code host posts to. */
function withWebhookUrl<I extends { id: string }>(config: Config, integration: I) {
  return { ...integration, webhookUrl: `${config.baseUrl}/api/hooks/${integration.id}` };
}

export const integrationHandlers = {
  async listIntegrations(req) {
    const page = await listIntegrations(req.db, req.membership.workspaceId, req.list);
    return { ...page, items: page.items.map((item) => withWebhookUrl(req.config, item)) };
  },

  async createIntegration(req) {
    const { name, provider } = req.body;
    const baseUrl = normalisedBaseUrl(provider, req.body.baseUrl);
    const { workspaceId } = req.membership;
    return req.db.transaction().execute(async (trx) => {
      const { integration, secret } = await insertIntegration(trx, req.config.secretsKeys, {
        workspaceId,
        name: name.trim() || name,
        provider,
        baseUrl,
        createdBy: req.principal.userId,
      });
      await recordAudit(trx, {
        workspaceId,
        actorId: req.principal.userId,
        action: 'integration.created',
        targetType: 'integration',
        targetId: integration.id,
        details: { name: integration.name, provider, baseUrl },
      });
      return { ...withWebhookUrl(req.config, integration), secret };
    });
  },

  async rotateIntegrationSecret(req) {
    const { workspaceId } = req.membership;
    return req.db.transaction().execute(async (trx) => {
      const rotated = await rotateIntegrationSecret(
        trx,
        req.config.secretsKeys,
        workspaceId,
        req.params.integrationId,
        req.config.integrations.secretGraceSeconds,
      );
      if (!rotated) throw notFound('Integration');
      const { integration, secret } = rotated;
      await recordAudit(trx, {
        workspaceId,
        actorId: req.principal.userId,
        action: 'integration.secret_rotated',
        targetType: 'integration',
        targetId: integration.id,
        details: { name: integration.name, provider: integration.provider },
      });
      return { ...withWebhookUrl(req.config, integration), secret };
    });
  },

  async deleteIntegration(req) {
    const { workspaceId } = req.membership;
    await req.db.transaction().execute(async (trx) => {
      const deleted = await deleteIntegration(trx, workspaceId, req.params.integrationId);
      if (!deleted) throw notFound('Integration');
      await recordAudit(trx, {
        workspaceId,
        actorId: req.principal.userId,
        action: 'integration.deleted',
        targetType: 'integration',
        targetId: deleted.id,
        details: { name: deleted.name, provider: deleted.provider, baseUrl: deleted.baseUrl },
      });
    });
  },

  async listIntegrationDeliveries(req) {
    const { workspaceId } = req.membership;
    if (!(await findIntegration(req.db, workspaceId, req.params.integrationId))) {
      throw notFound('Integration');
    }
    return listDeliveries(req.db, workspaceId, req.params.integrationId);
  },

  async getPullRequestRules(req) {
    const { workspaceId } = req.membership;
    const { projectId } = req.params;
    if (!(await findProject(req.db, workspaceId, projectId))) throw notFound('Project');
    return { projectId, ...(await findRules(req.db, workspaceId, projectId)) };
  },

  async updatePullRequestRules(req) {
    const { workspaceId } = req.membership;
    const { projectId } = req.params;
    return req.db.transaction().execute(async (trx) => {
      // The project's row lock orders concurrent replacements of its rules.
      if (!(await lockProject(trx, workspaceId, projectId))) throw notFound('Project');
      await replaceRules(trx, workspaceId, projectId, req.body);
      return { projectId, ...(await findRules(trx, workspaceId, projectId)) };
    });
  },
} satisfies HandlersOf<'integrations'>;
