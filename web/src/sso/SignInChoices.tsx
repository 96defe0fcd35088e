import { useSignInOptions } from './api';

/**
 * The "Sign in with …" button of the log-in and sign-up pages when a provider is configured,
 * or why it cannot be used right now. Renders nothing otherwise.
 */
export function SignInChoices() {
  const { data } = useSignInOptions();
  const sso = data?.singleSignOn;
  if (!sso) return null;
  return (
    <div className="sso-choices">
      {sso.available ? (
        <a className="button wide secondary" href={sso.startUrl}>
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
