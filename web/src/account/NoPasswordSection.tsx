import { useSession } from '../auth/api';
import { formError } from '../ui/errors';
import { FormError } from '../ui/FormError';
import { useRequestPasswordReset } from './api';

/**
 * In place of the email and password forms for an account made through single sign-on:
 * both need the current password (changePassword, requestEmailChange), which it has not.
 * A reset link, mailed to the account's own address, sets the first one.
 */
export function NoPasswordSection({ provider }: { provider: string }) {
  const { data: me } = useSession();
  const request = useRequestPasswordReset();
  const email = me?.email;
  return (
    <section className="card" aria-labelledby="no-password-title">
      <h2 id="no-password-title">Email and password</h2>
      <p>
        You sign in as <strong>{email}</strong> with {provider}. This account has no password.
      </p>
      <p className="muted">
        To log in without {provider}, or to change your email here, set a password first: we mail a
        link to set it to your address.
      </p>
      <FormError>{formError(request.error)}</FormError>
      {request.isSuccess ? (
        <p className="notice" role="status">
          A link to set your password is on its way to {email}. It works for a limited time; check
          your spam folder too.
        </p>
      ) : (
        <button
          type="button"
          className="button"
          disabled={!email || request.isPending}
          onClick={() => email && request.mutate(email)}
        >
          Email me a link to set a password
        </button>
      )}
    </section>
  );
}

/** With PASSWORD_LOGIN=false: nothing here to change, and why. */
export function ProviderOnlySection({ provider }: { provider: string }) {
  const { data: me } = useSession();
  return (
    <section className="card" aria-labelledby="provider-only-title">
      <h2 id="provider-only-title">Email and password</h2>
      <p>
        You sign in as <strong>{me?.email}</strong>. Password login is turned off on this service:
        people sign in with {provider}, so neither a password nor the email is changed here.
      </p>
    </section>
  );
}
