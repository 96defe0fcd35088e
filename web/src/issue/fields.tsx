import {
  useId,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { fieldErrors, formError, type Subject } from '../ui/errors';
import { FieldErrors } from '../ui/Field';

/**
 * What went wrong with one field: the API's validation messages for it, or the failed
 * request's message when the API named no field.
 */
export function messagesFor(error: unknown, field: string, subject?: Subject): string[] {
  if (!error) return [];
  const messages = fieldErrors(error, field, subject);
  if (messages.length > 0) return messages;
  const sentence = formError(error, [field]);
  return sentence ? [sentence] : [];
}

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  field: string;
  error: unknown;
  options: { value: string; label: string }[];
}

/** A labelled select with what went wrong with it underneath. */
export function SelectField({ label, field, error, options, ...select }: SelectFieldProps) {
  const id = useId();
  const messages = messagesFor(error, field);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={field}
        aria-invalid={messages.length > 0 || undefined}
        aria-describedby={messages.length > 0 ? `${id}-error` : undefined}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldErrors id={`${id}-error`} messages={messages} />
    </div>
  );
}

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
  label: string;
  field: string;
  error: unknown;
  hint?: string;
  /** How its messages name it ("The comment", "a comment"); default: from `field`. */
  subject?: Subject;
  /** What pops up at the text area (the `@` suggestions), placed under it. */
  popup?: ReactNode;
}

/** A labelled text area (Markdown allowed) with what went wrong with it underneath. */
export function TextAreaField({
  label,
  field,
  error,
  hint,
  subject,
  popup,
  ...textarea
}: TextAreaFieldProps) {
  const id = useId();
  const messages = messagesFor(error, field, subject);
  const describedBy = [hint && `${id}-hint`, messages.length > 0 && `${id}-error`]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="textarea-wrap">
        <textarea
          id={id}
          name={field}
          rows={6}
          aria-invalid={messages.length > 0 || undefined}
          aria-describedby={describedBy || undefined}
          {...textarea}
        />
        {popup}
      </div>
      {hint && (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <FieldErrors id={`${id}-error`} messages={messages} />
    </div>
  );
}
