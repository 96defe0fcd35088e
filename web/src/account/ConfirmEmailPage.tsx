import { Link, useSearchParams } from 'react-router';
import { formError } from '../ui/errors';
import { FormError } from '../ui/FormError';
import { useConfirmEmailChange } from './api';
import { isLinkProblem } from './links';

/**
 * Where the "Confirm this address" mail leads, on any device: opening it changes nothing
 * (mail scanners open links); the button spends the token.
 */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmEmailChange();
  return (
    <main className="auth">
      <div className="auth-card">
        <p className="brand">Work tracking</p>
        <h1>Confirm your new email</h1>
        {confirm.isSuccess ? (
          <>
            <p role="status">
              Done: your account’s email is now <strong>{confirm.data.email}</strong>. Sign in with
              it from now on.
            </p>
            <p>
              <Link to="/account">Go to your account</Link>
            </p>
          </>
        ) : (
          <>
            <p>
              Your account keeps its old email until you confirm this address. It then becomes the
              one you sign in with and get mail at.
            </p>
            <FormError>{formError(confirm.error)}</FormError>
            {isLinkProblem(confirm.error) && (
              <p>
                <Link to="/account">Change your email again</Link>
              </p>
            )}
            <button
              type="button"
              className="button wide"
              disabled={!token || confirm.isPending}
              onClick={() => confirm.mutate(token)}
            >
              Confirm my new email
            </button>
            {!token && (
              <p className="notice error" role="alert">
                This link has no token: open the link from the mail again.
              </p>
            )}
          </>
        )}
      </div>
    </main>
  );
}
