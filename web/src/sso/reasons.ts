/** What each refusal code of the single sign-on callback means, for the person it refused. */
export interface Explanation {
  title: string;
  body: string;
  /** Where to go from here. */
  next: 'login' | 'account';
}

/** `provider` is the provider's display name ("Acme ID"). */
export function explain(reason: string | null, provider: string): Explanation {
  switch (reason) {
    case 'not_configured':
      return {
        title: 'Single sign-on is not set up here',
        body: 'This service has no identity provider configured. Log in with your email and password.',
        next: 'login',
      };
    case 'unavailable':
      return {
        title: `${provider} cannot be reached right now`,
        body: `The service could not contact ${provider}. Try again in a minute; if it keeps failing, tell whoever runs this service.`,
        next: 'login',
      };
    case 'state':
      return {
        title: 'This sign-in expired or was already used',
        body: 'A sign-in has to finish within a few minutes, in the same browser that started it, and works once. Nothing was signed in. Start again.',
        next: 'login',
      };
    case 'provider_error':
      return {
        title: `${provider} did not sign you in`,
        body: `The sign-in was cancelled or refused at ${provider}. Start again; if ${provider} keeps refusing, ask your administrator whether you may use this service.`,
        next: 'login',
      };
    case 'code_rejected':
      return {
        title: 'The sign-in could not be completed',
        body: `${provider} refused the one-time code of this sign-in (it may have been used already). Nothing was signed in. Start again.`,
        next: 'login',
      };
    case 'token_rejected':
      return {
        title: `The answer from ${provider} failed a security check`,
        body: `Its ID token did not pass the service's checks (signature, issuer, audience, expiry or nonce), so nothing was signed in. If this keeps happening, tell whoever runs this service: its log names the check.`,
        next: 'login',
      };
    case 'email_missing':
      return {
        title: `${provider} did not share your email address`,
        body: `A new account needs an email address. Ask your administrator to let this service read your email at ${provider} (the "email" scope).`,
        next: 'login',
      };
    case 'email_unverified':
      return {
        title: 'An account with this email already exists',
        body: `${provider} does not confirm that this email address is verified, so signing in with it cannot open that account. Log in with the account's password, then open Account → Sign-in methods and choose "Link ${provider}". From then on you can sign in with ${provider}.`,
        next: 'login',
      };
    case 'domain_not_allowed':
      return {
        title: 'Your email domain is not allowed here',
        body: `This service accepts sign-ins through ${provider} only for verified email addresses of certain domains. Use your work account, or ask your administrator.`,
        next: 'login',
      };
    case 'no_account':
      return {
        title: `No account here is linked to your ${provider} identity`,
        body: `This service does not create accounts on the first sign-in. Ask an administrator for an account; if you have one with a password, log in and link ${provider} under Account → Sign-in methods.`,
        next: 'login',
      };
    case 'identity_taken':
      return {
        title: `That ${provider} identity belongs to another account`,
        body: `It already signs in to a different account here, so it cannot be linked to this one. Sign in with it to use that account, or unlink it there first.`,
        next: 'account',
      };
    case 'already_linked':
      return {
        title: `This account is linked to another ${provider} identity`,
        body: `An account has one ${provider} identity. Unlink the current one first, then link again.`,
        next: 'account',
      };
    case 'signed_out':
      return {
        title: 'You were signed out before linking finished',
        body: `Nothing was linked. Log in again, then link ${provider} from Account → Sign-in methods.`,
        next: 'login',
      };
    default:
      return {
        title: 'The sign-in did not work',
        body: 'Nothing was signed in. Start again from the log-in page.',
        next: 'login',
      };
  }
}
