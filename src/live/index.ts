/** The workspace's event stream (Server-Sent Events), as a feature of the service. */
import type { Feature } from '../feature';
import { liveHandlers } from './handlers';

export const live = {
  name: 'live',
  handlers: ({ live: hub }) => liveHandlers(hub),
} satisfies Feature;
