import { useId, type InputHTMLAttributes } from 'react';
import { fieldErrors } from './errors';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** The API's name for the field, to show its validation messages here. */
  field: string;
  error: unknown;
  hint?: string;
}

/** A labelled input with the API's validation messages for it underneath. */
export function Field({ label, field, error, hint, ...input }: FieldProps) {
  const id = useId();
  const messages = fieldErrors(error, field);
  const describedBy = [hint && `${id}-hint`, messages.length > 0 && `${id}-error`]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={field}
        aria-invalid={messages.length > 0 || undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {hint && (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <FieldErrors id={`${id}-error`} messages={messages} />
    </div>
  );
}

export function FieldErrors({ id, messages }: { id?: string; messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <p className="field-error" id={id}>
      {messages.join('; ')}
    </p>
  );
}
