/** Workspaces, their members and plans, as a feature of the service. */
import type { Feature } from '../feature';
import { workspaceHandlers } from './handlers';

export const workspaces = {
  name: 'workspaces',
  handlers: () => workspaceHandlers,
} satisfies Feature;
