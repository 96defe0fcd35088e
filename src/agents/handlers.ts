import type { Principal } from '../http/principal';
import { recordChange, type EventSubject } from '../events/record';
import { conflict, forbidden, invalidField, notFound } from '../http/errors';
import type { HandlersOf } from '../http/handler';
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
} from './queries';

/** The agent an agent-token caller acts as; undefined for people. */
function callingAgent(principal: Principal): string | undefined {
  return principal.kind === 'agent' ? principal.agentId : undefined;
}

function agentSubject(agentId: string): EventSubject {
  return { entityType: 'agent', entityId: agentId, payload: { agentId } };
}

function sessionSubject(
  session: { id: string; agentId: string; issueId: string | null },
  projectId: string | null,
): EventSubject {
  return {
    entityType: 'agent_session',
    entityId: session.id,
    projectId,
    issueId: session.issueId,
    payload: { agentId: session.agentId, sessionId: session.id, issueId: session.issueId },
  };
}

/** The `error` field goes with `errored` only; the schema cannot say so legibly. */
function checkSessionEnd(end: { state: 'completed' | 'errored'; error?: string }): void {
  if (end.state === 'errored' && end.error === undefined) {
    throw invalidField('error', 'is required when state is errored');
  }
  if (end.state === 'completed' && end.error !== undefined) {
    throw invalidField('error', 'is only allowed when state is errored');
  }
}

export const agentHandlers = {
  async listAgents(req) {
    return listAgents(req.db, req.membership.workspaceId, req.list);
  },

  async registerAgent(req) {
    const { name, description } = req.body;
    const { workspaceId } = req.membership;
    return req.db.transaction().execute(async (trx) => {
      const agent = await insertAgent(trx, {
        workspaceId,
        name: name.trim(),
        description: description ?? null,
        createdBy: req.principal.userId,
      });
      await recordChange(trx, req, 'agent.created', agentSubject(agent.id));
      return agent;
    });
  },

  async getAgent(req) {
    const agent = await findAgent(req.db, req.membership.workspaceId, req.params.agentId);
    if (!agent) throw notFound('Agent');
    return agent;
  },

  async removeAgent(req) {
    const { workspaceId } = req.membership;
    const { agentId } = req.params;
    // A missing agent is a 404 at once, not after a wait for a turn.
    if (!(await findAgent(req.db, workspaceId, agentId))) throw notFound('Agent');
    await req.unbounded.run(async (trx) => {
      if (!(await deleteAgent(trx, workspaceId, agentId))) throw notFound('Agent');
      await recordChange(trx, req, 'agent.removed', agentSubject(agentId));
    });
  },

  async listAgentSessions(req) {
    return listAgentSessions(req.db, req.membership.workspaceId, req.query, req.list);
  },

  async createAgentSession(req) {
    const { body } = req;
    const { workspaceId } = req.membership;
    const self = callingAgent(req.principal);
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
      const subject = sessionSubject(session, issue?.projectId ?? null);
      await recordChange(trx, req, 'agent_session.created', subject);
      const { projectId: _projectId, ...created } = (await findAgentSession(
        trx,
        workspaceId,
        session.id,
      ))!;
      return created;
    });
  },

  async getAgentSession(req) {
    const found = await findAgentSession(req.db, req.membership.workspaceId, req.params.sessionId);
    if (!found) throw notFound('Agent session');
    const { projectId: _projectId, ...session } = found;
    return session;
  },

  async updateAgentSession(req) {
    const end = req.body;
    checkSessionEnd(end);
    const { workspaceId } = req.membership;
    return req.db.transaction().execute(async (trx) => {
      const found = await findAgentSession(trx, workspaceId, req.params.sessionId, true);
      if (!found) throw notFound('Agent session');
      const { projectId, issue, ...before } = found;
      const self = callingAgent(req.principal);
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
      await recordChange(trx, req, `agent_session.${end.state}`, sessionSubject(after, projectId), {
        before,
        after: { state: after.state, summary: after.summary, error: after.error },
      });
      return { ...after, issue };
    });
  },
} satisfies HandlersOf<'agents'>;
