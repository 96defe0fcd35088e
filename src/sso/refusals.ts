/**
 * Why a single sign-on did not sign anyone in. The code travels to the dashboard's page
 * `/sso/error?reason=<code>`, which explains it; the detail goes to the log only.
 */
export const REFUSAL_REASONS = [
  /** OIDC_ISSUER is not set. */
  'not_configured',
  /** The provider cannot be reached (discovery or the code exchange failed on the network). */
  'unavailable',
  /** No sign-in under way in this browser, or its `state` differs: expired, spent, forged. */
  'state',
  /** The provider answered with an error (the person declined, or the client is misconfigured). */
  'provider_error',
  /** The provider refused the code (already used, expired, or the PKCE verifier differs). */
  'code_rejected',
  /** The ID token failed a check: signature, issuer, audience, expiry or nonce. */
  'token_rejected',
  /** The provider gave no email, which a new account needs. */
  'email_missing',
  /** An account has this email but the provider does not say the email is verified. */
  'email_unverified',
  /** The email's domain is not in OIDC_ALLOWED_DOMAINS (or the email is not verified). */
  'domain_not_allowed',
  /** No account is linked and OIDC_AUTO_CREATE=false. */
  'no_account',
  /** Linking: the identity already signs in to another account. */
  'identity_taken',
  /** Linking: the account already has another identity at this provider. */
  'already_linked',
  /** Linking: the session that started the link has ended. */
  'signed_out',
] as const;

export type RefusalReason = (typeof REFUSAL_REASONS)[number];

/** A sign-in refused for a reason the person is shown; `message` is for the log. */
export class SsoRefusal extends Error {
  constructor(
    readonly reason: RefusalReason,
    message: string,
    /** The account concerned, when one is known (audited). */
    readonly userId: string | null = null,
  ) {
    super(message);
    this.name = 'SsoRefusal';
  }
}

export function refuse(reason: RefusalReason, message: string, userId?: string): SsoRefusal {
  return new SsoRefusal(reason, message, userId ?? null);
}
