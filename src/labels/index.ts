/** Workspace-wide labels, and the labels issues carry (`./issues`), as a feature of the service. */
import type { Feature } from '../feature';
import { labelHandlers } from './handlers';

export const labels = {
  name: 'labels',
  handlers: () => labelHandlers,
} satisfies Feature;
