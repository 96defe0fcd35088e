/** Invitations to join a workspace, accepted only by the invited person, as a feature. */
import type { Feature } from '../feature';
import { invitationHandlers } from './handlers';

export const invitations = {
  name: 'invitations',
  handlers: () => invitationHandlers,
} satisfies Feature;
