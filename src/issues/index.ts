/** Issues, their watchers and linked pull requests, as a feature of the service. */
import type { Feature } from '../feature';
import { issueHandlers } from './handlers';

export const issues = {
  name: 'issues',
  handlers: () => issueHandlers,
} satisfies Feature;
