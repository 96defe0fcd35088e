/** Projects and their statistics, as a feature of the service. */
import type { Feature } from '../feature';
import { projectHandlers } from './handlers';

export const projects = {
  name: 'projects',
  handlers: () => projectHandlers,
} satisfies Feature;
