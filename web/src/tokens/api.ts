import type { components } from 'work-tracking-client';
import { api } from '../api/client';
import { useApiMutation, useApiQuery } from '../api/queries';

export type ApiToken = components['schemas']['ApiToken'];
export type Scope = components['schemas']['Scope'];
const TOKENS = '/workspaces/{workspaceId}/api-tokens';

/** The workspace's API tokens the user may see (the first 100). */
export function useApiTokens(workspaceId: string) {
  return useApiQuery(TOKENS, { path: { workspaceId }, query: { limit: 100 } });
}

/** Create a token (its plaintext is in the answer, once) or revoke one. */
export function useApiTokenActions(workspaceId: string) {
  return {
    create: useApiMutation(
      (body: { name: string; scopes: Scope[] }) =>
        api.POST(TOKENS, { params: { path: { workspaceId } }, body }),
      [TOKENS],
    ),
    revoke: useApiMutation(
      (token: ApiToken) =>
        api.DELETE('/workspaces/{workspaceId}/api-tokens/{tokenId}', {
          params: { path: { workspaceId, tokenId: token.id } },
        }),
      [TOKENS],
    ),
  };
}
