import { useSearchParams } from 'react-router';
import { safeNext } from '../auth/api';
import { useSignInOptions } from './api';

/** The provider's start URL, coming back to `next` (an invitation, say) once signed in. */
function startHref(startUrl: string, next: string | undefined): string {
  return next ? `${startUrl}?${new URLSearchParams({ returnTo: next })}` : startUrl;
}

/**
 * The "Sign in with …" button of the log-in and sign-up pages when a provider is configured,
 * or why it cannot be used right now. Renders nothing otherwise.
 */
export function SignInChoices() {
  const { data } = useSignInOptions();
  const [search] = useSearchParams();
  // The page that sent the visitor here (the invitation they came to accept): the service
  // sends the browser back there after the provider, as the password forms do.
  const next = safeNext(search.get('next'));
  const sso = data?.singleSignOn;
  if (!sso) return null;
  return (
    <div className="sso-choices">
      {sso.available ? (
        <a className="button wide secondary" href={startHref(sso.startUrl, next)}>
          Sign in with {sso.displayName}
        </a>
      ) : (
        <p className="notice warning">
          Sign in with {sso.displayName} is unavailable right now: the service cannot reach it. Try
          again in a minute.
        </p>
      )}
      {data.passwordLogin && <p className="sso-or">or</p>}
    </div>
  );
}
