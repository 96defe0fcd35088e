import { Link, useSearchParams } from 'react-router';
import { useSignInOptions } from './api';
import { explain } from './reasons';

/** Where the service sends the browser when a single sign-on is refused: what and why. */
export function SsoErrorPage() {
  const [params] = useSearchParams();
  const { data } = useSignInOptions();
  const provider = data?.singleSignOn?.displayName ?? 'the identity provider';
  const { title, body, next } = explain(params.get('reason'), provider);
  return (
    <main className="auth">
      <div className="auth-card">
        <p className="brand">Work tracking</p>
        <h1>{title}</h1>
        <p>{body}</p>
        {next === 'account' ? (
          <Link className="button wide" to="/account/sign-in">
            Back to sign-in methods
          </Link>
        ) : (
          <Link className="button wide" to="/login">
            Back to log in
          </Link>
        )}
      </div>
    </main>
  );
}
