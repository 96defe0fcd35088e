import { useState, type FormEvent } from 'react';
import { formError, missingFields } from '../ui/errors';
import { Field } from '../ui/Field';
import { FormError } from '../ui/FormError';
import { useChangePassword } from './api';

const FIELDS = ['currentPassword', 'newPassword'];

/** The password, changed with the current one (changePassword); other sessions end. */
export function PasswordSection() {
  const change = useChangePassword();
  const [form, setForm] = useState({ currentPassword: '', newPassword: '' });
  const [checked, setChecked] = useState(false);
  const error = (checked ? missingFields(form, FIELDS) : undefined) ?? change.error;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (missingFields(form, FIELDS)) return;
    change.mutate(form, {
      onSuccess: () => {
        setForm({ currentPassword: '', newPassword: '' });
        setChecked(false);
      },
    });
  };
  const set = (key: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [key]: event.target.value }));
  const ended = change.data?.endedSessions ?? 0;
  return (
    <form className="card" onSubmit={onSubmit} noValidate aria-labelledby="password-title">
      <h2 id="password-title">Password</h2>
      <Field
        label="Current password"
        field="currentPassword"
        type="password"
        error={error}
        value={form.currentPassword}
        onChange={set('currentPassword')}
        autoComplete="current-password"
        noun="your current password"
        required
      />
      <Field
        label="New password"
        field="newPassword"
        type="password"
        error={error}
        value={form.newPassword}
        onChange={set('newPassword')}
        autoComplete="new-password"
        noun="a new password"
        hint="At least 8 characters. Every other session of your account ends."
        required
      />
      <FormError>{formError(error, FIELDS)}</FormError>
      {change.isSuccess && (
        <p className="notice" role="status">
          Password changed.{' '}
          {ended === 0
            ? 'No other session was signed in.'
            : `${ended} other session${ended === 1 ? ' was' : 's were'} signed out.`}
        </p>
      )}
      <button type="submit" className="button" disabled={change.isPending}>
        Change password
      </button>
    </form>
  );
}
