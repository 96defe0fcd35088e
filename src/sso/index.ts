/** Single sign-on with an OpenID Connect provider, as a feature of the service. */
import type { Feature } from '../feature';
import { ssoHandlers } from './handlers';
import { providerFor } from './provider';
import { PRUNE_SSO_ATTEMPTS, pruneAttemptsTask } from './tasks/prune-attempts';

export const sso = {
  name: 'sso',
  handlers: ({ config, log }) => {
    // Discovery starts with the app, so start-up says whether the provider answers.
    if (config && log) providerFor(config, log);
    return ssoHandlers;
  },
  tasks: ({ db }) => ({ [PRUNE_SSO_ATTEMPTS]: pruneAttemptsTask(db) }),
  cron: [`17 * * * * ${PRUNE_SSO_ATTEMPTS}`],
} satisfies Feature;
