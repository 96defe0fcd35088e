import { useApiQuery } from '../api/queries';

/** The signed-in user, or an AuthenticationError when there is none. */
export function useSession() {
  return useApiQuery('/auth/me', undefined);
}

export { invitedAuthPath, safeNext } from './next';
