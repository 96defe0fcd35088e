import { useId, useState, type FormEvent } from 'react';
import type { ApiError } from 'work-tracking-client';
import { fieldErrors, formError, missingFields } from '../ui/errors';
import { Field, FieldErrors } from '../ui/Field';
import { FormError } from '../ui/FormError';

export interface ProjectValues {
  name: string;
  prefix: string;
  description: string;
}

interface ProjectFormProps {
  initial?: ProjectValues;
  action: string;
  pending: boolean;
  error: ApiError | null;
  onSubmit: (values: ProjectValues) => void;
  onCancel?: () => void;
}

/** "Web site" → "WS": a prefix to start from while the user has not typed one. */
export function suggestPrefix(name: string): string {
  const words = name.toUpperCase().match(/[A-Z0-9]+/g) ?? [];
  const initials = words.length > 1 ? words.map((word) => word[0]).join('') : (words[0] ?? '');
  return initials.slice(0, words.length > 1 ? 10 : 3);
}

const FIELDS = ['name', 'prefix', 'description'];
const REQUIRED = ['name', 'prefix'];

/** Name, prefix and description of a project, for creating one or editing it. */
export function ProjectForm({
  initial,
  action,
  pending,
  error,
  onSubmit,
  onCancel,
}: ProjectFormProps) {
  const descriptionId = useId();
  const [values, setValues] = useState<ProjectValues>(
    initial ?? { name: '', prefix: '', description: '' },
  );
  const [prefixTouched, setPrefixTouched] = useState(Boolean(initial));
  // Once the user has tried to submit, an empty required field says so until it is filled.
  const [checked, setChecked] = useState(false);
  const missing = checked ? missingFields(values, REQUIRED) : undefined;
  const shown = missing ?? error;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!missingFields(values, REQUIRED)) onSubmit(values);
  };
  const descriptionErrors = fieldErrors(shown, 'description');
  return (
    <form onSubmit={submit} noValidate aria-label={action}>
      <div className="row">
        <Field
          label="Name"
          field="name"
          noun="a project name"
          error={shown}
          value={values.name}
          required
          onChange={(event) => {
            const name = event.target.value;
            setValues((current) => ({
              ...current,
              name,
              prefix: prefixTouched ? current.prefix : suggestPrefix(name),
            }));
          }}
        />
        <Field
          label="Prefix"
          field="prefix"
          error={shown}
          value={values.prefix}
          required
          maxLength={10}
          hint="1–10 capital letters or digits: issues are named PREFIX-1, PREFIX-2…"
          onChange={(event) => {
            setPrefixTouched(true);
            setValues((current) => ({ ...current, prefix: event.target.value.toUpperCase() }));
          }}
        />
      </div>
      <div className="field">
        <label htmlFor={descriptionId}>Description</label>
        <textarea
          id={descriptionId}
          rows={2}
          value={values.description}
          aria-invalid={descriptionErrors.length > 0 || undefined}
          onChange={(event) =>
            setValues((current) => ({ ...current, description: event.target.value }))
          }
        />
        <FieldErrors messages={descriptionErrors} />
      </div>
      <FormError>{formError(shown, FIELDS)}</FormError>
      <div className="actions start">
        <button type="submit" className="button" disabled={pending}>
          {action}
        </button>
        {onCancel && (
          <button type="button" className="button secondary" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
