import type { components } from 'work-tracking-client';
import { api } from '../api/client';
import { useApiMutation, useApiQuery } from '../api/queries';

export type LinkedIdentity = components['schemas']['LinkedIdentity'];
const IDENTITIES = '/auth/identities';

/** How people sign in here: password login, and the single sign-on provider if any. */
export function useSignInOptions() {
  return useApiQuery('/auth/options', undefined);
}

/** Whether to offer the password forms (true until the options have loaded). */
export function usePasswordLogin(): boolean {
  const { data } = useSignInOptions();
  return data?.passwordLogin ?? true;
}

/** The signed-in account's linked identities, and whether it has a password. */
export function useIdentities() {
  return useApiQuery(IDENTITIES, undefined);
}

/** Link the provider (the browser then goes there) or unlink an identity. */
export function useIdentityActions() {
  return {
    link: useApiMutation(() => api.POST('/auth/sso/link'), []),
    unlink: useApiMutation(
      (identity: LinkedIdentity) =>
        api.DELETE('/auth/identities/{identityId}', {
          params: { path: { identityId: identity.id } },
        }),
      [IDENTITIES],
    ),
  };
}
