/** Sprints and their burndown, as a feature of the service. */
import type { Feature } from '../feature';
import { sprintHandlers } from './handlers';

export const sprints = {
  name: 'sprints',
  handlers: () => sprintHandlers,
} satisfies Feature;
