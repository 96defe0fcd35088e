/** Agents and their sessions, as a feature of the service. */
import type { Feature } from '../feature';
import { agentHandlers } from './handlers';

export const agents = {
  name: 'agents',
  handlers: () => agentHandlers,
} satisfies Feature;
