import { useId, useState, type FormEvent } from 'react';
import { formError } from '../ui/errors';
import { Field } from '../ui/Field';
import { FormError } from '../ui/FormError';
import type { IntegrationProvider } from './api';
import { PROVIDERS } from './hosts';

interface IntegrationFormProps {
  pending: boolean;
  error: unknown;
  onSubmit: (body: { name: string; provider: IntegrationProvider; baseUrl?: string }) => void;
}

/** Name, kind of host and its address (needed for Gitea and Forgejo, and self-hosted ones). */
export function IntegrationForm({ pending, error, onSubmit }: IntegrationFormProps) {
  const [name, setName] = useState('');
  const [provider, setProvider] = useState<IntegrationProvider>('github');
  const [baseUrl, setBaseUrl] = useState('');
  const providerId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ name: name.trim(), provider, ...(baseUrl.trim() && { baseUrl: baseUrl.trim() }) });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Field
        label="Name"
        field="name"
        error={error}
        value={name}
        required
        maxLength={100}
        onChange={(event) => setName(event.target.value)}
      />
      <div className="field">
        <label htmlFor={providerId}>Code host</label>
        <select
          id={providerId}
          name="provider"
          value={provider}
          onChange={(event) => setProvider(event.target.value as IntegrationProvider)}
        >
          {PROVIDERS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <Field
        label="Address"
        field="baseUrl"
        type="url"
        error={error}
        value={baseUrl}
        required={provider === 'gitea'}
        placeholder={
          provider === 'gitea'
            ? 'https://code.example.com'
            : provider === 'gitlab'
              ? 'https://gitlab.com'
              : 'https://github.com'
        }
        hint="Leave empty for github.com or gitlab.com; give your server's address if you host it."
        onChange={(event) => setBaseUrl(event.target.value)}
      />
      <button type="submit" className="button" disabled={pending}>
        Connect code host
      </button>
      <FormError>{formError(error, ['name', 'provider', 'baseUrl'])}</FormError>
    </form>
  );
}
