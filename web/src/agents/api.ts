import type { components } from 'work-tracking-client';
import { api } from '../api/client';
import { useApiMutation, useApiQuery } from '../api/queries';
import type { Tier } from './TierSelect';

export type Agent = components['schemas']['Agent'];
const AGENTS = '/workspaces/{workspaceId}/agents';
const AGENT_TOKEN = '/workspaces/{workspaceId}/agents/{agentId}/token';

/** The workspace's agents (the first 100). */
export function useAgents(workspaceId: string) {
  return useApiQuery(AGENTS, { path: { workspaceId }, query: { limit: 100 } });
}

/** Register an agent with its first token, or issue a new token (the old one stops working). */
export function useAgentActions(workspaceId: string) {
  return {
    rotate: useApiMutation(
      ({ agentId, tier }: { agentId: string; tier: Tier }) =>
        api.POST(AGENT_TOKEN, { params: { path: { workspaceId, agentId } }, body: { tier } }),
      [AGENTS],
    ),
    // An agent is useless without a token: creating one issues its first token too.
    create: useApiMutation(
      async (body: { name: string; tier: Tier }) => {
        const agent = await api.POST(AGENTS, {
          params: { path: { workspaceId } },
          body: { name: body.name },
        });
        const token = await api.POST(AGENT_TOKEN, {
          params: { path: { workspaceId, agentId: agent.id } },
          body: { tier: body.tier },
        });
        return { agent, token };
      },
      [AGENTS],
    ),
  };
}
