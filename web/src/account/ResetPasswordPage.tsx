import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { usePasswordLogin } from '../sso/api';
import { formError, missingFields } from '../ui/errors';
import { useFeedback } from '../ui/Feedback';
import { Field } from '../ui/Field';
import { FormError } from '../ui/FormError';
import { useRequestPasswordReset, useResetPassword } from './api';
import { isLinkProblem } from './links';

/**
 * Where "Forgot password?" and a reset mail's link lead. Without a token: ask for a link.
 * With one: choose the new password; opening the page spends nothing, the button does.
 * With PASSWORD_LOGIN=false nobody can ask for a link, but a link the operator printed
 * (`npm run reset-password`) still works: the break-glass way in (resetPassword).
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const passwordLogin = usePasswordLogin();
  return (
    <main className="auth">
      <div className="auth-card">
        <p className="brand">Work tracking</p>
        {token ? (
          <NewPasswordForm token={token} passwordLogin={passwordLogin} />
        ) : !passwordLogin ? (
          <>
            <h1>Reset your password</h1>
            <p className="muted">
              Password login is turned off on this service: sign in with single sign-on instead.
            </p>
            <p>
              <Link to="/login">Back to sign-in</Link>
            </p>
          </>
        ) : (
          <RequestLinkForm />
        )}
      </div>
    </main>
  );
}

function RequestLinkForm() {
  const [email, setEmail] = useState('');
  const [checked, setChecked] = useState(false);
  const request = useRequestPasswordReset();
  const missing = checked ? missingFields({ email }, ['email']) : undefined;
  const error = missing ?? request.error;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!missingFields({ email }, ['email'])) request.mutate(email.trim());
  };
  if (request.isSuccess) {
    return (
      <>
        <h1>Check your mail</h1>
        <p role="status">{request.data.message}</p>
        <p className="muted">
          No mail? Ask the operator of this service: without mail set up, they can print a reset
          link for you.
        </p>
        <p>
          <Link to="/login">Back to sign-in</Link>
        </p>
      </>
    );
  }
  return (
    <>
      <h1>Reset your password</h1>
      <p className="muted">Enter the email you sign in with; we will mail you a link.</p>
      <form onSubmit={onSubmit} noValidate>
        <Field
          label="Email"
          field="email"
          type="email"
          error={error}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          autoComplete="email"
          noun="your email address"
          required
        />
        <FormError>{formError(error, ['email'])}</FormError>
        <button type="submit" className="button wide" disabled={request.isPending}>
          Send reset link
        </button>
      </form>
      <p className="muted">
        Remembered it? <Link to="/login">Log in</Link>
      </p>
    </>
  );
}

function NewPasswordForm({ token, passwordLogin }: { token: string; passwordLogin: boolean }) {
  const navigate = useNavigate();
  const notify = useFeedback();
  const [password, setPassword] = useState('');
  const [checked, setChecked] = useState(false);
  const reset = useResetPassword();
  const missing = checked ? missingFields({ password }, ['password']) : undefined;
  const error = missing ?? reset.error;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (missingFields({ password }, ['password'])) return;
    reset.mutate(
      { token, password },
      {
        onSuccess: () => {
          notify('Password changed: you are signed in, and signed out everywhere else');
          navigate('/', { replace: true });
        },
      },
    );
  };
  return (
    <>
      <h1>Choose a new password</h1>
      <p className="muted">Every other session of your account ends when you save it.</p>
      {!passwordLogin && (
        <p className="muted">
          Password login is turned off on this service: saving signs you in here, this once. After
          that, sign in with single sign-on.
        </p>
      )}
      <form onSubmit={onSubmit} noValidate>
        <Field
          label="New password"
          field="password"
          type="password"
          error={error}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          autoComplete="new-password"
          noun="a new password"
          hint="At least 8 characters."
          required
        />
        <FormError>{formError(error, ['password'])}</FormError>
        {/* With PASSWORD_LOGIN=false nobody can ask: the API's message says to ask the operator. */}
        {passwordLogin && isLinkProblem(reset.error) && (
          <p>
            <Link to="/reset-password" onClick={() => reset.reset()}>
              Ask for a new link
            </Link>
          </p>
        )}
        <button type="submit" className="button wide" disabled={reset.isPending}>
          Save password and sign in
        </button>
      </form>
    </>
  );
}
