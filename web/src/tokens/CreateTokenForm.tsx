import { useState, type FormEvent } from 'react';
import { FormError } from '../ui/FormError';
import { formError, fieldErrors } from '../ui/errors';
import { useFeedback } from '../ui/Feedback';
import { Field, FieldErrors } from '../ui/Field';
import { OneTimeSecret } from '../ui/OneTimeSecret';
import { SCOPES } from './allowance';
import { useApiTokenActions } from './api';

type Scope = (typeof SCOPES)[number]['scope'];

export function CreateTokenForm({
  workspaceId,
  disabled,
}: {
  workspaceId: string;
  disabled: boolean;
}) {
  const notify = useFeedback();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<Scope[]>([]);
  const [plaintext, setPlaintext] = useState<string>();
  const { create } = useApiTokenActions(workspaceId);
  const toggle = (scope: Scope) =>
    setScopes((current) =>
      current.includes(scope) ? current.filter((s) => s !== scope) : [...current, scope],
    );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { name, scopes: SCOPES.map((s) => s.scope).filter((s) => scopes.includes(s)) },
      {
        onSuccess: (token) => {
          setPlaintext(token.token);
          setName('');
          setScopes([]);
          notify(`Token “${token.name}” created`);
        },
      },
    );
  };

  if (plaintext) {
    return (
      <OneTimeSecret label="API token" value={plaintext} onDone={() => setPlaintext(undefined)} />
    );
  }
  return (
    <form className="card" onSubmit={onSubmit} noValidate>
      <h2>Create token</h2>
      <Field
        label="Name"
        field="name"
        error={create.error}
        value={name}
        onChange={(e) => setName(e.target.value)}
        hint="What the token is for, e.g. “CI pipeline”."
        disabled={disabled}
        required
      />
      <fieldset disabled={disabled}>
        <legend>Scopes</legend>
        <div className="checks">
          {SCOPES.map(({ scope, grants }) => (
            <label key={scope} className="check">
              <input
                type="checkbox"
                checked={scopes.includes(scope)}
                onChange={() => toggle(scope)}
              />
              <span>
                <code>{scope}</code>
                <small>{grants}</small>
              </span>
            </label>
          ))}
        </div>
        <FieldErrors messages={fieldErrors(create.error, 'scopes')} />
      </fieldset>
      <FormError>{formError(create.error, ['name', 'scopes'])}</FormError>
      <button type="submit" className="button" disabled={disabled || create.isPending}>
        Create token
      </button>
    </form>
  );
}
