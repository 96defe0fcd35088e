/** Personal access tokens, agent tokens and the audit log, as a feature of the service. */
import type { Feature } from '../feature';
import { credentialHandlers } from './handlers';

export const credentials = {
  name: 'credentials',
  handlers: () => credentialHandlers,
} satisfies Feature;
