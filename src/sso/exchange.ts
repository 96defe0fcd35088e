import * as oidc from 'openid-client';
import type { OidcConfig } from '../config';
import { refuse } from './refusals';

/** The path the provider sends the browser back to, after `BASE_URL`; register it there. */
export const CALLBACK_PATH = '/api/auth/sso/callback';

export function redirectUri(baseUrl: string): string {
  return `${baseUrl}${CALLBACK_PATH}`;
}

/** The claims of the ID token (and userinfo) the service reads. */
export interface SsoClaims {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  given_name?: string;
  family_name?: string;
  preferred_username?: string;
}

/** A fresh state, nonce and PKCE pair, and the provider's authorization URL with them. */
export async function authorizationRequest(
  configuration: oidc.Configuration,
  settings: OidcConfig,
  baseUrl: string,
) {
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri(baseUrl),
    scope: settings.scopes,
    response_type: 'code',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { url: url.href, state, nonce, codeVerifier };
}

function isNetworkFailure(error: unknown): boolean {
  const name = (error as Error).name;
  return (
    name === 'TimeoutError' ||
    name === 'AbortError' ||
    (error instanceof TypeError && /fetch failed/i.test(error.message))
  );
}

/**
 * Exchanges the code from the callback URL and checks the ID token: its signature against
 * the provider's keys, issuer, audience, expiry and the nonce of this attempt. Throws an
 * `SsoRefusal` naming what failed.
 */
export async function exchangeCode(
  configuration: oidc.Configuration,
  callbackUrl: URL,
  attempt: { state: string; nonce: string; codeVerifier: string },
): Promise<SsoClaims> {
  let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
  try {
    tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: attempt.codeVerifier,
      expectedState: attempt.state,
      expectedNonce: attempt.nonce,
      idTokenExpected: true,
    });
  } catch (error) {
    if (error instanceof oidc.AuthorizationResponseError) {
      throw refuse(
        'provider_error',
        `the provider answered ${error.error}: ${error.error_description ?? ''}`,
      );
    }
    if (error instanceof oidc.ResponseBodyError) {
      throw refuse(
        'code_rejected',
        `the token endpoint answered ${error.error}: ${error.error_description ?? ''}`,
      );
    }
    if (isNetworkFailure(error) || isNetworkFailure((error as Error).cause)) {
      throw refuse(
        'unavailable',
        `the token endpoint cannot be reached: ${(error as Error).message}`,
      );
    }
    const code = (error as { code?: string }).code;
    const cause = (error as Error).cause as { code?: string; message?: string } | undefined;
    // A token endpoint that answers something other than a token response (a bare 400).
    if (
      cause?.code === 'OAUTH_RESPONSE_IS_NOT_CONFORM' ||
      code === 'OAUTH_RESPONSE_IS_NOT_CONFORM'
    ) {
      throw refuse(
        'code_rejected',
        `the token endpoint refused the code: ${(error as Error).message}`,
      );
    }
    // openid-client names the kind of failure; its cause (oauth4webapi) names the claim or
    // check, which is what an operator needs from the log line.
    const because = cause?.message && cause.message !== (error as Error).message;
    throw refuse(
      'token_rejected',
      `${(error as Error).message}${because ? `: ${cause.message}` : ''}${code ? ` (${code})` : ''}`,
    );
  }
  const claims = tokens.claims() as unknown as SsoClaims | undefined;
  if (!claims?.sub) throw refuse('token_rejected', 'no ID token in the token response');
  if (claims.email || !tokens.access_token) return claims;
  // Some providers put the email in userinfo alone.
  const info = await oidc
    .fetchUserInfo(configuration, tokens.access_token, claims.sub)
    .catch(() => undefined);
  return info ? { ...(info as unknown as SsoClaims), ...claims, sub: claims.sub } : claims;
}

/** The display name the claims give, for a new account. */
export function nameFrom(claims: SsoClaims, email: string): string {
  const joined = [claims.given_name, claims.family_name].filter(Boolean).join(' ');
  const name = [claims.name, joined, claims.preferred_username, email.split('@')[0]]
    .map((value) => value?.trim())
    .find((value) => value);
  return (name ?? email).slice(0, 200);
}
