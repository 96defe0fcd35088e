import { useId, type InputHTMLAttributes } from 'react';
import { fieldErrors } from './errors';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** The API's name for the field, to show its validation messages here. */
  field: string;
  error: unknown;
  hint?: string;
  /** How "Enter …" asks for the value when it is missing: "your name"; default "a <label>". */
  noun?: string;
}

/** A labelled input with the API's validation messages for it underneath. */
export function Field({ label, field, error, hint, noun, ...input }: FieldProps) {
  const id = useId();
  const messages = fieldErrors(error, field, { label, noun });
  const describedBy = [hint && `${id}-hint`, messages.length > 0 && `${id}-error`]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {input.required && <RequiredMark />}
      </label>
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

/** The visible mark of a required field; assistive technology hears `required` instead. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" title="Required" style={{ color: 'var(--bad)' }}>
      {' '}
      *
    </span>
  );
}

export function FieldErrors({ id, messages }: { id?: string; messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <p className="field-error" id={id}>
      {messages.join('. ')}
    </p>
  );
}
