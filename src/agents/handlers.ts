import { userIdOf } from '../auth/principal';
import { diff, recordEvent } from '../events/record';
import { conflict, forbidden, invalidField, notFound } from '../http/errors';
import type { HandlerMap, RequestContext } from '../http/handler';
import { toPage } from '../http/pagination';
import {
  deleteAgent,
  endAgentSession,
  findAgent,
  findAgentSession,
  findIssueOfWorkspace,
  insertAgent,
  insertAgentSession,
  listAgentSessions,
  listAgents,
  type SessionFilters,
} from './queries';

interface SessionEnd {
  state: 'completed' | 'errored';
  summary?: string;
  error?: string;
}

function workspaceOf(req: RequestContext): string {
  return req.params.workspaceId!;
}

/** The agent an agent-token caller acts as; undefined for people. */
function callingAgent(req: RequestContext): string | undefined {
  return req.principal.kind === 'agent' ? req.principal.agentId : undefined;
}

function sessionEvent(
  req: RequestContext,
  name: string,
  session: { id: string; agentId: string; issueId: string | null },
  projectId: string | null,
) {
  return {
    workspaceId: workspaceOf(req),
    name,
    actor: req.principal,
    entityType: 'agent_session',
    entityId: session.id,
    projectId,
    issueId: session.issueId,
    payload: { agentId: session.agentId, sessionId: session.id, issueId: session.issueId },
  };
}

/** The `error` field goes with `errored` only; the schema cannot say so legibly. */
function checkSessionEnd(end: SessionEnd): void {
  if (end.state === 'errored' && end.error === undefined) {
    throw invalidField('error', 'is required when state is errored');
  }
  if (end.state === 'completed' && end.error !== undefined) {
    throw invalidField('error', 'is only allowed when state is errored');
  }
}

export const agentHandlers: HandlerMap = {
  async listAgents(req) {
    const { items, total } = await listAgents(req.db, workspaceOf(req), req.list);
    return toPage(items, total, req.list);
  },

  async registerAgent(req) {
    const { name, description } = req.body as { name: string; description?: string | null };
    const workspaceId = workspaceOf(req);
    return req.db.transaction().execute(async (trx) => {
      const agent = await insertAgent(trx, {
        workspaceId,
        name: name.trim(),
        description: description ?? null,
        createdBy: userIdOf(req.principal)!,
      });
      await recordEvent(trx, {
        workspaceId,
        name: 'agent.created',
        actor: req.principal,
        entityType: 'agent',
        entityId: agent.id,
        payload: { agentId: agent.id },
      });
      return agent;
    });
  },

  async getAgent(req) {
    const agent = await findAgent(req.db, workspaceOf(req), req.params.agentId!);
    if (!agent) throw notFound('Agent');
    return agent;
  },

  async removeAgent(req) {
    const workspaceId = workspaceOf(req);
    const agentId = req.params.agentId!;
    await req.db.transaction().execute(async (trx) => {
      if (!(await deleteAgent(trx, workspaceId, agentId))) throw notFound('Agent');
      await recordEvent(trx, {
        workspaceId,
        name: 'agent.removed',
        actor: req.principal,
        entityType: 'agent',
        entityId: agentId,
        payload: { agentId },
      });
    });
  },

  async listAgentSessions(req) {
    const filters = req.query as SessionFilters;
    const { items, total } = await listAgentSessions(req.db, workspaceOf(req), filters, req.list);
    return toPage(items, total, req.list);
  },

  async createAgentSession(req) {
    const body = req.body as { agentId?: string; issueId?: string };
    const workspaceId = workspaceOf(req);
    const self = callingAgent(req);
    if (self && body.agentId !== undefined && body.agentId !== self) {
      throw forbidden('An agent token can start sessions for its own agent only');
    }
    const agentId = self ?? body.agentId;
    if (!agentId) throw invalidField('agentId', 'is required');
    return req.db.transaction().execute(async (trx) => {
      if (!(await findAgent(trx, workspaceId, agentId, true))) {
        throw invalidField('agentId', 'must be an agent of this workspace');
      }
      const issue = body.issueId
        ? await findIssueOfWorkspace(trx, workspaceId, body.issueId)
        : undefined;
      if (body.issueId && !issue) {
        throw invalidField('issueId', 'must be an issue of this workspace');
      }
      const session = await insertAgentSession(trx, {
        workspaceId,
        agentId,
        issueId: issue?.id ?? null,
      });
      const event = sessionEvent(req, 'agent_session.created', session, issue?.projectId ?? null);
      await recordEvent(trx, event);
      return session;
    });
  },

  async getAgentSession(req) {
    const found = await findAgentSession(req.db, workspaceOf(req), req.params.sessionId!);
    if (!found) throw notFound('Agent session');
    const { projectId: _projectId, ...session } = found;
    return session;
  },

  async updateAgentSession(req) {
    const end = req.body as SessionEnd;
    checkSessionEnd(end);
    const workspaceId = workspaceOf(req);
    return req.db.transaction().execute(async (trx) => {
      const found = await findAgentSession(trx, workspaceId, req.params.sessionId!, true);
      if (!found) throw notFound('Agent session');
      const { projectId, ...before } = found;
      const self = callingAgent(req);
      if (self && before.agentId !== self) {
        throw forbidden('An agent token can end its own agent’s sessions only');
      }
      if (before.state !== 'running') {
        throw conflict(`The agent session has already ended (${before.state})`);
      }
      const after = await endAgentSession(trx, workspaceId, before.id, {
        state: end.state,
        summary: end.summary ?? null,
        error: end.error ?? null,
      });
      await recordEvent(trx, {
        ...sessionEvent(req, `agent_session.${end.state}`, after, projectId),
        changes: diff(before, { state: after.state, summary: after.summary, error: after.error }),
      });
      return after;
    });
  },
};
