/** Comments on issues, as a feature of the service. */
import type { Feature } from '../feature';
import { commentHandlers } from './handlers';

export const comments = {
  name: 'comments',
  handlers: () => commentHandlers,
} satisfies Feature;
