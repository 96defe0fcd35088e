import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@tanstack/react-query';
import type { ApiError } from 'work-tracking-client';
import { api } from '../api/client';
import { usePasswordLogin } from '../sso/api';
import { safeNext } from './next';
import { formError, missingFields } from '../ui/errors';
import { Field } from '../ui/Field';
import { FormError } from '../ui/FormError';

interface AuthFormProps {
  mode: 'signup' | 'login';
  /** Other ways in, above the form (the single sign-on button). */
  alternatives?: ReactNode;
}

const COPY = {
  signup: {
    title: 'Create your account',
    action: 'Sign up',
    other: { text: 'Already have an account?', link: 'Log in', to: '/login' },
  },
  login: {
    title: 'Log in',
    action: 'Log in',
    other: { text: 'New here?', link: 'Sign up', to: '/signup' },
  },
} as const;

/** Sign up and Log in: the same card, one more field for a new account. */
export function AuthForm({ mode, alternatives }: AuthFormProps) {
  const copy = COPY[mode];
  // PASSWORD_LOGIN=false: the provider's button alone.
  const passwordLogin = usePasswordLogin();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  // The page the visitor asked for before being sent here, if it is one of ours.
  const next = safeNext(search.get('next'));
  // An invitation's addressee signs in or up with the invited email: filled in and locked.
  const invitedEmail = search.get('email') ?? undefined;
  const queryClient = useQueryClient();
  const [form, setForm] = useState({ name: '', email: invitedEmail ?? '', password: '' });
  const submit = useMutation<unknown, ApiError, typeof form>({
    mutationFn: ({ name, email, password }) =>
      mode === 'signup'
        ? api.POST('/auth/register', { body: { name, email, password } })
        : api.POST('/auth/login', { body: { email, password } }),
    onSuccess: async () => {
      await queryClient.resetQueries();
      navigate(next ?? '/', { replace: true });
    },
  });
  const fields = mode === 'signup' ? ['name', 'email', 'password'] : ['email', 'password'];
  // Once the user has tried to submit, an empty required field says so until it is filled.
  const [checked, setChecked] = useState(false);
  const missing = checked ? missingFields(form, fields) : undefined;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!missingFields(form, fields)) submit.mutate(form);
  };
  const error = missing ?? submit.error;
  const set = (key: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [key]: event.target.value }));
  return (
    <main className="auth">
      <div className="auth-card">
        <p className="brand">Work tracking</p>
        <h1>{copy.title}</h1>
        {alternatives}
        {!passwordLogin && (
          <p className="muted">
            Password {mode === 'signup' ? 'sign-up' : 'login'} is turned off on this service: your
            account is created or opened when you sign in above.
          </p>
        )}
        <form onSubmit={onSubmit} noValidate hidden={!passwordLogin}>
          {mode === 'signup' && (
            <Field
              label="Name"
              field="name"
              error={error}
              value={form.name}
              onChange={set('name')}
              autoComplete="name"
              noun="your name"
              required
            />
          )}
          <Field
            label="Email"
            field="email"
            type="email"
            error={error}
            value={form.email}
            onChange={set('email')}
            autoComplete="email"
            noun="your email address"
            readOnly={invitedEmail !== undefined}
            hint={invitedEmail !== undefined ? 'The address you were invited at.' : undefined}
            required
          />
          <Field
            label="Password"
            field="password"
            type="password"
            noun="your password"
            error={error}
            value={form.password}
            onChange={set('password')}
            autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
            hint={mode === 'signup' ? 'At least 8 characters.' : undefined}
            required
          />
          <FormError>{formError(error, fields)}</FormError>
          <button type="submit" className="button wide" disabled={submit.isPending}>
            {copy.action}
          </button>
          {mode === 'login' && (
            <p>
              <Link to="/reset-password">Forgot password?</Link>
            </p>
          )}
        </form>
        <p className="muted" hidden={!passwordLogin}>
          {copy.other.text}{' '}
          <Link to={otherPath(copy.other.to, next, invitedEmail)}>{copy.other.link}</Link>
        </p>
      </div>
    </main>
  );
}

/** The other form (log in ↔ sign up), keeping where to go next and the invited email. */
function otherPath(to: string, next: string | undefined, email: string | undefined): string {
  const params = new URLSearchParams();
  if (email !== undefined) params.set('email', email);
  if (next) params.set('next', next);
  const query = params.toString();
  return query ? `${to}?${query}` : to;
}
