import { useId, type ReactNode } from 'react';
import { FieldErrors, RequiredMark } from '../ui/Field';

interface SelectProps {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  /** The choice that means "none" or "no filter". */
  all?: string;
  disabled?: boolean;
  required?: boolean;
  /** Readable messages about this choice. */
  errors?: string[];
  children: ReactNode;
}

/** A labelled drop-down; the empty choice reads as `all`. */
export function Select({
  label,
  value,
  onChange,
  all,
  disabled,
  required,
  errors = [],
  children,
}: SelectProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {required && <RequiredMark />}
      </label>
      <select
        id={id}
        value={value ?? ''}
        disabled={disabled}
        required={required}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={errors.length > 0 ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value || undefined)}
      >
        {all !== undefined && <option value="">{all}</option>}
        {children}
      </select>
      <FieldErrors id={`${id}-error`} messages={errors} />
    </div>
  );
}
