import { useState, type FormEvent } from 'react';
import { useSession } from '../auth/api';
import { formError, missingFields } from '../ui/errors';
import { Field } from '../ui/Field';
import { FormError } from '../ui/FormError';
import { useRequestEmailChange } from './api';

const FIELDS = ['email', 'password'];

/** A new email, confirmed at the new address before it counts (requestEmailChange). */
export function EmailSection() {
  const { data: me } = useSession();
  const request = useRequestEmailChange();
  const [form, setForm] = useState({ email: '', password: '' });
  const [checked, setChecked] = useState(false);
  const error = (checked ? missingFields(form, FIELDS) : undefined) ?? request.error;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (missingFields(form, FIELDS)) return;
    request.mutate(
      { email: form.email.trim(), password: form.password },
      {
        onSuccess: () => {
          setForm({ email: '', password: '' });
          setChecked(false);
        },
      },
    );
  };
  const set = (key: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [key]: event.target.value }));
  return (
    <form className="card" onSubmit={onSubmit} noValidate aria-labelledby="email-title">
      <h2 id="email-title">Email</h2>
      <p className="muted">
        You sign in with <strong>{me?.email}</strong>. A new address counts once you open the link
        we mail to it.
      </p>
      <Field
        label="New email"
        field="email"
        type="email"
        error={error}
        value={form.email}
        onChange={set('email')}
        autoComplete="email"
        noun="the new email address"
        required
      />
      <Field
        label="Current password"
        field="password"
        type="password"
        error={error}
        value={form.password}
        onChange={set('password')}
        autoComplete="current-password"
        noun="your current password"
        required
      />
      <FormError>{formError(error, FIELDS)}</FormError>
      {request.isSuccess && (
        <p className="notice" role="status">
          Check your new address: {request.data.message}
        </p>
      )}
      <button type="submit" className="button" disabled={request.isPending}>
        Change email
      </button>
    </form>
  );
}
