import { useEffect, useState, type FormEvent } from 'react';
import { useSession } from '../auth/api';
import { formError } from '../ui/errors';
import { useFeedback } from '../ui/Feedback';
import { Field } from '../ui/Field';
import { FormError } from '../ui/FormError';
import { useUpdateProfile } from './api';

/** Name and handle (updateCurrentUser): how others see and mention the person. */
export function ProfileSection() {
  const { data: me } = useSession();
  const notify = useFeedback();
  const update = useUpdateProfile();
  const [form, setForm] = useState({ name: '', handle: '' });
  useEffect(() => {
    if (me) setForm({ name: me.name, handle: me.handle });
  }, [me]);
  const changed = {
    ...(me && form.name !== me.name ? { name: form.name } : {}),
    ...(me && form.handle !== me.handle ? { handle: form.handle } : {}),
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(changed, { onSuccess: () => notify('Profile saved') });
  };
  const set = (key: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [key]: event.target.value }));
  return (
    <form className="card" onSubmit={onSubmit} noValidate aria-labelledby="profile-title">
      <h2 id="profile-title">Profile</h2>
      <Field
        label="Name"
        field="name"
        error={update.error}
        value={form.name}
        onChange={set('name')}
        autoComplete="name"
        noun="your name"
        required
      />
      <Field
        label="Handle"
        field="handle"
        error={update.error}
        value={form.handle}
        onChange={set('handle')}
        autoComplete="username"
        hint="For mentions (@handle): letters, digits, - and _. Mentions written before keep their text."
        required
      />
      <FormError>{formError(update.error, ['name', 'handle'])}</FormError>
      <button
        type="submit"
        className="button"
        disabled={update.isPending || Object.keys(changed).length === 0}
      >
        Save profile
      </button>
    </form>
  );
}
