import type { components } from 'work-tracking-client';
import { useApiQuery } from '../api/queries';

export type AgentSession = components['schemas']['AgentSession'];
export type AgentSessionState = components['schemas']['AgentSessionState'];

export const AGENT_SESSIONS = '/workspaces/{workspaceId}/agent-sessions';
export const AGENTS = '/workspaces/{workspaceId}/agents';

/** A page of the workspace's agent sessions, newest first, optionally of one state. */
export function useAgentSessions(workspaceId: string, page: number, state?: AgentSessionState) {
  return useApiQuery(AGENT_SESSIONS, {
    path: { workspaceId },
    query: { page, limit: 50, sortBy: 'createdAt', sortOrder: 'desc', ...(state ? { state } : {}) },
  });
}

/** The workspace's agents by name (the first 100), to name each session's agent. */
export function useAgentNames(workspaceId: string) {
  const agents = useApiQuery(AGENTS, {
    path: { workspaceId },
    query: { limit: 100, sortBy: 'name', sortOrder: 'asc' },
  });
  return new Map((agents.data?.items ?? []).map((agent) => [agent.id, agent.name]));
}
